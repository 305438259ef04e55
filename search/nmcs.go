package search

// NMCSOptions configure a Nested Monte Carlo Search.
type NMCSOptions struct {
	// Level is the nesting level (at least 1): level 1 tries every move
	// with one random playout after it; level n tries every move with a
	// level n-1 search after it. Each level plays the first move of the
	// best line it has seen so far (the memorised best sequence).
	Level int
	// Runs is how many complete searches of Level run from the root, each
	// with fresh playouts; 0 means until the deadline stops it (the
	// anytime mode: with NoDeadline the program is killed from outside).
	Runs int
	// Seed seeds the playouts' generator.
	Seed uint64
}

// ErrNMCSLevel is returned for a nesting level below 1.
var ErrNMCSLevel = InvalidOption("NMCSOptions.Level", "must be at least 1")

// NMCS is Nested Monte Carlo Search (Cazenave 2009) on a single-player
// puzzle. Playouts play uniformly random moves, or the state type's
// PlayoutPolicy (e.g. a tabu colour) when it has one. Every
// improved complete line is reported as soon as its playout ends. The
// positions, move lists and sequences of all levels are allocated once and
// reused.
type NMCS[S any, M comparable, P PuzzleState[S, M]] struct {
	level, runs int
	rng         Rng
	pos         []S   // pos[l] is the position level l is at; pos[0] is the playout's
	moves       [][]M // moves[l] is the move list level l iterates over
	line        [][]M // line[l] is level l's best line, from the root
	path        []M   // moves from the root to the deepest position in play
	policy      PlayoutPolicy[M]
	best        record[M]
	playoutMeter
}

// NewNMCS prepares a nested search; its buffers are reused by every Search.
func NewNMCS[S any, M comparable, P PuzzleState[S, M]](opts NMCSOptions) (*NMCS[S, M, P], error) {
	if opts.Level < 1 {
		return nil, ErrNMCSLevel
	}
	n := &NMCS[S, M, P]{
		level: opts.Level,
		runs:  max(opts.Runs, 0),
		pos:   make([]S, opts.Level+1),
		moves: make([][]M, opts.Level+1),
		line:  make([][]M, opts.Level+1),
	}
	n.rng.Seed(opts.Seed)
	n.policy, _ = any(P(&n.pos[0])).(PlayoutPolicy[M])
	return n, nil
}

// Playouts is the number of playouts of the last Search.
func (n *NMCS[S, M, P]) Playouts() int64 { return n.playouts }

// Search runs the nested search from root (left unchanged) and returns the
// best complete solution. A nil deadline means NoDeadline; report may be
// nil. The deadline's Stop is asked every 1024 playouts and NewIteration
// before every run but the first.
func (n *NMCS[S, M, P]) Search(root P, dl Deadline, report Report[M]) (Solution[M], error) {
	if root == nil {
		return Solution[M]{}, ErrNilRoot
	}
	if dl == nil {
		dl = NoDeadline{}
	}
	n.best.reset(report)
	n.start(dl)
	for run := 0; n.runs == 0 || run < n.runs; run++ {
		if run > 0 && !dl.NewIteration() {
			break
		}
		P(&n.pos[n.level]).CopyFrom((*S)(root))
		n.path = n.path[:0]
		n.nested(n.level, 0)
		if n.stopped {
			break
		}
	}
	n.end()
	return n.best.solution(), nil
}

// nested is the search of level l from pos[l], depth moves from the root;
// it returns the best final score it saw, whose line is left in line[l].
func (n *NMCS[S, M, P]) nested(l, depth int) int64 {
	pos := P(&n.pos[l])
	below := P(&n.pos[l-1])
	found, best := false, int64(0)
	for {
		n.moves[l] = pos.Moves(n.moves[l])
		if len(n.moves[l]) == 0 {
			if !found {
				// Only when the root itself is over.
				best = pos.Score()
				n.line[l] = append(n.line[l][:0], n.path[:depth]...)
				n.best.offer(best, n.line[l])
			}
			return best
		}
		for _, m := range n.moves[l] {
			below.CopyFrom(&n.pos[l])
			below.Play(m)
			n.path = append(n.path[:depth], m)
			var score int64
			if l == 1 {
				score = n.playout(depth + 1)
			} else {
				score = n.nested(l-1, depth+1)
			}
			if n.stopped {
				return best
			}
			if !found || score > best {
				found, best = true, score
				if l == 1 {
					n.line[l] = append(n.line[l][:0], n.path...)
				} else {
					n.line[l] = append(n.line[l][:0], n.line[l-1]...)
				}
			}
		}
		m := n.line[l][depth]
		pos.Play(m)
		n.path = append(n.path[:depth], m)
		depth++
	}
}

// playout plays pos[0], depth moves from the root, to the end and returns
// its final score, offering the line as a solution.
func (n *NMCS[S, M, P]) playout(depth int) int64 {
	pos := P(&n.pos[0])
	n.path = n.path[:depth]
	for {
		n.moves[0] = pos.Moves(n.moves[0])
		if len(n.moves[0]) == 0 {
			break
		}
		m := n.moves[0][pickMove(n.policy, n.moves[0], &n.rng)]
		pos.Play(m)
		n.path = append(n.path, m)
	}
	score := pos.Score()
	if n.best.beats(score) {
		n.best.offer(score, n.path)
	}
	n.played()
	return score
}
