package invers

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParamsSetTheEvaluationWeights(t *testing.T) {
	saved, savedTempo := moverWeights, tempo
	defer func() { moverWeights, tempo = saved, savedTempo }()
	ps := Params()
	require.Len(t, ps, 7)
	assert.Equal(t, float64(saved.lastOut), ps[2].Value, "the default is the fitted weight")
	s := New()
	before := s.Eval()
	require.NoError(t, ps.Set("tempo", float64(savedTempo+40)))
	assert.Equal(t, before+40, s.Eval(), "tempo is added once to every evaluation")
	require.NoError(t, ps.Set("mover-held-own", 0))
	assert.Equal(t, int32(0), moverWeights.heldOwn)
	assert.Error(t, ps.Set("mover-held-own", 601))
}
