package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/exp/constraints"

	"botcup/search/internal/toy"
)

// lmrSolves searches random positions of g (walks of 0 to maxWalk moves)
// with late-move reductions after lmr moves, to depth, deep enough to reach
// the end of the game on every line even two plies short, and checks each
// result against minimax: the exact value, a best move with it. It
// returns the number of positions checked.
func lmrSolves[M constraints.Unsigned, G Game[M]](t *testing.T, g G, seed uint64, positions, maxWalk, depth, lmr int) int {
	t.Helper()
	ref := newMinimax[M, G](g)
	tt, err := NewTT[M](1 << 12)
	require.NoError(t, err)
	e, err := NewAlphaBeta[M](g, tt, AlphaBetaOptions{MaxDepth: depth, LMR: lmr})
	require.NoError(t, err)
	rng := NewRng(seed)
	checked := 0
	for p := 0; p < positions; p++ {
		walk := randomWalk(g, rng, rng.Intn(maxWalk+1), []M(nil))
		if over, _ := g.Terminal(); !over {
			checked++
			want := ref.value(depth)
			res, err := e.Search(nil)
			require.NoError(t, err)
			assert.Equal(t, want, res.Value, "position %d (walk %v)", p, walk)
			assert.Equal(t, want, ref.moveValue(res.Move, depth), "the best move must have the value, position %d", p)
		}
		for k := len(walk) - 1; k >= 0; k-- {
			g.Unmake(walk[k])
		}
	}
	return checked
}

// TestAlphaBetaLMRSolvesToTheEnd: late-move reductions cut lines short, but
// a search that reaches the end of the game on every line is still exact:
// tic-tac-toe, connect four 4x4 and a random game tree, solved from random
// positions with one, two and three moves searched before reductions.
func TestAlphaBetaLMRSolvesToTheEnd(t *testing.T) {
	for _, lmr := range []int{1, 2, 3} {
		n := lmrSolves[uint8](t, tttWins{&toy.TicTacToe{}}, 61, 100, 6, 12, lmr)
		assert.Greater(t, n, 50)
		n = lmrSolves[uint8](t, newC4(t, 4, 4), 62, 30, 10, 20, lmr)
		assert.Greater(t, n, 10)
		n = lmrSolves[uint8](t, treeWins{newTree(t, 3, 8, 20, 4)}, 63, 30, 3, 12, lmr)
		assert.Greater(t, n, 10)
	}
}

// TestAlphaBetaLMRSearchesFewerNodes: at the same depth, reductions visit
// fewer nodes than the full search (tic-tac-toe to depth 7, connect four
// 5x4 to depth 10), and LMR 0 is the full search node for node.
func TestAlphaBetaLMRSearchesFewerNodes(t *testing.T) {
	nodes := func(g Game[uint8], depth, lmr int) int64 {
		tt, err := NewTT[uint8](1 << 12)
		require.NoError(t, err)
		e, err := NewAlphaBeta[uint8](g, tt, AlphaBetaOptions{MaxDepth: depth, LMR: lmr})
		require.NoError(t, err)
		res, err := e.Search(nil)
		require.NoError(t, err)
		return res.Nodes
	}
	for _, c := range []struct {
		name  string
		g     Game[uint8]
		depth int
	}{{"tic-tac-toe", &toy.TicTacToe{}, 7}, {"connect four 5x4", newC4(t, 5, 4), 10}} {
		full, reduced := nodes(c.g, c.depth, 0), nodes(c.g, c.depth, 2)
		t.Logf("%s to depth %d: %d nodes, %d with LMR 2", c.name, c.depth, full, reduced)
		assert.Less(t, reduced, full, c.name)
	}
}
