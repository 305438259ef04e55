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
	lanes   lanePlayout // the ranking playouts' masks (rankPlayout)
	rng     search.Rng
	line    []Move // the playout's moves
	full    []Move // path + line
	best    int64  // the best score this worker has offered
	found   bool
	shared  *tracker
	source  string // the worker's engine, for the log

	// The positions of the beam's current pass, to rank repeats last.
	seen      []seenEntry // direct-mapped by key, SeenSlots entries
	pass      uint32      // the beam pass under way
	lastDepth int         // depth of the last position ranked
}

// SeenSlots is the size of the table of positions a beam pass has ranked.
const SeenSlots = 1 << 16

// Repeat is the beam rank of a position the current pass has already
// ranked (the same stones reached with the same score by another order of
// moves): below every real score, so repeats fill a layer last.
const Repeat int64 = -1 << 62

// seenEntry is a ranked position's key and the pass that ranked it.
type seenEntry struct {
	key  uint64
	pass uint32
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
// playout from it (rankPlayout, on n itself where it can), and offers that playout's line as a solution. A
// position the pass has already ranked at this depth (by Hash and score)
// ranks Repeat, so a layer is not filled with copies of one position.
func (n *node) BeamScore() int64 {
	c := n.ctx
	if c.repeated(n) {
		return Repeat
	}
	score, line, ok := n.rankPlayout(&c.lanes, &c.rng, n.TabuColour(), c.line[:0])
	if !ok {
		c.scratch.CopyFrom(&n.Board)
		line = c.scratch.Playout(&c.rng, c.scratch.TabuColour(), line)
		score = c.scratch.Score()
	}
	c.line = line
	if !c.found || score > c.best {
		c.full = append(append(c.full[:0], n.path...), c.line...)
		c.offer(score, c.full)
	}
	return score
}

// repeated reports whether the beam's pass has ranked n's position before,
// and notes it. A pass starts again at depth 1, so a depth below the last
// one starts a new pass.
func (c *context) repeated(n *node) bool {
	depth := len(n.path)
	if depth < c.lastDepth {
		c.pass++
	}
	c.lastDepth = depth
	if c.seen == nil {
		c.seen = make([]seenEntry, SeenSlots)
		c.pass = 1
	}
	key := n.Hash() ^ stoneKey(depth, 0xff, 0) ^ uint64(n.gained)*0x9e3779b97f4a7c15
	e := &c.seen[key&(SeenSlots-1)]
	if e.key == key && e.pass == c.pass {
		return true
	}
	e.key, e.pass = key, c.pass
	return false
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

// tracker holds the best line of all workers, or of a chain (whose
// tracker's parent is the shared one); the printer waits on changed.
type tracker struct {
	mu      sync.Mutex
	found   bool
	score   int64
	line    []Move
	source  string
	version uint64
	changed chan struct{} // one pending signal at most
	parent  *tracker      // offered every line this one keeps (a chain's)
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
	if t.parent != nil {
		t.parent.offer(score, line, source)
	}
}

// current is the version of the best line, 0 before the first.
func (t *tracker) current() uint64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.version
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
