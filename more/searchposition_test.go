package more

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestEvalIsTheRace(t *testing.T) {
	g := NewSearchPosition(mustBoard(t, ExampleBoard))
	assert.Equal(t, int32(0), g.Eval(), "25 against 25")
	m, err := ParseMove("f6f4")
	require.NoError(t, err)
	g.Make(m)
	// White paid 1 for f6f4 and still needs its least cost from there.
	white := 1 + g.race.Cost(White, g.stones[White])
	assert.Equal(t, int32(Unit*(white-25)), g.Eval(), "from Black")
	over, _ := g.Terminal()
	assert.False(t, over)
}

func TestTerminalValuesAreExact(t *testing.T) {
	b := mustBoard(t, ExampleBoard)
	race := NewRace(b)
	p, err := Setup(b, HomeSquares[White], HomeSquares[Black], White)
	require.NoError(t, err)
	p = withMoves(p, 30, 29)
	over, v := SearchPositionAt(p, race).Terminal()
	assert.True(t, over)
	assert.Equal(t, int32(-Unit), v, "White has 30 points to Black's 29")
	// Cut off: Black unfinished gets its least cost home.
	p, err = Setup(b, HomeSquares[White], squares(t, "c3", "c4", "d3", "d4"), White)
	require.NoError(t, err)
	p = withMoves(p, 40, 81)
	rest := LeastCostHome(b, p.Stones(Black), Black)
	over, v = SearchPositionAt(p, race).Terminal()
	assert.True(t, over)
	assert.Equal(t, int32(Unit*(81+rest-40)), v)
}

// negamax is plain fixed-depth minimax on a SearchPosition: the yardstick for the
// binding of SearchPosition to the alpha-beta engine (hash, terminal values, Nil).
func negamax(g *SearchPosition, depth int) int32 {
	if over, v := g.Terminal(); over {
		return v
	}
	if depth == 0 {
		return g.Eval()
	}
	best := -search.Inf
	for _, m := range g.Moves(nil) {
		g.Make(m)
		best = max(best, -negamax(g, depth-1))
		g.Unmake(m)
	}
	return best
}

func TestAlphaBetaOnGameEqualsMinimax(t *testing.T) {
	rng := search.NewRng(7)
	for i := 0; i < 12; i++ {
		p := randomPosition(rng)
		if i%3 == 0 {
			p = withMoves(p, 79, 79) // the cut-off within reach
		}
		if p.Over() {
			continue
		}
		g := SearchPositionAt(p, NewRace(p.board))
		tt, err := search.NewTT[Move](1 << 12)
		require.NoError(t, err)
		ab, err := search.NewAlphaBeta[Move](g, tt, search.AlphaBetaOptions{MaxDepth: 4, ExactDepthCuts: true, Aspiration: Unit})
		require.NoError(t, err)
		before := g.Position
		r, err := ab.Search(nil)
		require.NoError(t, err)
		assert.Equal(t, before, g.Position, "the search leaves the position as it found it")
		assert.Equal(t, negamax(g, 4), r.Value, "position %d", i)
		require.NoError(t, g.Check(r.Move))
	}
}

func TestEngineFindsTheFinish(t *testing.T) {
	b := mustBoard(t, ExampleBoard)
	// White needs one step (b3b2 costs 1 point); Black is far from home.
	p, err := Setup(b, squares(t, "a1", "a2", "b1", "b3"), squares(t, "d4", "d5", "d6", "c6"), White)
	require.NoError(t, err)
	for _, kind := range []Kind{AlphaBeta, MCTS} {
		e, err := NewEngine(b, EngineOptions{Kind: kind, MaxDepth: 4, MaxNodes: 20000, Seed: 1, TTEntries: 1 << 12})
		require.NoError(t, err)
		e.game.Position = *p
		e.game.race = NewRace(b)
		th, err := e.Think(nil)
		require.NoError(t, err)
		assert.Equal(t, "b3b2", th.Move.String(), "engine %s", kind)
		assert.False(t, th.Forced)
		require.NoError(t, e.Play(th.Move))
		assert.True(t, e.Position().Finished(White))
		// Black to move; then White's turns are Nil, answered at once.
		th, err = e.Think(nil)
		require.NoError(t, err)
		require.NoError(t, e.Play(th.Move))
		th, err = e.Think(nil)
		require.NoError(t, err)
		assert.Equal(t, Thought{Move: Nil, Forced: true}, th)
	}
}

func TestEnginePlaysLegalMovesToTheEnd(t *testing.T) {
	for _, kind := range []Kind{AlphaBeta, MCTS} {
		e, err := NewEngine(mustBoard(t, ExampleBoard), EngineOptions{Kind: kind, MaxDepth: 3, MaxNodes: 300, Seed: 2, TTEntries: 1 << 14})
		require.NoError(t, err)
		plies := 0
		for !e.Position().Over() {
			th, err := e.Think(nil)
			require.NoError(t, err)
			require.NoError(t, e.Play(th.Move), "engine %s ply %d", kind, plies)
			plies++
		}
		assert.False(t, e.Position().CutOff(), "engine %s races home", kind)
		_, err = e.Think(nil)
		assert.ErrorIs(t, err, ErrIllegal)
		assert.ErrorIs(t, e.Play(Nil), ErrIllegal)
	}
	_, err := NewEngine(mustBoard(t, ExampleBoard), EngineOptions{Kind: "minimax"})
	assert.ErrorIs(t, err, ErrKind)
}

func TestScoreMovesPutsRaceGainsFirst(t *testing.T) {
	g := NewSearchPosition(mustBoard(t, ExampleBoard))
	moves := g.Moves(nil)
	scores := make([]int32, len(moves))
	g.ScoreMoves(moves, scores)
	for i, m := range moves {
		after := g.stones[White] ^ (1<<m.From() | 1<<m.To())
		want := Unit * (25 - 1 - g.board.Penalty(m.From(), m.To()) - g.race.Cost(White, after))
		assert.Equal(t, int32(want), scores[i], "%v", m)
		assert.LessOrEqual(t, scores[i], int32(0), "no opponent stone to jump at the start")
	}
}
