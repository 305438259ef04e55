package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// c4After is 5x4 Connect-4 after the columns of line.
func c4After(t *testing.T, line ...uint8) *toy.Connect4 {
	g, err := toy.NewConnect4(5, 4)
	require.NoError(t, err)
	for _, m := range line {
		g.Make(m)
	}
	return g
}

func TestMCTSHandsLeavesToTheSolver(t *testing.T) {
	sv, err := NewSolver[uint8, *toy.Connect4](SolverOptions{})
	require.NoError(t, err)
	for _, line := range [][]uint8{{2, 1, 2}, {3, 3, 2}, {2, 2}, nil} {
		g := c4After(t, line...)
		exact, done := sv.Prove(g)
		require.True(t, done)

		plain, err := NewMCTS[toy.Connect4, uint8](MCTSOptions{Iterations: 20000, Seed: 1})
		require.NoError(t, err)
		res, err := plain.Search(g, nil)
		require.NoError(t, err)
		assert.Equal(t, Unproven, res.Proof, "after %v: MCTS alone proves nothing in 20000 playouts", line)

		handed, err := NewMCTS[toy.Connect4, uint8](MCTSOptions{Iterations: 20000, Seed: 1})
		require.NoError(t, err)
		require.NoError(t, handed.HandLeavesTo(sv, 14))
		res, err = handed.Search(g, nil)
		require.NoError(t, err)
		assert.Equal(t, exact, res.Proof, "after %v", line)
		assert.Less(t, res.Iterations, int64(10000), "after %v: proven within half the playouts", line)
		assert.Positive(t, handed.Solved())
		if exact == ProvenWin {
			g.Make(res.Move)
			p, _ := sv.Prove(g)
			assert.Equal(t, ProvenLoss, p, "after %v: the move played wins", line)
			g.Unmake(res.Move)
		}
	}
}

// giveUp is a solver that never proves anything and counts its calls.
type giveUp struct{ calls int }

func (g *giveUp) Prove(*toy.Connect4) (Proof, bool) { g.calls++; return Unproven, false }

func TestMCTSAsksTheSolverOnceALeaf(t *testing.T) {
	g := c4After(t, 2, 1, 2)
	sv := &giveUp{}
	m, err := NewMCTS[toy.Connect4, uint8](MCTSOptions{Iterations: 3000, Seed: 1})
	require.NoError(t, err)
	require.NoError(t, m.HandLeavesTo(sv, 30))
	_, err = m.Search(g, nil)
	require.NoError(t, err)
	// Every node a playout ended at (a new child, or a leaf of the root's
	// that was never expanded) was asked once, and every expanded node but
	// the root before it was expanded.
	asked := 0
	for i := int32(1); i < m.top; i++ {
		if m.pool[i].unsolved {
			asked++
		}
		if m.pool[i].count > 0 {
			assert.True(t, m.pool[i].unsolved, "node %d", i)
		}
	}
	assert.Equal(t, asked, sv.calls)
	assert.Greater(t, asked, 1000)
	assert.Equal(t, int64(0), m.Solved())
}

func TestMCTSHandOffIsRefusedWithoutPliesLeft(t *testing.T) {
	m, err := NewMCTS[toy.Nim, uint16](MCTSOptions{})
	require.NoError(t, err)
	nim, err := NewSolver[uint16, *toy.Nim](SolverOptions{})
	require.NoError(t, err)
	assert.ErrorIs(t, m.HandLeavesTo(nim, 10), ErrMCTSPliesLeft)
	c4, err := NewMCTS[toy.Connect4, uint8](MCTSOptions{})
	require.NoError(t, err)
	sv, err := NewSolver[uint8, *toy.Connect4](SolverOptions{})
	require.NoError(t, err)
	assert.ErrorIs(t, c4.HandLeavesTo(sv, 0), ErrMCTSSolvePlies)
	assert.NoError(t, c4.HandLeavesTo(nil, 0), "nil stops the hand-off")
}
