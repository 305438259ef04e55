package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oracleTree is a game tree whose cut hooks know each move's exact value
// (toy.Negamax), the strongest sound answers a game could give: the
// Solver must still find every value and search fewer nodes.
type oracleTree struct {
	*toy.GameTree
	window, slack bool
}

// childValue is move m's exact value for the side to move.
func (o *oracleTree) childValue(m uint8) int32 {
	o.Make(m)
	defer o.Unmake(m)
	return -toy.Negamax[uint8](o.GameTree)
}

// WindowMoves leaves out every move that fails low, with the best of
// their values as the bound.
func (o *oracleTree) WindowMoves(buf []uint8, alpha, _ int32) ([]uint8, int32) {
	all := o.Moves(buf)
	if !o.window {
		return all, -Inf
	}
	out, leftOut := all[:0], -Inf
	for _, m := range all {
		if v := o.childValue(m); v <= alpha {
			leftOut = max(leftOut, v)
			continue
		}
		out = append(out, m)
	}
	return out, leftOut
}

// MoveSlack is the exact difference of the two moves' values.
func (o *oracleTree) MoveSlack(tried, m uint8) (int32, bool) {
	if !o.slack {
		return 0, false
	}
	return o.childValue(m) - o.childValue(tried), true
}

func TestSolverCutsKeepTheValueAndSaveNodes(t *testing.T) {
	var plain, cut int64
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := toy.NewGameTree(seed, 7, 30, 4)
		require.NoError(t, err)
		exact := toy.Negamax[uint8](g)
		for _, hooks := range []oracleTree{{}, {window: true}, {slack: true}, {window: true, slack: true}} {
			o := hooks
			o.GameTree = g
			sv, err := NewSolver[uint8, *oracleTree](SolverOptions{Entries: 1 << 12})
			require.NoError(t, err)
			v, done := sv.Solve(&o, 0)
			require.True(t, done)
			require.Equal(t, exact, v, "seed %d, window %v, slack %v", seed, o.window, o.slack)
			for _, target := range []int32{exact, exact + 1} {
				sv, _ := NewSolver[uint8, *oracleTree](SolverOptions{Entries: 1 << 12})
				atLeast, done := sv.Test(&o, target)
				require.True(t, done)
				require.Equal(t, exact >= target, atLeast, "seed %d, target %d", seed, target)
				if target == exact+1 {
					if !o.window && !o.slack {
						plain += sv.Nodes()
					} else if o.window && o.slack {
						cut += sv.Nodes()
					}
				}
			}
		}
	}
	assert.Less(t, cut, plain, "the oracle's cuts save nodes on failing tests")
}

func TestSolveMoveGivesAMoveThatReachesTheValue(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := toy.NewGameTree(seed, 8, 30, 5)
		require.NoError(t, err)
		exact := toy.Negamax[uint8](g)
		best := toy.MovesOfValue[uint8](g, exact)
		sv, err := NewSolver[uint8, *toy.GameTree](SolverOptions{Entries: 1 << 12})
		require.NoError(t, err)
		for _, guess := range []int32{0, exact, exact - 5, exact + 9} {
			v, m, done := sv.SolveMove(g, guess, nil)
			require.True(t, done)
			require.Equal(t, exact, v, "seed %d", seed)
			assert.Contains(t, best, m, "seed %d, guess %d: move %d of %v", seed, guess, m, best)
			// Solving a child between two solves of the root leaves the
			// root in the table: SolveMove still searches the root's moves
			// for its move rather than keep the child's.
			c := g.Moves(nil)[int(seed)%len(g.Moves(nil))]
			g.Make(c)
			if over, _ := g.Terminal(); !over {
				_, _, done = sv.SolveMove(g, 0, nil)
				require.True(t, done)
			}
			g.Unmake(c)
		}
	}
}

// stopAfter stops a search at its n-th question.
type stopAfter struct{ n int }

func (s *stopAfter) Stop() bool         { s.n--; return s.n < 0 }
func (s *stopAfter) NewIteration() bool { return !s.Stop() }

// A deadline already past stops SolveMove once it has searched
// SolveMinNodes, not before: a small end game is still solved.
func TestSolveMoveStopsAtItsDeadline(t *testing.T) {
	small := toy.NewNim(2, 3)
	sn, err := NewSolver[uint16, *toy.Nim](SolverOptions{})
	require.NoError(t, err)
	_, _, done := sn.SolveMove(small, 0, &stopAfter{n: 0})
	assert.True(t, done, "solved within SolveMinNodes though the deadline has passed")
	big, err := toy.NewConnect4(6, 5)
	require.NoError(t, err)
	sv, err := NewSolver[uint8, *toy.Connect4](SolverOptions{})
	require.NoError(t, err)
	_, _, done = sv.SolveMove(big, 0, &stopAfter{n: 0})
	assert.False(t, done)
	assert.Equal(t, int64(SolveMinNodes), sv.Nodes(), "stopped at the first check after SolveMinNodes")
	_, _, done = sv.SolveMove(big, 0, &stopAfter{n: 3})
	assert.False(t, done)
	assert.Equal(t, int64(SolveMinNodes+3*4096), sv.Nodes(), "three more checks, every 4096 nodes")
}

// over1 is a game that is over (Terminal) with a move left: the move that
// ends it as decided.
type over1 struct{ toy.GameTree }

func (o *over1) Terminal() (bool, int32)   { return true, 3 }
func (o *over1) Moves(buf []uint8) []uint8 { return append(buf[:0], 2, 1) }

func TestSolveMoveAtADecidedRootPlaysItsFirstMove(t *testing.T) {
	g, err := toy.NewGameTree(1, 3, 5, 3)
	require.NoError(t, err)
	o := &over1{*g}
	sv, err := NewSolver[uint8, *over1](SolverOptions{})
	require.NoError(t, err)
	v, m, done := sv.SolveMove(o, 0, nil)
	assert.True(t, done)
	assert.Equal(t, int32(3), v)
	assert.Equal(t, uint8(2), m, "the first of Moves, not the zero move")
}
