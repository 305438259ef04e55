package invers

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/duel"
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
		e, err := NewEngine(s, duel.AlphaBeta, 1, 1<<12)
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
	// The start, each side's 18 plain tiles: 10 on the border, 6 one in,
	// 2 in the corners; no inverted tile; each holds its own colour.
	start := func(w sideWeights) int32 {
		return 18*w.plain + 10*w.border + 6*w.ring1 + 2*w.corner + w.anyBorder + w.heldOwn
	}
	assert.Equal(t, tempo+start(moverWeights)+start(waiterWeights), s.Eval(), "24 pushes each")
	// Yellow's A pushes off a red plain tile from the corner of column 1
	// (now y Y R Y R Y from the top) and leaves Yellow holding a red tile.
	// Seen by Red: 17 plain tiles on the board, 9 of them on the border, 1
	// in a corner, against Yellow's 18, 10 and 2; Yellow's inverted tile
	// on the border; Yellow does not hold its own colour. That tile, in
	// the corner, blocks Red's two pushes that would push it off (G and R):
	// Red has 22 pushes against Yellow's 24.
	s.Make(0)
	w, y := moverWeights, waiterWeights
	red := 17*w.plain + 9*w.border + 6*w.ring1 + 1*w.corner + w.anyBorder + w.heldOwn
	yellow := 18*y.plain + 10*y.border + 6*y.ring1 + 2*y.corner + y.anyBorder + y.invBorder
	assert.Equal(t, tempo+red+yellow-2*mobility, s.Eval())
}

func TestGreedyWinsAtOnce(t *testing.T) {
	// A pushes off Yellow's last plain tile.
	s, err := ParsePosition("yryryr/ryryry/yryryr/ryryry/yryryr/YRyRyR Y R Y 10")
	require.NoError(t, err)
	e, err := NewEngine(s, duel.Greedy, 1, 0)
	require.NoError(t, err)
	th := e.Choose(search.NoDeadline{})
	assert.Equal(t, Push(0), th.Move)
	assert.Equal(t, WinValue+21*PointValue, th.Value)
}

func TestEveryEngineMovesLegally(t *testing.T) { kit.EnginesPlayWholeGames(t) }

func TestAlphaBetaReducesLateMoves(t *testing.T) {
	// The bench's start search (depth 7, its table): with the bot's
	// late-move reductions it visits far fewer nodes than the full-width
	// search, which -param lmr=0 still runs.
	saved := lmr
	defer func() { lmr = saved }()
	nodes := func() int64 {
		e, err := duel.New[State, Push](New(), duel.Options{Kind: duel.AlphaBeta,
			TTEntries: duel.BenchTTEntries, MaxDepth: 7})
		require.NoError(t, err)
		th := e.Choose(nil)
		require.Equal(t, 7, th.Depth)
		return th.Nodes
	}
	reduced := nodes()
	require.NoError(t, Params().Set("lmr", 0))
	assert.Equal(t, int64(581129), nodes())
	assert.Equal(t, int64(62579), reduced)
}
