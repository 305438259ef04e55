package search

// This file is a concrete (non-generic) copy of alphabeta.go, tt.go and
// order.go for Connect-4 (*toy.Connect4, uint8 moves), made mechanically by
// replacing the type parameters (M by uint8, G by *toy.Connect4, the types
// renamed c4...), to measure what type parameters cost (see
// BenchmarkAlphaBetaConcrete); the doc comments are the originals'.
// TestConcreteCopyIsFaithful checks that it searches exactly as the generic
// engine does.

import (
	"unsafe"

	"botcup/search/internal/toy"
)

// ttEntry is one slot: the full key, so a different position is never
// mistaken for this one, and no pointers, so the garbage collector never
// scans the table. With 16-bit moves it takes 16 bytes.
type c4Entry struct {
	key   uint64
	value int32
	move  uint8
	depth int8
	flags uint8
}

func (e *c4Entry) bound() Bound { return Bound(e.flags & ttBoundMask) }
func (e *c4Entry) gen() uint8   { return e.flags >> ttGenShift }

// TT is a transposition table: a fixed array of entries allocated once by
// NewTT, two slots per bucket. On a store, a slot already holding the same
// position is overwritten; otherwise the slot from an older search, or else
// the one with the smaller depth, is replaced. Values are stored as given:
// the engine converts win distances (see AlphaBeta). A TT serves one search
// at a time.
type c4TT struct {
	entries []c4Entry
	mask    uint64 // of the bucket's first slot, always even
	gen     uint8
}

// NewTT allocates a table of entries slots, rounded down to a power of two;
// it fails with ErrTTSize unless 2 <= entries <= TTMaxEntries.
func newC4TT(entries int) (*c4TT, error) {
	if entries < 2 || entries > TTMaxEntries {
		return nil, ErrTTSize
	}
	n := 2
	for n*2 <= entries {
		n *= 2
	}
	return &c4TT{entries: make([]c4Entry, n), mask: uint64(n-1) &^ 1}, nil
}

// Len is the number of slots.
func (t *c4TT) Len() int { return len(t.entries) }

// Bytes is the memory the slots take.
func (t *c4TT) Bytes() int { return len(t.entries) * int(unsafe.Sizeof(c4Entry{})) }

// Clear empties every slot.
func (t *c4TT) Clear() {
	clear(t.entries)
	t.gen = 0
}

// NewSearch starts a new generation: entries of earlier searches stay
// readable but are replaced first.
func (t *c4TT) NewSearch() { t.gen = (t.gen + 1) & ttGenMask }

// Used is the number of slots holding an entry of the current generation.
func (t *c4TT) Used() int {
	n := 0
	for i := range t.entries {
		e := &t.entries[i]
		if e.bound() != BoundNone && e.gen() == t.gen {
			n++
		}
	}
	return n
}

// Probe looks up key and reports whether an entry is stored for it.
func (t *c4TT) Probe(key uint64) (TTEntry[uint8], bool) {
	i := key & t.mask
	e := &t.entries[i]
	if e.key != key || e.bound() == BoundNone {
		e = &t.entries[i+1]
		if e.key != key || e.bound() == BoundNone {
			return TTEntry[uint8]{}, false
		}
	}
	return TTEntry[uint8]{
		Move:    e.move,
		HasMove: e.flags&ttHasMove != 0,
		Value:   e.value,
		Depth:   int(e.depth),
		Bound:   e.bound(),
		Solved:  e.flags&ttSolved != 0,
	}, true
}

