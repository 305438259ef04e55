package toy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewGameTreeRejectsBadShapes(t *testing.T) {
	cases := []struct{ layers, width, branch int }{
		{1, 10, 3}, {65, 10, 3}, {5, 0, 3}, {5, 1025, 3}, {5, 10, 0}, {5, 10, 17},
	}
	for _, c := range cases {
		g, err := NewGameTree(1, c.layers, c.width, c.branch)
		assert.ErrorIs(t, err, ErrGameTreeShape, "%+v", c)
		assert.Nil(t, g)
	}
	g, err := NewGameTree(1, 2, 1, 1)
	require.NoError(t, err)
	assert.Equal(t, []uint8{0}, g.Moves(nil))
}

// walkTree visits every path of the tree from the current node and checks
// the game's rules on the way; it returns the plies at which each node
// (by hash) was reached.
func walkTree(t *testing.T, g *GameTree, layers int, seen map[uint64]map[int]bool) {
	h := g.Hash()
	if seen[h] == nil {
		seen[h] = map[int]bool{}
	}
	seen[h][g.Ply()] = true
	over, v := g.Terminal()
	if over {
		require.True(t, v == Win || v == -Win || (v >= -30 && v <= 30), "terminal value %d", v)
		return
	}
	require.Less(t, g.Ply(), layers-1, "the last layer is terminal")
	require.True(t, g.Eval() >= -30 && g.Eval() <= 30)
	moves := g.Moves(nil)
	require.NotEmpty(t, moves)
	children := map[uint64]bool{}
	for i, m := range moves {
		require.Equal(t, uint8(i), m)
		g.Make(m)
		require.False(t, children[g.Hash()], "two edges to the same node")
		children[g.Hash()] = true
		walkTree(t, g, layers, seen)
		g.Unmake(m)
		require.Equal(t, h, g.Hash())
	}
}

// TestGameTreeShape: a tree is a function of its seed; its last layer is
// terminal, values stay in range, and positions transpose, also at
// different plies.
func TestGameTreeShape(t *testing.T) {
	a, err := NewGameTree(3, 8, 6, 4)
	require.NoError(t, err)
	b, err := NewGameTree(3, 8, 6, 4)
	require.NoError(t, err)
	c, err := NewGameTree(4, 8, 6, 4)
	require.NoError(t, err)
	assert.Equal(t, a, b)
	assert.NotEqual(t, a.Hash(), c.Hash())

	seen := map[uint64]map[int]bool{}
	walkTree(t, a, 8, seen)
	assert.Equal(t, 0, a.Ply())
	plies := 0
	for _, p := range seen {
		if len(p) > 1 {
			plies++
		}
	}
	assert.Greater(t, len(seen), 20)
	assert.Greater(t, plies, 0, "some node is reached at two different plies")
	t.Logf("%d positions, %d of them at more than one ply", len(seen), plies)

	// Some moves are noisy and some nodes forcing, not all.
	big, err := NewGameTree(5, 12, 40, 5)
	require.NoError(t, err)
	noisy, forcing := 0, 0
	for _, x := range big.noisy {
		if x {
			noisy++
		}
	}
	for _, nd := range big.nodes {
		if nd.forcing {
			forcing++
		}
	}
	assert.Greater(t, noisy, len(big.noisy)/5)
	assert.Less(t, noisy, len(big.noisy)/2)
	assert.Greater(t, forcing, len(big.nodes)/20)
	assert.Less(t, forcing, len(big.nodes)/4)
}
