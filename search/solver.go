package search

import (
	"golang.org/x/exp/constraints"
)

// DefaultSolverEntries is a Solver's table size when SolverOptions give none.
const DefaultSolverEntries = 1 << 20

// ErrSolverNodes is NewSolver's error for a negative node budget.
var ErrSolverNodes = InvalidOption("SolverOptions.MaxNodes", "must not be negative")

// SolverMover is an optional hook of a Game for Solver: the moves an exact
// search needs, appended to buf[:0], best first, with moves that lead to
// the same value given once (in Black Hole, stones of equal rank are the
// same move). Without it Solver searches Moves in their order.
type SolverMover[M comparable] interface {
	SolverMoves(buf []M) []M
}

// Bounder is an optional hook of a Game for Solver: Bounds are a lower and
// an upper bound on the game's final value from the current position, from
// the side to move, in Terminal's units (what is already decided: fields
// kept whatever the rest of the game brings). A search that needs to know
// only whether the value reaches a target stops where the bounds answer it.
type Bounder interface {
	Bounds() (lo, hi int32)
}

// SolverOptions configure a Solver.
type SolverOptions struct {
	// Entries is the transposition table's size; 0 means
	// DefaultSolverEntries.
	Entries int
	// MaxNodes is the most nodes one call (Prove, Test or Solve) may visit
	// before it gives up; 0 means no limit.
	MaxNodes int64
}

// Solver is an exact search to the end of the game on Terminal's values
// alone (no Eval, no depth): fail-soft alpha-beta with a transposition
// table of bounds, the table move first, then the game's own order
// (SolverMover) and its cuts (Bounder). It answers three questions:
// Prove (won, drawn or lost: what MCTS hands it, see MCTS.HandLeavesTo),
// Test (is the value at least a target: a null-window search) and Solve
// (the exact value, by null-window steps from a guess, as MTD(f) does).
// The table is kept between calls, so a question asked again, or near a
// position already searched, costs little. A Solver serves one position
// at a time; it changes a position while it searches and restores it.
type Solver[M constraints.Unsigned, G Game[M]] struct {
	tt        *TT[M]
	maxNodes  int64
	nodes     int64
	aborted   bool
	mover     SolverMover[M]
	windowed  WindowMover[M]
	slacker   MoveSlacker[M]
	bounder   Bounder
	moves     [MaxPly][]M
	tried     [MaxPly][]triedMove[M]
	lastNodes int64
	dl        Deadline // nil: none
	// rootMove is the best move of the root found by the last search;
	// wantMove makes the root search its moves, never answered from the
	// table or the bounds.
	rootMove M
	wantMove bool
}

// triedMove is a move searched at a node and the value it returned, an
// upper bound on its value (fail-soft), for MoveSlacker.
type triedMove[M any] struct {
	move M
	hi   int32
}

// NewSolver allocates a solver's table.
func NewSolver[M constraints.Unsigned, G Game[M]](opts SolverOptions) (*Solver[M, G], error) {
	if opts.MaxNodes < 0 {
		return nil, ErrSolverNodes
	}
	entries := opts.Entries
	if entries == 0 {
		entries = DefaultSolverEntries
	}
	tt, err := NewTT[M](entries)
	if err != nil {
		return nil, err
	}
	return &Solver[M, G]{tt: tt, maxNodes: opts.MaxNodes}, nil
}

// Nodes is the nodes the last call visited.
func (s *Solver[M, G]) Nodes() int64 { return s.lastNodes }

// Prove is the position's proof for the side to move: ProvenWin if its
// value is above zero, ProvenLoss if below, ProvenDraw if zero. It reports
// false (and Unproven) when it gave up at the node budget.
func (s *Solver[M, G]) Prove(g G) (Proof, bool) {
	v, ok := s.search(g, -1, 1)
	if !ok {
		return Unproven, false
	}
	return proofOf(v), true
}

// Test reports whether the position's value for the side to move is at
// least target; done is false when it gave up at the node budget.
func (s *Solver[M, G]) Test(g G, target int32) (atLeast, done bool) {
	v, ok := s.search(g, target-1, target)
	return v >= target, ok
}

// Solve is the position's exact value for the side to move, found by
// null-window tests starting at guess (a good guess, such as MCTS's
// estimate, makes it take few steps); done is false when one step gave up
// at the node budget (which then counts per step).
func (s *Solver[M, G]) Solve(g G, guess int32) (value int32, done bool) {
	return s.mtd(g, guess)
}

// SolveMinNodes is the nodes SolveMove searches before it looks at its
// deadline: a small end game is solved even when the move's time is gone
// (about 20 ms in Black Hole).
const SolveMinNodes = 1 << 16

// SolveMove is Solve that also gives a best move of the root (one that
// reaches the value against any reply) and stops, done false, when dl
// says so (Stop, checked every few thousand nodes once SolveMinNodes are
// searched; nil: never) as well as at the node budget. At a root Terminal calls over while moves remain (a
// game decided before its last move), the move is the first of Moves; at
// one without moves, done is false.
func (s *Solver[M, G]) SolveMove(g G, guess int32, dl Deadline) (value int32, move M, done bool) {
	if over, v := g.Terminal(); over {
		moves := g.Moves(s.moves[0][:0])
		s.moves[0], s.lastNodes = moves, 0
		if len(moves) == 0 {
			return v, move, false
		}
		return v, moves[0], true
	}
	s.dl, s.wantMove = dl, true
	defer func() { s.dl, s.wantMove = nil, false }()
	value, done = s.mtd(g, guess)
	return value, s.rootMove, done
}