// Store records what a search found about the position key. A store
// without a move keeps the move already stored for the position; a
// BoundNone store is ignored.
func (t *c4TT) Store(key uint64, in TTEntry[uint8]) {
	if in.Bound == BoundNone {
		return
	}
	i := key & t.mask
	e := &t.entries[i]
	if e.key != key || e.bound() == BoundNone {
		other := &t.entries[i+1]
		switch {
		case other.key == key && other.bound() != BoundNone:
			e = other
		case e.bound() == BoundNone:
		case other.bound() == BoundNone:
			e = other
		case e.gen() != t.gen && other.gen() == t.gen:
		case other.gen() != t.gen && e.gen() == t.gen:
			e = other
		case other.depth < e.depth:
			e = other
		}
	}
	if !in.HasMove && e.key == key && e.flags&ttHasMove != 0 {
		// Keep the old best move: it still orders the moves well.
		in.Move, in.HasMove = e.move, true
	}
	flags := uint8(in.Bound) | t.gen<<ttGenShift
	if in.HasMove {
		flags |= ttHasMove
	}
	if in.Solved {
		flags |= ttSolved
	}
	e.key = key
	e.value = in.Value
	e.move = in.Move
	e.depth = int8(max(0, min(in.Depth, 127)))
	e.flags = flags
}

// orderer keeps the move-ordering memory of a search: two killer moves per
// ply and a history counter per (hashed) move.
type c4Orderer struct {
	killers   [MaxPly][2]uint8
	hasKiller [MaxPly][2]bool
	history   [HistorySize]int32
	noKillers bool
	noHistory bool
}

// historyIndex hashes a move onto its history counter.
func c4HistoryIndex(m uint8) int {
	return int((uint64(m) * 0x9e3779b97f4a7c15) >> (64 - historyBits))
}

// reset forgets the killers and ages the history before a new search.
func (o *c4Orderer) reset() {
	o.hasKiller = [MaxPly][2]bool{}
	for i := range o.history {
		o.history[i] /= 2
	}
}

// score fills scores for moves at ply: game holds the game's own scores if
// it has a MoveScorer (else all zero).
func (o *c4Orderer) score(moves []uint8, scores []int32, ply int, ttMove uint8, hasTTMove bool) {
	history := &o.history
	scores = scores[:len(moves)]
	for i, m := range moves {
		if g := min(max(scores[i], -orderRestLimit), orderRestLimit); g > 0 {
			scores[i] = orderGood + g
		} else {
			scores[i] = g + history[c4HistoryIndex(m)]
		}
	}
	o.scoreSpecial(moves, scores, ply, ttMove, hasTTMove)
}

// scoreUnscored is score for a game without a MoveScorer: every game score
// zero, scores' old contents ignored.
func (o *c4Orderer) scoreUnscored(moves []uint8, scores []int32, ply int, ttMove uint8, hasTTMove bool) {
	history := &o.history
	scores = scores[:len(moves)]
	for i, m := range moves {
		scores[i] = history[c4HistoryIndex(m)]
	}
	o.scoreSpecial(moves, scores, ply, ttMove, hasTTMove)
}

// scoreSpecial raises the TT move and the killers of ply in scores, which
// hold the keys of the moves scored above zero and of the rest. It scans
// the moves once for any of the three (a missing one stands in for by a
// present one) and settles a match as score's order says.
func (o *c4Orderer) scoreSpecial(moves []uint8, scores []int32, ply int, ttMove uint8, hasTTMove bool) {
	k0, k1 := o.killers[ply][0], o.killers[ply][1]
	hk0, hk1 := o.hasKiller[ply][0], o.hasKiller[ply][1]
	var a uint8
	switch {
	case hasTTMove:
		a = ttMove
	case hk0:
		a = k0
	case hk1:
		a = k1
	default:
		return
	}
	b, c := a, a
	if hk0 {
		b = k0
	}
	if hk1 {
		c = k1
	}
	scores = scores[:len(moves)]
	for i, m := range moves {
		if m != a && m != b && m != c {
			continue
		}
		switch {
		case hasTTMove && m == ttMove:
			scores[i] = orderTTMove
		case scores[i] >= orderGood: // scored above zero by the game
		case hk0 && m == k0:
			scores[i] = orderKiller + 1
		case hk1 && m == k1:
			scores[i] = orderKiller
		}
	}
}

