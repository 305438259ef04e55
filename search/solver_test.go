package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSolverSolvesGameTreesExactly(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := toy.NewGameTree(seed, 9, 40, 5)
		require.NoError(t, err)
		exact := toy.Negamax[uint8](g)
		sv, err := NewSolver[uint8, *toy.GameTree](SolverOptions{Entries: 1 << 12})
		require.NoError(t, err)
		for _, guess := range []int32{0, exact, -exact, 17} {
			v, done := sv.Solve(g, guess)
			require.True(t, done)
			assert.Equal(t, exact, v, "seed %d, guess %d", seed, guess)
		}
		for _, target := range []int32{exact - 1, exact, exact + 1, 0, 1} {
			atLeast, done := sv.Test(g, target)
			require.True(t, done)
			assert.Equal(t, exact >= target, atLeast, "seed %d: value %d, target %d", seed, exact, target)
		}
		p, done := sv.Prove(g)
		require.True(t, done)
		assert.Equal(t, proofOf(exact), p, "seed %d", seed)
		assert.Equal(t, exact, toy.Negamax[uint8](g), "the position is left unchanged")
	}
}

func TestSolverProvesTicTacToeAndNim(t *testing.T) {
	ttt, err := NewSolver[uint8, *toy.TicTacToe](SolverOptions{})
	require.NoError(t, err)
	for _, line := range [][]uint8{nil, {0, 3, 1, 4}, {0, 1}, {0, 4, 1}, {0, 1, 4}, {4, 1}} {
		g := toy.TicTacToeAfter(line...)
		p, done := ttt.Prove(g)
		require.True(t, done)
		assert.Equal(t, proofOf(toy.Negamax[uint8](g)), p, "after %v", line)
	}
	nim, err := NewSolver[uint16, *toy.Nim](SolverOptions{})
	require.NoError(t, err)
	for _, heaps := range [][]uint8{{2, 3}, {1, 2, 3}, {3, 4, 5}, {2, 2, 3, 3}, {5, 6, 7, 4}} {
		g := toy.NewNim(heaps...)
		p, done := nim.Prove(g)
		require.True(t, done)
		want := ProvenLoss
		if g.Won() {
			want = ProvenWin
		}
		assert.Equal(t, want, p, "heaps %v", heaps)
	}
}

func TestSolverGivesUpAtItsNodeBudget(t *testing.T) {
	g := toy.NewNim(5, 6, 7, 4)
	sv, err := NewSolver[uint16, *toy.Nim](SolverOptions{MaxNodes: 50})
	require.NoError(t, err)
	p, done := sv.Prove(g)
	assert.False(t, done)
	assert.Equal(t, Unproven, p)
	assert.Equal(t, int64(51), sv.Nodes(), "it stops at the first node past the budget")
	assert.Equal(t, toy.NewNim(5, 6, 7, 4).Hash(), g.Hash(), "the position is restored")

	_, err = NewSolver[uint16, *toy.Nim](SolverOptions{MaxNodes: -1})
	assert.ErrorIs(t, err, ErrSolverNodes)
}

// boundedTree is a game tree whose Bounds know the exact value at the
// root's children (lo = hi), as a game's dead fields decide a position.
type boundedTree struct {
	toy.GameTree
	exact map[uint64]int32
}

func (b *boundedTree) Bounds() (lo, hi int32) {
	if v, ok := b.exact[b.Hash()]; ok {
		return v, v
	}
	return -Inf, Inf
}

func TestSolverStopsWhereTheGameBoundsDecide(t *testing.T) {
	g, err := toy.NewGameTree(7, 12, 60, 6)
	require.NoError(t, err)
	plain, err := NewSolver[uint8, *toy.GameTree](SolverOptions{})
	require.NoError(t, err)
	want, done := plain.Solve(g, 0)
	require.True(t, done)
	b := &boundedTree{GameTree: *g, exact: map[uint64]int32{}}
	for _, m := range b.Moves(nil) {
		b.Make(m)
		b.exact[b.Hash()] = toy.Negamax[uint8](&b.GameTree)
		b.Unmake(m)
	}
	bounded, err := NewSolver[uint8, *boundedTree](SolverOptions{})
	require.NoError(t, err)
	v, done := bounded.Solve(b, 0)
	require.True(t, done)
	assert.Equal(t, want, v)
	assert.Less(t, bounded.Nodes(), plain.Nodes(), "the bounds cut the search below the root's children")
	assert.LessOrEqual(t, bounded.Nodes(), int64(1+len(b.exact))*3, "at most the root and its children, per step")
}
