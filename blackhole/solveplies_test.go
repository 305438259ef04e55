package blackhole

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/duel"
)

// TestSolvePliesProvesTheRoot: with solve-plies, the bot's MCTS hands its
// leaves near the end to the engine's Solver on Black Hole's hooks and
// proves a position 12 plies from the end (a draw with best play) in 300
// playouts; without, it proves nothing in them.
func TestSolvePliesProvesTheRoot(t *testing.T) {
	s, err := ParsePosition("A4 A7 B1 D4 E1 D5=7 D2=4 F3=14 G1=15 B3=8 F2=14 G2=15 A2=6 B2=9 D3=13 C4=11 B7=12 C2=13 A6=7 A5=10 C1=11 E2=12 F1=10")
	require.NoError(t, err)
	want, _ := solve(t, NewPosition(s))
	require.Equal(t, int32(0), want)
	for _, plies := range []int{0, 12} {
		require.NoError(t, Params().Set("solve-plies", float64(plies)))
		setup := MCTSSetup()
		require.NoError(t, Params().Set("solve-plies", 0))
		setup.HandOff, setup.ExactPlies = false, 0
		p := NewPositionFor(s, duel.MCTS)
		e, err := duel.New[Position, Move](p, duel.Options{Kind: duel.MCTS, Seed: 3, Playouts: 300, MCTS: setup})
		require.NoError(t, err)
		th := e.Choose(nil)
		if plies == 0 {
			assert.Equal(t, search.Unproven, th.Proof)
			continue
		}
		assert.Equal(t, search.ProvenDraw, th.Proof)
		p.Make(th.Move)
		v, _ := solve(t, p)
		assert.Equal(t, int32(0), -v, "its move %v keeps the draw", th.Move)
	}
}