// pick moves the best-scored of moves[i:] to position i (selection sort,
// one step per move tried: a cutoff leaves the rest unsorted). Of equal
// scores the first wins. It is not inlined: inside negamax its loop would
// lose its registers.
//
//go:noinline
func c4Pick(moves []uint8, scores []int32, i int) {
	// One pass keeps the best score and its place by arithmetic masks:
	// no branch on the scores, which a processor cannot predict (the
	// compiler turns neither an if nor max into a conditional move here).
	b, top := i, scores[i]
	for j := i + 1; j < len(scores); j++ {
		d := int64(scores[j]) - int64(top)
		gt := -d >> 63 // -1 if the score is above top, else 0
		b ^= (b ^ j) & int(gt)
		top += int32(d & gt)
	}
	if b == i {
		return
	}
	moves[i], moves[b] = moves[b], moves[i]
	scores[i], scores[b] = top, scores[i]
}

// cutoff remembers m, which refuted the position at ply searched to depth.
func (o *c4Orderer) cutoff(m uint8, ply, depth int) {
	if !o.noKillers && !(o.hasKiller[ply][0] && o.killers[ply][0] == m) {
		o.killers[ply][1], o.hasKiller[ply][1] = o.killers[ply][0], o.hasKiller[ply][0]
		o.killers[ply][0], o.hasKiller[ply][0] = m, true
	}
	if o.noHistory {
		return
	}
	h := &o.history[c4HistoryIndex(m)]
	*h += int32(depth * depth)
	if *h > historyLimit {
		for i := range o.history {
			o.history[i] /= 2
		}
	}
}

// AlphaBeta is the two-player engine: negamax alpha-beta with iterative
// deepening, principal variation search, aspiration windows, a transposition
// table and move ordering (TT move, the game's MoveScorer, killers,
// history), plus the game's optional Quiescer, Extender and WinMarker hooks,
// found once by NewAlphaBeta. It searches the game in place (Make, Unmake)
// and leaves it as it found it. Its buffers are allocated once and grow to
// the game's widest position; a search then allocates nothing.
//
// The deadline's Stop is asked every 1024 nodes, its NewIteration before
// every iteration but the first.
type c4AB struct {
	game   *toy.Connect4
	tt     *c4TT
	opts   AlphaBetaOptions
	scorer MoveScorer[uint8]
	quiet  Quiescer[uint8]
	ext    Extender[uint8]
	win    int32 // WinValue, 0 without a WinMarker
	// Report, if set, is called after each completed iteration with the
	// result so far, at once: the anytime mode, where nothing stops the
	// search but the program being killed. The PV it sees is only valid
	// during the call.
	Report func(AlphaBetaResult[uint8])

	deadline Deadline
	maxNodes int64
	nodes    int64
	stopped  bool
	depth    int  // nominal depth of the running iteration
	horizon  bool // the running subtree met the depth limit (see Solved)

	// The root's state for a cut iteration (see AlphaBetaResult.Partial).
	prevBest     uint8 // the previous iteration's best move
	hasPrev      bool  // whether there is one
	prevDone     bool  // it was searched in the running root search
	partial      bool  // the root's PV is a move proved better than it
	partialValue int32 // the value of that PV
	better       uint8 // a move proved better in this iteration ...
	hasBetter    bool  // ... by an earlier aspiration window, if set

	order  c4Orderer
	moves  [MaxPly][]uint8
	scores [MaxPly][]int32
	pv     [MaxPly][MaxPly]uint8
	pvLen  [MaxPly]int
	result []uint8 // the PV handed out in AlphaBetaResult
}