// mtd is the exact value by null-window tests from guess (MTD(f)); the
// last test that fails high, at the value, leaves the root's best move.
func (s *Solver[M, G]) mtd(g G, guess int32) (value int32, done bool) {
	lo, hi := -Inf, Inf
	v := guess
	var nodes int64
	var best M
	for lo < hi {
		target := v
		if target == lo {
			target++
		}
		r, ok := s.search(g, target-1, target)
		nodes += s.lastNodes
		if !ok {
			s.lastNodes = nodes
			return 0, false
		}
		if r >= target {
			lo = r
			best = s.rootMove
		} else {
			hi = r
		}
		v = r
	}
	s.lastNodes, s.rootMove = nodes, best
	return lo, true
}

// search is the fail-soft value of g within (alpha, beta), and whether it
// finished within the node budget.
func (s *Solver[M, G]) search(g G, alpha, beta int32) (int32, bool) {
	s.nodes, s.aborted = 0, false
	s.mover, _ = any(g).(SolverMover[M])
	s.windowed, _ = any(g).(WindowMover[M])
	s.slacker, _ = any(g).(MoveSlacker[M])
	s.bounder, _ = any(g).(Bounder)
	s.tt.NewSearch()
	v := s.negamax(g, 0, alpha, beta)
	s.lastNodes = s.nodes
	return v, !s.aborted
}

// negamax searches g to the end of the game.
func (s *Solver[M, G]) negamax(g G, ply int, alpha, beta int32) int32 {
	s.nodes++
	if s.maxNodes > 0 && s.nodes > s.maxNodes || s.dl != nil && s.nodes&4095 == 0 && s.nodes >= SolveMinNodes && s.dl.Stop() {
		s.aborted = true
		return 0
	}
	if over, v := g.Terminal(); over {
		return v
	}
	root := ply == 0 && s.wantMove
	if s.bounder != nil && !root {
		lo, hi := s.bounder.Bounds()
		if lo >= beta || lo == hi {
			return lo
		}
		if hi <= alpha {
			return hi
		}
	}
	key := g.Hash()
	e, found := s.tt.Probe(key)
	if found && !root {
		switch {
		case e.Bound == BoundExact:
			return e.Value
		case e.Bound == BoundLower && e.Value >= beta:
			return e.Value
		case e.Bound == BoundUpper && e.Value <= alpha:
			return e.Value
		}
	}
	if ply >= MaxPly {
		s.aborted = true // deeper than any game here; refuse rather than overflow
		return 0
	}
	moves, leftOut := s.list(g, ply, e.Move, found && e.HasMove, alpha, beta)
	if len(moves) == 0 { // the game left every move out: they fail low
		s.tt.Store(key, TTEntry[M]{Value: leftOut, Bound: BoundUpper, Depth: MaxPly - ply, Solved: true})
		return leftOut
	}
	best, bestMove := leftOut, moves[0]
	a := alpha
	tried := s.tried[ply][:0]
	for _, m := range moves {
		if s.slacker != nil {
			if b, ok := slackBound(s.slacker, tried, m); ok && b <= a {
				best = max(best, b)
				continue
			}
		}
		g.Make(m)
		v := -s.negamax(g, ply+1, -beta, -a)
		g.Unmake(m)
		if s.aborted {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		if best > a {
			a = best
		}
		if a >= beta {
			break
		}
		if s.slacker != nil {
			tried = append(tried, triedMove[M]{m, v})
		}
	}
	s.tried[ply] = tried
	if ply == 0 {
		s.rootMove = bestMove
	}
	bound := BoundExact
	switch {
	case best <= alpha:
		bound = BoundUpper
	case best >= beta:
		bound = BoundLower
	}
	s.tt.Store(key, TTEntry[M]{Move: bestMove, HasMove: true, Value: best, Bound: bound, Depth: MaxPly - ply, Solved: true})
	return best
}

// list is the moves of g at ply, the table's move first, and an upper
// bound on the value of the moves the game left out for the window (-Inf
// when none: WindowMover).
func (s *Solver[M, G]) list(g G, ply int, ttMove M, hasTTMove bool, alpha, beta int32) ([]M, int32) {
	var moves []M
	leftOut := -Inf
	switch {
	case s.windowed != nil:
		moves, leftOut = s.windowed.WindowMoves(s.moves[ply][:0], alpha, beta)
	case s.mover != nil:
		moves = s.mover.SolverMoves(s.moves[ply][:0])
	default:
		moves = g.Moves(s.moves[ply][:0])
	}
	s.moves[ply] = moves
	if hasTTMove {
		for i, m := range moves {
			if m == ttMove {
				copy(moves[1:i+1], moves[:i])
				moves[0] = m
				break
			}
		}
	}
	return moves, leftOut
}
