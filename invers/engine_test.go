package invers

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// minimax is the exact value of s for the side to move, by plain negamax
// to the end of the game, wins scored as the search scores them
// (search.WinMarker): WinValue less the plies to the win.
func minimax(s *State, ply int32) int32 {
	if over, v := s.Terminal(); over {
		switch {
		case v >= WinValue:
			return WinValue - ply
		case v <= -WinValue:
			return -(WinValue - ply)
		}
		return v
	}
	best := -search.Inf
	var buf [Pushes]Push
	for _, m := range s.Moves(buf[:0]) {
		s.Make(m)
		best = max(best, -minimax(s, ply+1))
		s.Unmake(m)
	}
	return best
}

func TestAlphaBetaIsExactNearTheEnd(t *testing.T) {
	r := rng(11)
	wins := 0
	for checked := 0; checked < 40; checked++ {
		// A random position 3 plies before the 200th, with few plain tiles
		// left, so that some lines end in a win.
		s := randomPosition(&r)
		s.plies = MaxPlies - 3
		for s.plainCount(Yellow)+s.plainCount(Red) > 4 {
			s.inverted |= 1 << r.intn(Squares)
		}
		s.plain = [2]uint8{uint8(s.plainCount(Yellow)), uint8(s.plainCount(Red))}
		if s.Over() {
			continue
		}
		want := minimax(s, 0)
		if want > WinValue/2 || want < -WinValue/2 {
			wins++
		}
		e, err := NewEngine(s, search.DuelAlphaBeta, 1, 1<<12)
		require.NoError(t, err)
		th := e.Choose(search.NoDeadline{})
		assert.Equal(t, want, th.Value, "%v", s)
		assert.True(t, th.Exact)
	}
	t.Logf("%d of 40 decided by a win", wins)
	assert.Positive(t, wins)
}

func TestTerminalAndEval(t *testing.T) {
	// Yellow has pushed off its last plain tile; Red has 3: Yellow 21 - 0.
	s, err := ParsePosition("yryryr/ryryry/yryryr/ryryry/yryryr/yRyRyR Y R R 11")
	require.NoError(t, err)
	over, v := s.Terminal()
	assert.True(t, over)
	assert.Equal(t, -WinValue-21*PointValue, v, "seen by Red")
	// The 100-move draw, 14 - 4, seen by Yellow.
	s, err = ParsePosition("YYYYYy/yyyyyy/yyyyyy/RRRRRR/RRRRrr/rrrrrr Y R Y 200")
	require.NoError(t, err)
	over, v = s.Terminal()
	assert.True(t, over)
	assert.Equal(t, 10*PointValue, v)

	s = New()
	over, _ = s.Terminal()
	assert.False(t, over)
	assert.Equal(t, int32(0), s.Eval(), "the start is even")
	// Yellow's A pushes off a red plain tile and leaves Yellow holding a
	// red tile. Seen by Red: plain tiles 17 against Yellow's 18, on the
	// border 9 against 10 (column 1 now reads y Y R Y R Y), Red holds its
	// own colour, Yellow does not.
	s.Make(0)
	assert.Equal(t, PlainWeight-EdgeWeight+2*HeldWeight, s.Eval())
}

func TestGreedyWinsAtOnce(t *testing.T) {
	// A pushes off Yellow's last plain tile.
	s, err := ParsePosition("yryryr/ryryry/yryryr/ryryry/yryryr/YRyRyR Y R Y 10")
	require.NoError(t, err)
	e, err := NewEngine(s, search.DuelGreedy, 1, 0)
	require.NoError(t, err)
	th := e.Choose(search.NoDeadline{})
	assert.Equal(t, Push(0), th.Move)
	assert.Equal(t, WinValue+21*PointValue, th.Value)
}

func TestEveryEngineMovesLegally(t *testing.T) { duel.EnginesPlayWholeGames(t) }
