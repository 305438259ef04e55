package blackhole

import (
	"math/bits"

	"botcup/search"
)

// ExactSolver is a prototype of the engine's search.Solver with cuts that
// Black Hole allows and the Solver's hooks cannot express, since they need
// the node's window or the values of the moves already searched:
//
//   - the swap cut: two moves on the same field with values a and c differ
//     in value by at most |c-a| points. (Swap a and c in any line from one
//     of the two positions: the games end the same but for the two
//     stones, a on the field and c where the mover puts it later, or the
//     other way round, so R-B differs by (c-a) times the difference of two
//     adjacencies to the hole, -1, 0 or 1.) So once (f, a) fails low with
//     value v, (f, c) needs no search if v + |c-a| points fails low too;
//   - the stale cut (staleCut): on a live field whose empty neighbours are
//     all decided for the window as holes, only the lowest stone, and of
//     such fields decided alike themselves only one;
//   - enhanced transposition cutoffs (a child's table entry that refutes
//     the node before any child is searched).
//
// The rest is search.Solver's: fail-soft alpha-beta on Terminal's values
// with a table of bounds, the table move first, then SolverMoves, Bounds
// at every node; with no cut on, it searches node for node as the
// Solver. It serves one position at a time and restores it.
type ExactSolver struct {
	tt        *search.TT[Move]
	maxNodes  int64
	nodes     int64
	aborted   bool
	lastNodes int64
	moves     [MaxPlies + 1][]Move
	tried     [MaxPlies + 1][]triedMove
	swap      bool
	etc       bool
	stale     bool
}

// etcEmpties is the empty fields above which the solver looks up every
// child in its table before it searches any (enhanced transposition
// cutoffs).
var etcEmpties = 8

// triedMove is a move searched at a node and its value's upper bound.
type triedMove struct {
	move Move
	hi   int32
}

// ExactOptions configure an ExactSolver.
type ExactOptions struct {
	Entries  int   // the table's slots; 0: search.DefaultSolverEntries
	MaxNodes int64 // the most nodes a call visits before it gives up; 0: no limit
	Swap     bool  // the same-field cut
	ETC      bool  // enhanced transposition cutoffs above etcEmpties empty fields
	Stale    bool  // only the lowest stone on a stale field (staleCut)
}

// NewExactSolver is a solver with the given options; without Swap and ETC
// it searches as search.Solver does.
func NewExactSolver(opts ExactOptions) (*ExactSolver, error) {
	entries := opts.Entries
	if entries == 0 {
		entries = search.DefaultSolverEntries
	}
	if opts.MaxNodes < 0 {
		return nil, search.ErrSolverNodes
	}
	tt, err := search.NewTT[Move](entries)
	if err != nil {
		return nil, err
	}
	return &ExactSolver{tt: tt, maxNodes: opts.MaxNodes, swap: opts.Swap, etc: opts.ETC, stale: opts.Stale}, nil
}

// Nodes is the nodes the last call visited.
func (s *ExactSolver) Nodes() int64 { return s.lastNodes }

// Prove is the position's proof for the side to move, as search.Solver's.
func (s *ExactSolver) Prove(p *Position) (search.Proof, bool) {
	v, ok := s.search(p, -1, 1)
	if !ok {
		return search.Unproven, false
	}
	return search.ProofOfValue(v), true
}

// Test reports whether the value for the side to move is at least target.
func (s *ExactSolver) Test(p *Position, target int32) (atLeast, done bool) {
	v, ok := s.search(p, target-1, target)
	return v >= target, ok
}

// Solve is the exact value by null-window tests from guess, as
// search.Solver's.
func (s *ExactSolver) Solve(p *Position, guess int32) (int32, bool) {
	lo, hi := -search.Inf, search.Inf
	v := guess
	var nodes int64
	for lo < hi {
		target := v
		if target == lo {
			target++
		}
		r, ok := s.search(p, target-1, target)
		nodes += s.lastNodes
		if !ok {
			s.lastNodes = nodes
			return 0, false
		}
		if r >= target {
			lo = r
		} else {
			hi = r
		}
		v = r
	}
	s.lastNodes = nodes
	return lo, true
}

func (s *ExactSolver) search(p *Position, alpha, beta int32) (int32, bool) {
	s.nodes, s.aborted = 0, false
	s.tt.NewSearch()
	v := s.negamax(p, 0, alpha, beta)
	s.lastNodes = s.nodes
	return v, !s.aborted
}

// swapSlack is the most the value of (f, c) can exceed that of (f, a), in
// Terminal's units, for |c-a| = d points: d points, and a win's bonus on
// either side.
func swapSlack(d int) int32 {
	return int32((d + 2*winBonus) * Scale)
}