// NewAlphaBeta binds a searcher to game, a position it will search in place,
// and to tt (nil: no table). It checks the options and the game's WinValue.
func newC4AB(game *toy.Connect4, tt *c4TT, opts AlphaBetaOptions) (*c4AB, error) {
	switch {
	case opts.MaxDepth < 0 || opts.MaxDepth >= MaxPly:
		return nil, ErrAlphaBetaDepth
	case opts.MaxNodes < 0:
		return nil, ErrAlphaBetaNodes
	case opts.Aspiration < 0:
		return nil, ErrAlphaBetaAspiration
	}
	if opts.MaxDepth == 0 {
		opts.MaxDepth = MaxPly - 1
	}
	s := &c4AB{game: game, tt: tt, opts: opts}
	if w, ok := any(game).(WinMarker); ok {
		s.win = w.WinValue()
		if s.win <= MaxPly || s.win >= Inf/2 {
			return nil, ErrAlphaBetaWinValue
		}
	}
	if h, ok := any(game).(MoveScorer[uint8]); ok {
		s.scorer = h
	}
	if h, ok := any(game).(Quiescer[uint8]); ok {
		s.quiet = h
	}
	if h, ok := any(game).(Extender[uint8]); ok {
		s.ext = h
	}
	s.order.noKillers = opts.NoKillers
	s.order.noHistory = opts.NoHistory
	s.result = make([]uint8, 0, MaxPly)
	return s, nil
}

// Search searches the game's current position by iterative deepening until
// MaxDepth, a solved position, a proved win or loss (with a WinMarker),
// MaxNodes or the deadline (nil: none), and
// returns the best result of the last completed iteration. It fails with
// ErrAlphaBetaGameOver on a terminal position and ErrAlphaBetaNoMoves if
// the game lists no move for a position it says is not over.
func (s *c4AB) Search(d Deadline) (AlphaBetaResult[uint8], error) {
	if over, _ := s.game.Terminal(); over {
		return AlphaBetaResult[uint8]{}, ErrAlphaBetaGameOver
	}
	root := s.game.Moves(s.moves[0][:0])
	s.moves[0] = root
	if len(root) == 0 {
		return AlphaBetaResult[uint8]{}, ErrAlphaBetaNoMoves
	}
	first := root[0]
	if d == nil {
		d = NoDeadline{}
	}
	s.deadline = d
	s.maxNodes = s.opts.MaxNodes
	s.nodes = 0
	s.stopped = false
	s.order.reset()
	if s.tt != nil {
		s.tt.NewSearch()
	}
	res := AlphaBetaResult[uint8]{}
	s.result = s.result[:0]
	s.hasPrev = false
	haveMove := false
	for depth := 1; depth <= s.opts.MaxDepth; depth++ {
		if depth > 1 && !d.NewIteration() {
			break
		}
		s.depth = depth
		s.horizon = false
		s.hasBetter = false
		v := s.aspiration(depth, res.Value)
		if s.stopped {
			if s.pvLen[0] > 0 && s.partial {
				s.result = append(s.result[:0], s.pv[0][:s.pvLen[0]]...)
				res.Move, res.Value, res.Partial = s.result[0], s.partialValue, true
			} else if !haveMove {
				res.Move = first
			}
			break
		}
		res.Value, res.Depth, res.Solved, haveMove = v, depth, !s.horizon, true
		s.result = append(s.result[:0], s.pv[0][:s.pvLen[0]]...)
		res.Move = s.result[0]
		s.prevBest, s.hasPrev = res.Move, true
		if s.Report != nil {
			res.Nodes, res.PV = s.nodes, s.result
			s.Report(res)
		}
		if res.Solved || s.win != 0 && (v >= s.win-int32(depth) || v <= -s.win+int32(depth)) {
			break // solved, or a win or loss proved within depth: deeper changes nothing
		}
	}
	res.Nodes, res.PV, res.Stopped = s.nodes, s.result, s.stopped
	return res, nil
}

// Reset forgets the move-ordering memory (killers and history) that each
// search otherwise hands on, halved, to the next. With TT.Clear it makes the
// next search independent of the earlier ones (benchmarks, signatures).
func (s *c4AB) Reset() {
	s.order = c4Orderer{noKillers: s.opts.NoKillers, noHistory: s.opts.NoHistory}
}

// Nodes is the number of nodes the running (or last) search has visited.
func (s *c4AB) Nodes() int64 { return s.nodes }

