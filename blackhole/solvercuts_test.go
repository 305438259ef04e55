package blackhole

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// TestExactSolverSwapCut: the prototype's same-field cut (and with it the
// enhanced transposition cutoffs) finds the engine Solver's values, its
// proofs and its tests, with fewer nodes; without the cut it searches node
// for node as the engine's Solver.
func TestExactSolverSwapCut(t *testing.T) {
	var engine, same, swapped, etc int64
	for _, s := range solverPositions(t, 36, 40, func(rng *search.Rng) int { return 10 + rng.Intn(2) }) {
		want, n := solve(t, NewPosition(s))
		engine += n
		for _, opts := range []ExactOptions{{}, {Swap: true}, {Swap: true, ETC: true}} {
			opts.Entries = 1 << 16
			es, err := NewExactSolver(opts)
			require.NoError(t, err)
			got, done := es.Solve(NewPosition(s), 0)
			require.True(t, done)
			require.Equal(t, want, got, "%v, %+v", s, opts)
			switch {
			case opts.ETC:
				etc += es.Nodes()
			case opts.Swap:
				swapped += es.Nodes()
			default:
				same += es.Nodes()
			}
			proof, done := es.Prove(NewPosition(s))
			require.True(t, done)
			assert.Equal(t, search.ProofOfValue(want), proof, "%v", s)
			atLeast, done := es.Test(NewPosition(s), want+Scale)
			require.True(t, done)
			assert.False(t, atLeast, "%v", s)
		}
	}
	assert.Equal(t, engine, same, "without the cut, the engine's search")
	assert.Less(t, swapped*10, same*9, "without the cut %d nodes, with it %d", same, swapped)
	assert.LessOrEqual(t, etc, swapped, "enhanced transposition cutoffs")
	t.Logf("nodes without the cut %d, with it %d, and enhanced transposition cutoffs %d", same, swapped, etc)
}

func TestExactSolverRejectsANegativeBudget(t *testing.T) {
	_, err := NewExactSolver(ExactOptions{MaxNodes: -1})
	assert.ErrorIs(t, err, search.ErrSolverNodes)
	es, err := NewExactSolver(ExactOptions{Entries: 1 << 10, MaxNodes: 100})
	require.NoError(t, err)
	s := solverPositions(t, 37, 1, func(*search.Rng) int { return 14 })[0]
	p := NewPosition(s)
	before := p.String()
	_, done := es.Solve(p, 0)
	assert.False(t, done)
	assert.Equal(t, int64(101), es.Nodes(), "it stops at the first node past the budget")
	assert.Equal(t, before, p.String(), "the position is restored")
}

// TestExactSolverStaleCut: the stale-field cut (only the lowest stone on a
// field whose empty neighbours are all decided for the window, one field
// of those decided alike as holes) keeps the engine Solver's values and
// proofs on 150 random positions with 9 to 11 empty fields, in fewer
// nodes, and fewer still with the swap cut.
func TestExactSolverStaleCut(t *testing.T) {
	var nodes [3]int64
	for _, s := range solverPositions(t, 77, 150, func(rng *search.Rng) int { return 9 + rng.Intn(3) }) {
		want, _ := solve(t, NewPosition(s))
		for i, opts := range []ExactOptions{{}, {Stale: true}, {Stale: true, Swap: true}} {
			opts.Entries = 1 << 16
			es, err := NewExactSolver(opts)
			require.NoError(t, err)
			got, done := es.Solve(NewPosition(s), 0)
			require.True(t, done)
			require.Equal(t, want, got, "%v, %+v", s, opts)
			nodes[i] += es.Nodes()
			proof, done := es.Prove(NewPosition(s))
			require.True(t, done)
			assert.Equal(t, search.ProofOfValue(want), proof, "%v, %+v", s, opts)
		}
	}
	t.Logf("Solve's nodes: %d without the cut, %d with it, %d with the swap cut too", nodes[0], nodes[1], nodes[2])
	assert.Less(t, nodes[1]*10, nodes[0]*9)
	assert.Less(t, nodes[2]*10, nodes[1]*9)
}

func TestValueAtMostIsOnTheGrid(t *testing.T) {
	for v, want := range map[int32]int32{0: 0, -1: -Scale, 1: 0, Scale - 1: 0, Scale: Scale, -Scale - 1: -2 * Scale} {
		assert.Equal(t, want, valueAtMost(v), "%d", v)
	}
}
