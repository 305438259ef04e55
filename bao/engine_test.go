package bao

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/duel"
)

// minimax is the exact value of s for the side to move, by plain negamax
// to the end of the game.
func minimax(s *State) int32 {
	if over, v := s.Terminal(); over {
		return v
	}
	best := -search.Inf
	var buf [PitsPerSide]Pit
	for _, m := range s.Moves(buf[:0]) {
		s.Make(m)
		best = max(best, -minimax(s))
		s.Unmake(m)
	}
	return best
}

func TestAlphaBetaIsExactNearTheEnd(t *testing.T) {
	r := rng(11)
	for checked := 0; checked < 30; checked++ {
		// A random position 7 moves before the hundredth.
		s := randomPosition(&r)
		s.moves = MaxMoves - 7
		want := minimax(s)
		e, err := NewEngine(s, duel.AlphaBeta, 1, 1<<12)
		require.NoError(t, err)
		th := e.Choose(search.NoDeadline{})
		assert.Equal(t, want, th.Value, "%v", s)
		assert.True(t, th.Exact)
		assert.Equal(t, MaxMoves-int(s.moves), th.Depth, "no iteration beyond the end")
		s.Make(th.Move)
		assert.Equal(t, want, -minimax(s), "the move chosen keeps the value")
	}
}

func TestTerminalAndEval(t *testing.T) {
	s, err := ParsePosition("0 0 0 0 0 0 2 2 2 2 2 2 / 28 8 / B 40")
	require.NoError(t, err)
	over, v := s.Terminal()
	assert.True(t, over)
	assert.Equal(t, -6*StoneValue, v, "27 - 21 seen by Black")
	s, err = ParsePosition("")
	require.NoError(t, err)
	over, _ = s.Terminal()
	assert.False(t, over)
	assert.Equal(t, -2*StoneValue, s.Eval(), "the start: White gives one stone")
	s.Make(1) // B: captures G's 4
	// Black: captured 0 - 4, own side 20 - 24, mobility 5 - 5, plus 2.
	assert.Equal(t, -4*CapturedWeight-4*SideWeight+2*StoneValue, s.Eval())
}

func TestGreedyTakesTheBiggestCapture(t *testing.T) {
	// E's stone ends in F and captures G's 9; A's ends in B, capturing K's 1.
	s, err := ParsePosition("1 0 0 0 1 0 9 4 4 4 1 4 / 10 10 / W 0")
	require.NoError(t, err)
	e, err := NewEngine(s, duel.Greedy, 1, 0)
	require.NoError(t, err)
	th := e.Choose(search.NoDeadline{})
	assert.Equal(t, Pit(4), th.Move)
}

func TestEveryEngineMovesLegally(t *testing.T) { kit.EnginesPlayWholeGames(t) }

func TestPlayoutMoveTakesTheBiggestCapture(t *testing.T) {
	// E's stone ends in F and captures G's 9; A's ends in B, capturing K's 1.
	s, err := ParsePosition("1 0 0 0 1 0 9 4 4 4 1 4 / 10 10 / W 0")
	require.NoError(t, err)
	before := s.String()
	moves := s.Moves(nil)
	require.Equal(t, []Pit{0, 4}, moves)
	for r := uint64(0); r < uint64(captureOdds); r += 7 {
		assert.Equal(t, 1, s.PlayoutMove(moves, r|uint64(r)<<32), "r %d", r)
	}
	assert.Equal(t, before, s.String(), "the position is left as it was")
	// Beyond captureOdds the move is random: A with r's high half even.
	assert.Equal(t, 0, s.PlayoutMove(moves, 0xff))
	assert.Equal(t, 1, s.PlayoutMove(moves, 0xff|1<<32))
}

func TestPlayoutMoveIsRandomWithoutCaptures(t *testing.T) {
	// E's last stone and F's both end in G, on Black's side: no capture.
	s, err := ParsePosition("0 0 0 0 2 1 0 0 0 0 0 1 / 22 22 / W 0")
	require.NoError(t, err)
	moves := s.Moves(nil)
	require.Equal(t, []Pit{4, 5}, moves)
	assert.Equal(t, 0, s.PlayoutMove(moves, 0))
	assert.Equal(t, 1, s.PlayoutMove(moves, 1<<32))
	assert.Equal(t, 0, s.PlayoutMove(moves, 2<<32))
}
