package zuniq

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/duel"
)

// RolloutKeys plays the same game as Rollout on the same seed, and its keys
// are that game's segments: replayed move by move from the start, legal
// each one, they reach the same end.
func TestRolloutKeysAreTheRolloutsSegments(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		start, err := ParsePosition("A2h B3h E5v")
		require.NoError(t, err)
		plain, keyed := *start, *start
		r := plain.Rollout(search.NewRng(seed))
		keys, rk := keyed.RolloutKeys(search.NewRng(seed), []int32{7})
		assert.Equal(t, r, rk, "seed %d", seed)
		assert.Equal(t, plain.Hash(), keyed.Hash(), "seed %d", seed)
		require.Equal(t, int32(7), keys[0], "appended after what was there")
		replay := *start
		for _, k := range keys[1:] {
			m := Move(k)
			require.Equal(t, k, int32(replay.ActionKey(m)))
			require.NoError(t, replay.Play(m), "seed %d", seed)
		}
		assert.True(t, replay.Over(), "seed %d", seed)
		assert.Equal(t, keyed.Hash(), replay.Hash(), "seed %d", seed)
		assert.Equal(t, keyed.Ply()-start.Ply(), len(keys)-1)
	}
}

func TestTheCallWaitsForAProof(t *testing.T) {
	assert.True(t, provenWin(thoughtOf(search.ProvenWin)))
	assert.False(t, provenWin(thoughtOf(search.Unproven)), "an estimate, however high, is no proof")
	assert.False(t, provenWin(thoughtOf(search.ProvenLoss)))
}

func TestParamsSetTheEngine(t *testing.T) {
	p := Params()
	require.NoError(t, p.Set("rave", 1))
	require.NoError(t, p.Set("solve-plies", 14))
	defer func() {
		require.NoError(t, p.Set("rave", 0))
		require.NoError(t, p.Set("solve-plies", 0))
	}()
	setup := mctsSetup()
	assert.True(t, setup.Rave)
	assert.Equal(t, 14, setup.SolvePlies)
	assert.Error(t, p.Set("rave", 2), "out of range")
}

func thoughtOf(p search.Proof) duel.Thought[Move] { return duel.Thought[Move]{Value: 1000, Proof: p} }
