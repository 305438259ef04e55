package blackhole

import (
	"math/bits"

	"botcup/search"
)

// ExactSolver is a prototype of the engine's search.Solver with one more
// cut that Black Hole allows: two moves on the same field with values a
// and c differ in value by at most |c-a| points. (Swap a and c in any
// line from one of the two positions: the games end the same but for the
// two stones, a on the field and c where the mover puts it later, or the
// other way round, so R-B differs by (c-a) times the difference of two
// adjacencies to the hole, -1, 0 or 1.) So once (f, a) fails low with
// value v at or below alpha, (f, c) is at most v + |c-a| points and needs
// no search if that is at or below alpha too. The rest is search.Solver's:
// fail-soft alpha-beta on Terminal's values with a table of bounds, the
// table move first, then SolverMoves, Bounds at every node. It serves one
// position at a time and restores it.
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
	return &ExactSolver{tt: tt, maxNodes: opts.MaxNodes, swap: opts.Swap, etc: opts.ETC}, nil
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
	lo, hi := p.Bounds()
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