func (s *ExactSolver) negamax(p *Position, ply int, alpha, beta int32) int32 {
	s.nodes++
	if s.maxNodes > 0 && s.nodes > s.maxNodes {
		s.aborted = true
		return 0
	}
	if over, v := p.Terminal(); over {
		return v
	}
	var fb fieldBounds
	p.fieldBounds(&fb)
	lo, hi := fb.bounds(p)
	if lo >= beta || lo == hi {
		return lo
	}
	if hi <= alpha {
		return hi
	}
	key := p.Hash()
	e, found := s.tt.Probe(key)
	if found {
		switch {
		case e.Bound == search.BoundExact:
			return e.Value
		case e.Bound == search.BoundLower && e.Value >= beta:
			return e.Value
		case e.Bound == search.BoundUpper && e.Value <= alpha:
			return e.Value
		}
	}
	moves := p.SolverMoves(s.moves[ply][:0])
	pruned := false
	if s.stale {
		moves, pruned = staleCut(p, &fb, moves, alpha, beta)
	}
	s.moves[ply] = moves
	if found && e.HasMove {
		for i, m := range moves {
			if m == e.Move {
				copy(moves[1:i+1], moves[:i])
				moves[0] = m
				break
			}
		}
	}
	if s.etc && bits.OnesCount64(p.empty) > etcEmpties {
		side := p.Side()
		for _, m := range moves {
			c, ok := s.tt.Probe(key ^ keys.stone[side][m.Field()][m.Value()])
			if ok && (c.Bound == search.BoundExact || c.Bound == search.BoundUpper) && -c.Value >= beta {
				return -c.Value
			}
		}
	}
	tried := s.tried[ply][:0]
	best, bestMove := -search.Inf, moves[0]
	a := alpha
	for _, m := range moves {
		if s.swap {
			if b, ok := swapBound(tried, m); ok && b <= a {
				best = max(best, b)
				continue
			}
		}
		p.Make(m)
		v := -s.negamax(p, ply+1, -beta, -a)
		p.Unmake(m)
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
		tried = append(tried, triedMove{m, v})
	}
	s.tried[ply] = tried
	if pruned && best < alpha {
		best = max(best, valueAtMost(alpha)) // the stale fields' higher stones
	}
	bound := search.BoundExact
	switch {
	case best <= alpha:
		bound = search.BoundUpper
	case best >= beta:
		bound = search.BoundLower
	}
	s.tt.Store(key, search.TTEntry[Move]{Move: bestMove, HasMove: true, Value: best, Bound: bound, Depth: MaxPlies - ply, Solved: true})
	return best
}

// swapBound is the lowest upper bound the moves tried on m's field give
// m's value, and whether there is one.
func swapBound(tried []triedMove, m Move) (int32, bool) {
	b, ok := search.Inf, false
	for _, t := range tried {
		if t.move.Field() != m.Field() {
			continue
		}
		d := t.move.Value() - m.Value()
		if d < 0 {
			d = -d
		}
		b, ok = min(b, t.hi+swapSlack(d)), true
	}
	return b, ok
}

// staleCut drops from moves every stone but the mover's lowest on each
// stale field, a live field whose empty neighbours are all decided for
// the window (alpha, beta): each ends, if it becomes the hole, at or below
// alpha whatever is played, at or above beta, or at one fixed value
// (fieldBounds). A stone there counts only on those holes, where it
// changes nothing the window can tell, so the lowest stone is at least as
// good (swap it with a higher one the mover puts elsewhere later: that
// one counts more there). It reports whether it dropped any; the node's
// value is then at most alpha if it fails low.
func staleCut(p *Position, fb *fieldBounds, moves []Move, alpha, beta int32) ([]Move, bool) {
	var decided, good, bad uint64
	side := p.Side()
	i := 0
	for e := p.empty; e != 0; e, i = e&(e-1), i+1 {
		lo, hi := outcome(fb.lo[i]), outcome(fb.hi[i])
		if side == Blue {
			lo, hi = outcome(-fb.hi[i]), outcome(-fb.lo[i])
		}
		if lo >= beta || hi <= alpha || lo == hi {
			decided |= e & -e
		}
		if hi <= alpha {
			bad |= e & -e
		}
		if lo >= beta {
			good |= e & -e
		}
	}
	var stale uint64
	for e := p.empty; e != 0; e &= e - 1 {
		f := bits.TrailingZeros64(e)
		if open := neighbours[f] & p.empty; open != 0 && open&^decided == 0 {
			stale |= 1 << f
		}
	}
	if stale == 0 {
		return moves, false
	}
	low := bits.TrailingZeros16(p.left[side])
	// Stale fields decided the same way as holes are the same move: one
	// of each kind is kept.
	skip := stale&bad&(stale&bad-1) | stale&good&(stale&good-1)
	out := moves[:0]
	for _, m := range moves {
		if skip>>m.Field()&1 == 0 && (stale>>m.Field()&1 == 0 || m.Value() == low) {
			out = append(out, m)
		}
	}
	return out, len(out) < len(moves)
}

// valueAtMost is the highest final value (outcome) at or below v.
func valueAtMost(v int32) int32 {
	d := int(v)/Scale + winBonus + 1
	for outcome(d) > v {
		d--
	}
	return outcome(d)
}