// aspiration searches the root at depth, first in a window around prev
// (from depth 2 on, unless prev is a decided value), widening on failure
// until the value falls inside the window.
func (s *c4AB) aspiration(depth int, prev int32) int32 {
	delta := s.opts.Aspiration
	if delta == 0 || depth == 1 || s.decided(prev) {
		return s.negamax(depth, 0, -Inf, Inf)
	}
	alpha, beta := max(prev-delta, -Inf), min(prev+delta, Inf)
	for {
		s.horizon = false
		v := s.negamax(depth, 0, alpha, beta)
		switch {
		case s.stopped:
			return 0
		case v <= alpha && alpha > -Inf:
			alpha = max(v-delta, -Inf)
		case v >= beta && beta < Inf:
			beta = min(v+delta, Inf)
		default:
			return v
		}
		if delta > Inf/4 {
			delta = Inf
		} else {
			delta *= 4
		}
	}
}

// decided reports whether v is a proved win or loss.
func (s *c4AB) decided(v int32) bool {
	return s.win != 0 && (v >= s.win-MaxPly || v <= -s.win+MaxPly)
}

// terminalValue scores a terminal position at ply.
func (s *c4AB) terminalValue(v int32, ply int) int32 {
	if s.win != 0 {
		if v >= s.win {
			return s.win - int32(ply)
		}
		if v <= -s.win {
			return -s.win + int32(ply)
		}
	}
	return v
}

// toTT makes a win distance count from the node at ply rather than the root.
func (s *c4AB) toTT(v int32, ply int) int32 {
	if s.win != 0 {
		if v >= s.win-MaxPly {
			return v + int32(ply)
		}
		if v <= -s.win+MaxPly {
			return v - int32(ply)
		}
	}
	return v
}

// fromTT is the inverse of toTT.
func (s *c4AB) fromTT(v int32, ply int) int32 {
	if s.win != 0 {
		if v >= s.win-MaxPly {
			return v - int32(ply)
		}
		if v <= -s.win+MaxPly {
			return v + int32(ply)
		}
	}
	return v
}

// visit counts a node and checks the limits: the node limit at every node,
// the deadline every 1024 nodes. It reports whether the search must stop.
func (s *c4AB) visit() bool {
	s.nodes++
	if s.nodes&1023 == 0 && s.deadline.Stop() {
		s.stopped = true
	}
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stopped = true
	}
	return s.stopped
}

// collect makes m followed by the PV of ply+1 the PV of ply.
func (s *c4AB) collect(m uint8, ply int) {
	s.pv[ply][ply] = m
	n := s.pvLen[ply+1]
	copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	s.pvLen[ply] = max(n, ply+1)
}

