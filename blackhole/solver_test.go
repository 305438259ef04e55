package blackhole

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/duel"
)

// plain is a Position as the engine's Solver sees a game without its
// hooks: every legal move (State.Moves), in field order, and no Bounds.
type plain struct{ p *Position }

func (g *plain) Moves(buf []Move) []Move { return g.p.State.Moves(buf) }
func (g *plain) Make(m Move)             { g.p.Make(m) }
func (g *plain) Unmake(m Move)           { g.p.Unmake(m) }
func (g *plain) Hash() uint64            { return g.p.Hash() }
func (g *plain) Eval() int32             { return g.p.Eval() }
func (g *plain) Terminal() (bool, int32) { return g.p.Terminal() }

// movesOnly is a Position with SolverMoves and without Bounds; unordered
// lists SolverMoves' moves in field and value order.
type (
	movesOnly struct{ plain }
	unordered struct{ movesOnly }
)

func (g *movesOnly) SolverMoves(buf []Move) []Move { return g.p.SolverMoves(buf) }
func (g *unordered) SolverMoves(buf []Move) []Move {
	buf = g.p.SolverMoves(buf)
	slices.Sort(buf)
	return buf
}

// solve is the exact value of g by a Solver of its own, and its nodes.
func solve[G search.Game[Move]](t *testing.T, g G) (int32, int64) {
	t.Helper()
	s, err := search.NewSolver[Move, G](search.SolverOptions{Entries: 1 << 16})
	require.NoError(t, err)
	v, done := s.Solve(g, 0)
	require.True(t, done)
	return v, s.Nodes()
}

// solverPositions are random positions with empties empty fields (random
// play from random brown stones) that are not settled.
func solverPositions(t *testing.T, seed uint64, count int, empties func(rng *search.Rng) int) []*State {
	rng := search.NewRng(seed)
	var out []*State
	for len(out) < count {
		s, _ := randomGame(t, rng, Fields-NumBrown-empties(rng))
		if over, _ := NewPosition(s).Terminal(); !over {
			out = append(out, s)
		}
	}
	return out
}

// TestSolverHooksAgreeWithNaiveMinimax: with 7 empty fields, the Solver on
// Black Hole's hooks finds the naive minimax's value over every legal move,
// inside Bounds.
func TestSolverHooksAgreeWithNaiveMinimax(t *testing.T) {
	for _, s := range solverPositions(t, 31, 20, func(*search.Rng) int { return 7 }) {
		want := int32(naiveOf(s).minimax() * Scale)
		p := NewPosition(s)
		got, _ := solve(t, p)
		assert.Equal(t, want, got, "%v", s)
		lo, hi := p.Bounds()
		assert.True(t, lo <= want && want <= hi, "%v: %d not in [%d, %d]", s, want, lo, hi)
	}
}

// TestSolverMovesLeaveOutOnlyDominatedMoves: with 8 or 9 empty fields,
// the Solver on SolverMoves (one dead-field move, best first) finds the
// value it finds over every legal move, in fewer nodes.
func TestSolverMovesLeaveOutOnlyDominatedMoves(t *testing.T) {
	var all, listed int64
	for _, s := range solverPositions(t, 32, 30, func(rng *search.Rng) int { return 8 + rng.Intn(2) }) {
		want, n := solve(t, &plain{NewPosition(s)})
		all += n
		got, n := solve(t, &movesOnly{plain{NewPosition(s)}})
		listed += n
		assert.Equal(t, want, got, "%v", s)
	}
	assert.Less(t, listed*4, all, "every legal move: %d nodes, SolverMoves: %d", all, listed)
}

// TestSolverMovesOrderSavesNodes: the order of SolverMoves (ScoreMoves')
// needs fewer nodes than the same moves in field order, for the same
// values.
func TestSolverMovesOrderSavesNodes(t *testing.T) {
	var byField, ordered int64
	for _, s := range solverPositions(t, 33, 30, func(rng *search.Rng) int { return 9 + rng.Intn(2) }) {
		want, n := solve(t, &unordered{movesOnly{plain{NewPosition(s)}}})
		byField += n
		got, n := solve(t, &movesOnly{plain{NewPosition(s)}})
		ordered += n
		assert.Equal(t, want, got, "%v", s)
	}
	assert.Less(t, ordered*2, byField, "field order: %d nodes, SolverMoves' order: %d", byField, ordered)
}

// TestBoundsCutWithoutChangingTheValue: on 200 random positions with 10
// or 11 empty fields, the exact value is inside Bounds, the Solver with
// Bounds finds the value today's exact search (alpha-beta on the bot's
// MCTS position) finds, with fewer nodes than without them, and its tests
// at the value and one point above agree.
func TestBoundsCutWithoutChangingTheValue(t *testing.T) {
	if testing.Short() {
		t.Skip("200 exact searches")
	}
	var without, with int64
	decided := 0
	for _, s := range solverPositions(t, 34, 200, func(rng *search.Rng) int { return 10 + rng.Intn(2) }) {
		p := NewPositionFor(s, duel.MCTS)
		tt, err := search.NewTT[Move](1 << 16)
		require.NoError(t, err)
		ab, err := search.NewAlphaBeta[Move](p, tt, search.AlphaBetaOptions{})
		require.NoError(t, err)
		res, err := ab.Search(nil)
		require.NoError(t, err)
		require.True(t, res.Solved)
		want := res.Value
		lo, hi := p.Bounds()
		assert.True(t, lo <= want && want <= hi, "%v: %d not in [%d, %d]", s, want, lo, hi)
		if lo > 0 || hi < 0 {
			decided++
		}
		_, n := solve(t, &movesOnly{plain{p}})
		without += n
		got, n := solve(t, p)
		with += n
		require.Equal(t, want, got, "%v", s)
		sv, err := search.NewSolver[Move, *Position](search.SolverOptions{Entries: 1 << 16})
		require.NoError(t, err)
		for _, target := range []int32{want, want + Scale} {
			atLeast, done := sv.Test(p, target)
			require.True(t, done)
			assert.Equal(t, want >= target, atLeast, "%v: value %d, target %d", s, want, target)
		}
	}
	t.Logf("nodes without Bounds %d, with %d; %d positions decided by Bounds at the root", without, with, decided)
	assert.Less(t, with*3, without*2, "without Bounds: %d nodes, with: %d", without, with)
	assert.Equal(t, 9, decided, "positions whose sign Bounds decide at the root")
}

// TestBoundsOfASettledPositionAreItsValue: once no two empty fields touch,
// both bounds are Terminal's exact value.
func TestBoundsOfASettledPositionAreItsValue(t *testing.T) {
	checked := 0
	rng := search.NewRng(35)
	for checked < 20 {
		s, _ := randomGame(t, rng, MaxPlies-2-rng.Intn(6))
		p := NewPosition(s)
		over, v := p.Terminal()
		if !over {
			continue
		}
		checked++
		lo, hi := p.Bounds()
		assert.Equal(t, [2]int32{v, v}, [2]int32{lo, hi}, "%v", s)
	}
}
