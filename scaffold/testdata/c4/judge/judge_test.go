package judge

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/arenatest"
	"botcup/c4"
)

func TestFaults(t *testing.T) {
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	arenatest.Faults(t, j, []arenatest.Fault{
		{Name: "column 0", Player: 0, Line: "0", Malformed: true},
		{Name: "column 8", Player: 0, Line: "8", Malformed: true},
		{Name: "out of turn", Player: 1, Line: "4", Malformed: false},
	})
}

func TestRegistration(t *testing.T) {
	r := Registration()
	arenatest.Registration(t, r, "c4", c4.TimeLimit)
	n, err := r.Perft("", 4)
	require.NoError(t, err)
	assert.Equal(t, uint64(2401), n)
}
