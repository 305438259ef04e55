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
	require.Len(t, ps, 8)
	assert.Equal(t, float64(saved.lastOut), ps[2].Value, "the default is the fitted weight")
	s := New()
	before := s.Eval()
	require.NoError(t, ps.Set("tempo", float64(savedTempo+40)))
	assert.Equal(t, before+40, s.Eval(), "tempo is added once to every evaluation")
	require.NoError(t, ps.Set("mover-held-own", 0))
	assert.Equal(t, int32(0), moverWeights.heldOwn)
	assert.Error(t, ps.Set("mover-held-own", 601))
}

func TestMobilityWeighsThePushesEachSideHas(t *testing.T) {
	// Eval gains mobility for each legal push of the side to move and loses
	// it for each push the other side would have: one whose far square
	// holds no inverted tile of the mover's colour.
	saved := mobility
	defer func() { mobility = saved }()
	require.Equal(t, int32(11), mobility, "the default weight")
	r := rng(5)
	differed := 0
	for i := 0; i < 200; i++ {
		s := randomPosition(&r)
		if s.Over() {
			continue
		}
		with := s.Eval()
		mobility = 0
		without := s.Eval()
		mobility = saved
		mine := len(s.Moves(nil))
		theirs := 0
		for p := Push(0); p < Pushes; p++ {
			if c, inv := s.Tile(p.Far()); !(inv && c == s.Side()) {
				theirs++
			}
		}
		assert.Equal(t, saved*int32(mine-theirs), with-without, "%v", s)
		if mine != theirs {
			differed++
		}
	}
	assert.Greater(t, differed, 100, "most random positions give the sides different pushes")
}
