package search

import "errors"

// LeafSolver proves positions exactly for MCTS (Solver is one): Prove is
// the position's proof for the side to move, or false when it gave up. It
// may change the position while it works but must restore it.
type LeafSolver[P any] interface {
	Prove(s P) (Proof, bool)
}

// PliesLefter is the hook of a game that MCTS needs to hand leaves to a
// solver: PliesLeft is the most plies the game can still last from the
// current position (the same hook as search/duel's Horizon).
type PliesLefter interface {
	PliesLeft() int
}

// Errors of MCTS.HandLeavesTo.
var (
	ErrMCTSSolvePlies = InvalidOption("HandLeavesTo plies", "must be positive")
	ErrMCTSPliesLeft  = errors.New("search: MCTS hands leaves to a solver only in a game that tells its plies left (PliesLeft)")
)

// HandLeavesTo makes the search hand every new leaf whose game has at most
// plies plies left (PliesLeft) to solver, as the MCTS-solver literature
// does: a leaf the solver proves is proven in the tree, the proof backed
// up to its parents, and its reward is the proof's; a leaf it gives up on
// is rolled out as usual and not handed to it again. A nil solver stops
// the hand-off.
func (m *MCTS[S, M, P]) HandLeavesTo(solver LeafSolver[P], plies int) error {
	if solver == nil {
		m.solver = nil
		return nil
	}
	if plies <= 0 {
		return ErrMCTSSolvePlies
	}
	plier, ok := any(P(&m.scratch)).(PliesLefter)
	if !ok {
		return ErrMCTSPliesLeft
	}
	m.solver, m.solvePlies, m.plier = solver, plies, plier
	return nil
}

// solveLeaf hands leaf i, the position s (not over), to the solver if it is
// near enough to the end, and reports whether the solver proved it (then
// the proof is in the tree).
func (m *MCTS[S, M, P]) solveLeaf(i int32, s P) bool {
	n := &m.pool[i]
	if m.solver == nil || n.unsolved || m.plier.PliesLeft() > m.solvePlies {
		return false
	}
	p, ok := m.solver.Prove(s)
	if !ok {
		n.unsolved = true
		return false
	}
	n.proof = p
	m.solved++
	m.propagateProof()
	return true
}

// Solved is the leaves the solver proved in the last Search.
func (m *MCTS[S, M, P]) Solved() int64 { return m.solved }