// negamax is the value of the position at ply searched to depth, within
// (alpha, beta) fail-soft: a value <= alpha is an upper bound, >= beta a
// lower bound. After a stop its value is meaningless.
func (s *c4AB) negamax(depth, ply int, alpha, beta int32) int32 {
	s.pvLen[ply] = ply
	if ply == 0 {
		s.prevDone, s.partial = false, false
	}
	if s.visit() {
		return 0
	}
	g := s.game
	if over, v := g.Terminal(); over {
		return s.terminalValue(v, ply)
	}
	if ply >= MaxPly-1 || depth <= 0 {
		s.horizon = true
		if s.quiet == nil {
			return g.Eval() // what quiesceNode would return, without the call
		}
		return s.quiesceNode(alpha, beta, ply)
	}

	key := g.Hash()
	var ttMove uint8
	hasTTMove := false
	if s.tt != nil {
		if e, ok := s.tt.Probe(key); ok {
			ttMove, hasTTMove = e.Move, e.HasMove
			if ply > 0 && (e.Depth == depth || e.Depth > depth && !s.opts.ExactDepthCuts) {
				v := s.fromTT(e.Value, ply)
				switch {
				case e.Bound == BoundExact,
					e.Bound == BoundLower && v >= beta,
					e.Bound == BoundUpper && v <= alpha:
					s.horizon = s.horizon || !e.Solved
					return v
				}
			}
		}
	}

	moves := g.Moves(s.moves[ply][:0])
	s.moves[ply] = moves
	if len(moves) == 0 {
		s.horizon = true
		return g.Eval() // a game bug (see Game.Moves); Search reports it at the root
	}
	scores := s.scoreMoves(moves, ply, ttMove, hasTTMove)

	outer := s.horizon
	s.horizon = false
	alphaOrig := alpha
	best := -Inf
	var bestMove uint8
	for i := range moves {
		if i+1 < len(moves) { // the last needs no pick
			c4Pick(moves, scores, i)
		}
		m := moves[i]
		g.Make(m)
		next := depth - 1
		if s.ext != nil && ply < 2*s.depth && s.ext.Extend(m) {
			next++
		}
		var v int32
		if i == 0 || s.opts.NoPVS {
			v = -s.negamax(next, ply+1, -beta, -alpha)
		} else {
			v = -s.negamax(next, ply+1, -alpha-1, -alpha)
			if v > alpha && v < beta && !s.stopped {
				v = -s.negamax(next, ply+1, -beta, -alpha)
			}
		}
		g.Unmake(m)
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha = v
				s.collect(m, ply)
				if ply == 0 && (s.partial || s.prevDone || !s.hasPrev || s.hasBetter && m == s.better) {
					s.partial, s.partialValue = true, v
					s.better, s.hasBetter = m, true
				}
				if v >= beta {
					if !(hasTTMove && m == ttMove) {
						s.order.cutoff(m, ply, depth)
					}
					break
				}
			}
		}
		if ply == 0 && s.hasPrev && m == s.prevBest {
			s.prevDone = true
		}
	}

	solved := !s.horizon
	s.horizon = s.horizon || outer
	if s.tt != nil {
		bound := BoundExact
		if best <= alphaOrig {
			bound = BoundUpper
		} else if best >= beta {
			bound = BoundLower
		}
		s.tt.Store(key, TTEntry[uint8]{Move: bestMove, HasMove: true, Value: s.toTT(best, ply), Depth: depth, Bound: bound, Solved: solved})
	}
	return best
}

// scoreMoves fills the ply's score buffer for moves and returns it.
func (s *c4AB) scoreMoves(moves []uint8, ply int, ttMove uint8, hasTTMove bool) []int32 {
	scores := s.scores[ply]
	if cap(scores) < len(moves) {
		scores = make([]int32, len(moves), 2*len(moves))
		s.scores[ply] = scores
	}
	scores = scores[:len(moves)]
	if s.scorer != nil {
		s.scorer.ScoreMoves(moves, scores)
		s.order.score(moves, scores, ply, ttMove, hasTTMove)
	} else {
		s.order.scoreUnscored(moves, scores, ply, ttMove, hasTTMove)
	}
	return scores
}

// quiesce is the quiescence search of the position at ply: a node of its own.
func (s *c4AB) quiesce(alpha, beta int32, ply int) int32 {
	s.pvLen[ply] = ply
	if s.visit() {
		return 0
	}
	if over, v := s.game.Terminal(); over {
		return s.terminalValue(v, ply)
	}
	return s.quiesceNode(alpha, beta, ply)
}

// quiesceNode searches the noisy moves of a non-terminal node already
// counted, with Eval as the stand-pat value; without a Quiescer it is Eval.
func (s *c4AB) quiesceNode(alpha, beta int32, ply int) int32 {
	g := s.game
	best := g.Eval()
	if s.quiet == nil || ply >= MaxPly-1 || best >= beta {
		return best
	}
	alpha = max(alpha, best)
	moves := s.quiet.NoisyMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	var none uint8
	scores := s.scoreMoves(moves, ply, none, false)
	for i := range moves {
		if i+1 < len(moves) { // the last needs no pick
			c4Pick(moves, scores, i)
		}
		m := moves[i]
		g.Make(m)
		v := -s.quiesce(-beta, -alpha, ply+1)
		g.Unmake(m)
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				s.collect(m, ply)
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}
