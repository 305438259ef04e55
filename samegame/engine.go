package samegame

import (
	"sync"

	"botcup/search"
)

// node is the position the solver's searches work on: a Board with the
// moves that reached it from the root and the worker's shared context. It
// implements search.PuzzleState[node, Move], search.BeamScorer (rank by one
// tabu-colour playout) and search.PlayoutPolicy[Move] (tabu colour).
type node struct {
	Board
	path []Move   // from the root
	ctx  *context // the worker's; shared by all its nodes
}

// context is one worker's scratch space and its view of the best line.
type context struct {
	scratch Board
	rng     search.Rng
	line    []Move // the playout's moves
	full    []Move // path + line
	best    int64  // the best score this worker has offered
	found   bool
	shared  *tracker
	source  string // the worker's engine, for the log
}

// Play plays m and remembers it.
func (n *node) Play(m Move) {
	n.Board.Play(m)
	n.path = append(n.path, m)
}

// CopyFrom makes n a copy of src, path and context included.
func (n *node) CopyFrom(src *node) {
	n.Board.CopyFrom(&src.Board)
	n.path = append(n.path[:0], src.path...)
	n.ctx = src.ctx
}

// BeamScore ranks n for the beam by the final score of one tabu-colour
// playout from it, and offers that playout's line as a solution.
func (n *node) BeamScore() int64 {
	c := n.ctx
	c.scratch.CopyFrom(&n.Board)
	c.line = c.scratch.Playout(&c.rng, c.scratch.TabuColour(), c.line[:0])
	score := c.scratch.Score()
	if !c.found || score > c.best {
		c.full = append(append(c.full[:0], n.path...), c.line...)
		c.offer(score, c.full)
	}
	return score
}

// PlayoutMove is the tabu-colour policy over a list of groups for NMCS: a
// uniformly drawn group whose colour is not the most frequent one left, or
// any group when only that colour can be played.
func (n *node) PlayoutMove(moves []Move, r uint64) int {
	tabu := n.TabuColour()
	k := 0
	for _, m := range moves {
		if n.colour[n.at(m.X(), m.Y())] != tabu {
			k++
		}
	}
	if k == 0 {
		return int((r >> 32) * uint64(len(moves)) >> 32)
	}
	pick := int((r >> 32) * uint64(k) >> 32)
	for i, m := range moves {
		if n.colour[n.at(m.X(), m.Y())] != tabu {
			if pick == 0 {
				return i
			}
			pick--
		}
	}
	return 0
}

// offer hands a complete line from the root to the shared tracker if it
// beats this worker's best.
func (c *context) offer(score int64, line []Move) {
	if c.found && score <= c.best {
		return
	}
	c.found, c.best = true, score
	c.shared.offer(score, line, c.source)
}

// tracker holds the best line of all workers; the printer waits on changed.
type tracker struct {
	mu      sync.Mutex
	found   bool
	score   int64
	line    []Move
	source  string
	version uint64
	changed chan struct{} // one pending signal at most
}

func newTracker() *tracker { return &tracker{changed: make(chan struct{}, 1)} }

// offer keeps line if it beats the best so far and signals the printer.
func (t *tracker) offer(score int64, line []Move, source string) {
	t.mu.Lock()
	if t.found && score <= t.score {
		t.mu.Unlock()
		return
	}
	t.found, t.score, t.source = true, score, source
	t.line = append(t.line[:0], line...)
	t.version++
	t.mu.Unlock()
	select {
	case t.changed <- struct{}{}:
	default:
	}
}

// take copies the best line into buf if it is newer than version seen.
func (t *tracker) take(seen uint64, buf []Move) (line []Move, score int64, source string, version uint64, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.found || t.version == seen {
		return buf, 0, "", seen, false
	}
	return append(buf[:0], t.line...), t.score, t.source, t.version, true
}

// newContext makes a worker's context with its own generator.
func newContext(shared *tracker, seed uint64, source string) *context {
	c := &context{shared: shared, source: source}
	c.rng.Seed(seed)
	return c
}

// rootNode is a node at the root with the worker's context.
func rootNode(b *Board, c *context) *node {
	n := &node{ctx: c}
	n.Board.CopyFrom(b)
	return n
}
