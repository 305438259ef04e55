package blackhole

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// TestActionKeyIsSideFieldAndRank: a key names the mover, the field and
// the stone's rank among the mover's stones left, so two stones of the
// same rank on one field share a key whichever values are gone.
func TestActionKeyIsSideFieldAndRank(t *testing.T) {
	s, err := ParsePosition("A1 B2 C3 D4 E1 A2=1 A3=15 A4=2")
	require.NoError(t, err)
	p := NewPosition(s) // Blue to move, its 15 gone: its 2 ranks 1, its 14 13
	assert.Equal(t, (Fields+int(mustField(t, "B1")))*MaxValue+1, p.ActionKey(NewMove(mustField(t, "B1"), 2)))
	assert.Equal(t, (Fields+int(mustField(t, "B1")))*MaxValue+13, p.ActionKey(NewMove(mustField(t, "B1"), 14)))
	p.Make(NewMove(mustField(t, "B1"), 2)) // Red, its 1 and 2 gone: its 3 ranks 0
	assert.Equal(t, int(mustField(t, "C1"))*MaxValue+0, p.ActionKey(NewMove(mustField(t, "C1"), 3)))
	assert.Equal(t, 2*Fields*MaxValue, p.ActionKeys())
}

// TestRolloutKeysAreTheRolloutsMoves: RolloutKeys plays the same game as
// Rollout on the same seed, and appends each move's key as played, in
// order, after what keys held.
func TestRolloutKeysAreTheRolloutsMoves(t *testing.T) {
	rng := search.NewRng(9)
	for i := range 30 {
		s, _ := randomGame(t, rng, i%20)
		plain, keyed := NewPosition(s), NewPosition(s)
		seed := rng.Uint64()
		r := plain.Rollout(search.NewRng(seed))
		keys, rk := keyed.RolloutKeys(search.NewRng(seed), []int32{-7})
		require.Equal(t, r, rk)
		require.Equal(t, plain.Hash(), keyed.Hash())
		require.Equal(t, int32(-7), keys[0])
		replay := NewPosition(s)
		for _, m := range keyed.History()[s.Plies():] {
			require.Equal(t, int32(replay.ActionKey(m)), keys[1+replay.Plies()-s.Plies()])
			require.NoError(t, replay.Play(m))
		}
		assert.Equal(t, len(keys)-1, keyed.Plies()-s.Plies())
	}
}

func mustField(t *testing.T, s string) Field {
	t.Helper()
	f, err := ParseField(s)
	require.NoError(t, err)
	return f
}
