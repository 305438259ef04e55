package blackhole

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// Positions as the engine's Solver sees them with some of Black Hole's
// hooks: noCuts has SolverMoves and Bounds only (no WindowMoves, no
// MoveSlack), staleOnly adds WindowMoves, swapOnly MoveSlack; *Position
// has them all.
type (
	noCuts    struct{ movesOnly }
	staleOnly struct{ noCuts }
	swapOnly  struct{ noCuts }
)

func (g *noCuts) Bounds() (int32, int32) { return g.p.Bounds() }
func (g *staleOnly) WindowMoves(buf []Move, alpha, beta int32) ([]Move, int32) {
	return g.p.WindowMoves(buf, alpha, beta)
}
func (g *swapOnly) MoveSlack(tried, m Move) (int32, bool) { return g.p.MoveSlack(tried, m) }

func cutsOff(s *State) *noCuts { return &noCuts{movesOnly{plain{NewPosition(s)}}} }

// solveWith is g's exact value, proof and test one point above it by
// Solvers of their own (each must finish), and Solve's nodes.
func solveWith[G search.Game[Move]](t *testing.T, g G, want int32) int64 {
	t.Helper()
	v, nodes := solve(t, g)
	require.Equal(t, want, v)
	s, err := search.NewSolver[Move, G](search.SolverOptions{Entries: 1 << 16})
	require.NoError(t, err)
	proof, done := s.Prove(g)
	require.True(t, done)
	assert.Equal(t, search.ProofOfValue(want), proof)
	atLeast, done := s.Test(g, want+Scale)
	require.True(t, done)
	assert.False(t, atLeast)
	atLeast, done = s.Test(g, want)
	require.True(t, done)
	assert.True(t, atLeast)
	return nodes
}

// TestSolverCutsKeepTheValue: the swap cut (MoveSlack) and the stale cut
// (WindowMoves), each alone and both, find the values, proofs and tests of
// the Solver without them on random positions with 9 to 11 empty fields,
// each in fewer nodes.
func TestSolverCutsKeepTheValue(t *testing.T) {
	var none, stale, swap, both int64
	for _, s := range solverPositions(t, 77, 120, func(rng *search.Rng) int { return 9 + rng.Intn(3) }) {
		want, n := solve(t, cutsOff(s))
		none += n
		stale += solveWith(t, &staleOnly{*cutsOff(s)}, want)
		swap += solveWith(t, &swapOnly{*cutsOff(s)}, want)
		both += solveWith(t, NewPosition(s), want)
	}
	t.Logf("Solve's nodes: %d without the cuts, %d with the stale cut, %d with the swap cut, %d with both", none, stale, swap, both)
	assert.Less(t, stale*10, none*9)
	assert.Less(t, swap*10, none*9)
	assert.Less(t, both*10, min(stale, swap)*9)
}

// TestSolveMoveReachesTheValue: the Solver's move with every hook, played,
// leaves a position whose value for the opponent is minus the root's.
func TestSolveMoveReachesTheValue(t *testing.T) {
	for _, s := range solverPositions(t, 78, 40, func(rng *search.Rng) int { return 9 + rng.Intn(3) }) {
		p := NewPosition(s)
		sv, err := search.NewSolver[Move, *Position](search.SolverOptions{Entries: 1 << 16})
		require.NoError(t, err)
		v, m, done := sv.SolveMove(p, p.Eval(), nil)
		require.True(t, done)
		require.NoError(t, p.Legal(m))
		p.Make(m)
		after, _ := solve(t, cutsOff(&p.State))
		assert.Equal(t, v, -after, "%v then %v", s, m)
	}
}

func TestValueAtMostIsOnTheGrid(t *testing.T) {
	for v, want := range map[int32]int32{0: 0, -1: -Scale, 1: 0, Scale - 1: 0, Scale: Scale, -Scale - 1: -2 * Scale} {
		assert.Equal(t, want, valueAtMost(v), "%d", v)
	}
}
