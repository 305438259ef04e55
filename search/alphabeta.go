package search

import (
	"errors"

	"golang.org/x/exp/constraints"
)

// MaxPly is the deepest ply a search reaches below its root, extensions and
// quiescence included; a node at ply MaxPly-1 is scored by Eval.
const MaxPly = 64

// Errors of NewAlphaBeta and AlphaBeta.Search.
var (
	ErrAlphaBetaDepth      = InvalidOption("AlphaBetaOptions.MaxDepth", "must lie in 0..MaxPly-1")
	ErrAlphaBetaNodes      = InvalidOption("AlphaBetaOptions.MaxNodes", "must not be negative")
	ErrAlphaBetaAspiration = InvalidOption("AlphaBetaOptions.Aspiration", "must not be negative")
	ErrAlphaBetaLMR        = InvalidOption("AlphaBetaOptions.LMR", "must not be negative")
	ErrAlphaBetaWinValue   = errors.New("search: WinValue must lie in (MaxPly, Inf/2)")
	ErrAlphaBetaTTOffset   = errors.New("search: a game cannot be both a TTOffsetter and a WinMarker (offsets would move the win distances)")
	ErrAlphaBetaGameOver   = errors.New("search: the position is terminal, there is no move to search")
	ErrAlphaBetaNoMoves    = errors.New("search: the game lists no move for a position it says is not over")
)

// Quiescer is an optional hook of a Game: below the nominal depth the search
// goes on with the moves NoisyMoves lists (captures and the like, appended
// to buf[:0]), taking Eval as a stand-pat value the side to move may always
// settle for. Without it, a node at depth 0 is scored by Eval.
type Quiescer[M comparable] interface {
	NoisyMoves(buf []M) []M
}

// Extender is an optional hook of a Game: Extend is called just after m is
// made, in the nominal (not quiescence) search, and reports whether the new
// position deserves one more ply (a forcing move, a forced reply). Extensions
// stop at twice the iteration's depth, so a line never runs away.
type Extender[M comparable] interface {
	Extend(m M) bool
}

// ChildHasher is an optional hook of a Game: HashesAfter writes into keys
// (as long as moves) the table key the position would have after each of
// moves (its Hash, or its TTKey if the game is a TTOffsetter), without
// making them. With it, the search reads the table slots of a
// node's children all at once, before it searches them, so that the
// processor fetches them from memory together rather than one at a time
// as the search enters each child. It changes no result, only the speed.
type ChildHasher[M comparable] interface {
	HashesAfter(moves []M, keys []uint64)
}

// WinMarker is an optional hook of a Game that marks decided games. A
// Terminal value >= WinValue() is a win for the side to move, <= -WinValue()
// a loss; the search scores them WinValue()-ply and -(WinValue()-ply), ply
// counted from the root, so it prefers faster wins and slower losses, and it
// stops deepening once it has proved a win or loss within the depth searched.
// The size of a win beyond WinValue is dropped. Eval and every other
// Terminal value must lie strictly inside ±(WinValue()-MaxPly), and
// MaxPly < WinValue() < Inf/2 (else NewAlphaBeta fails).
type WinMarker interface {
	WinValue() int32
}

// TTOffsetter is an optional hook of a Game where a part of the position
// adds a fixed amount to the value of every line from it (the points
// already scored, in a game decided by the difference of points). TTKey is
// the position's Hash without that part and TTOffset the amount, from the
// side to move: the table files the position under TTKey and stores values
// less TTOffset, adding it back on a probe, so positions that differ only
// in that part share their entries. Without the hook the table files
// positions under Hash and stores values as they are. A game with a
// WinMarker cannot have it (NewAlphaBeta fails with ErrAlphaBetaTTOffset).
type TTOffsetter interface {
	TTKey() uint64
	TTOffset() int32
}

// AlphaBetaOptions set the limits and enhancements of an AlphaBeta search.
// The zero value searches to MaxPly-1 with every enhancement but aspiration
// windows, whose width (Aspiration) is in the game's evaluation units.
type AlphaBetaOptions struct {
	// MaxDepth is the deepest iteration (nominal depth, in plies); 0 means
	// MaxPly-1.
	MaxDepth int
	// MaxNodes stops the search once that many nodes are visited; 0 means no
	// limit.
	MaxNodes int64
	// Aspiration is the half-width of the first window around the previous
	// iteration's value, from depth 2 on; a failed search widens it fourfold
	// each time. 0 searches every iteration with the full window.
	Aspiration int32
	// NoPVS searches every move with the full window (plain alpha-beta).
	NoPVS bool
	// NoKillers turns off the killer moves.
	NoKillers bool
	// NoHistory turns off the history counters.
	NoHistory bool
	// ExactDepthCuts lets a TT entry cut only when stored at exactly the
	// depth asked for, not deeper. A search to depth d then returns exactly
	// the fixed-depth minimax value at d whatever the table holds (tests,
	// reproducible signatures). By default an entry of equal or greater depth
	// cuts, which is stronger but may return the deeper (better informed)
	// value; once the depth covers the game to its end both agree.
	ExactDepthCuts bool
	// LMR turns on late-move reductions: below the root, at a nominal depth
	// of 3 or more, a move searched after the first LMR moves of its node
	// that is neither the TT move, nor scored above zero by the game, nor a
	// killer, is searched first with a null window one ply shallower (two
	// once it comes after 2*LMR moves at depth 5 or more), and again at
	// full depth only if it beats alpha there. 0 reduces nothing. A search
	// that reaches the end of the game on every line (Solved) is still
	// exact; a fixed-depth value is not.
	LMR int
}

// AlphaBetaResult is what a search found, after its last completed iteration.
type AlphaBetaResult[M comparable] struct {
	// Move is the best move of the last completed iteration, unless the
	// search was cut in the next one after it had already proved another
	// move better there (see Partial). If not even depth 1 completed and
	// no move was proved yet, it is the first move generated.
	Move M
	// Value is Move's value at Depth, from the side to move; with Partial,
	// a lower bound on it at Depth+1 (and 0 if nothing was proved).
	Value int32
	// Depth is the nominal depth of the last completed iteration (0: none).
	Depth int
	// Nodes counts every node visited by the whole search (quiescence
	// included), incomplete iteration included.
	Nodes int64
	// PV is the principal variation of the last completed iteration, Move
	// first; it may end early at a TT cut. It is owned by the engine and
	// valid until its next Search.
	PV []M
	// Stopped says that the deadline or the node limit cut the search short.
	Stopped bool
	// Partial says that Move, Value and PV come from the iteration the
	// search was cut in: its best move so far, proved better there than the
	// previous iteration's best move (at depth 1: any move searched).
	Partial bool
	// Solved says that the last completed iteration reached the end of the
	// game on every line it needed (no line stopped at the depth limit), so
	// Value is the game's own value and deeper searches would change
	// nothing; the search stops there.
	Solved bool
}

// AlphaBeta is the two-player engine: negamax alpha-beta with iterative
// deepening, principal variation search, aspiration windows, a transposition
// table and move ordering (TT move, the game's MoveScorer, killers,
// history), plus the game's optional Quiescer, Extender, WinMarker,
// ChildHasher and TTOffsetter hooks, found once by NewAlphaBeta. It
// searches the game in place (Make, Unmake) and leaves it as it found it.
// Its buffers are allocated once and grow to the game's widest position; a
// search then allocates nothing.
//
// The deadline's Stop is asked every 1024 nodes, its NewIteration before
// every iteration but the first.
type AlphaBeta[M constraints.Unsigned, G Game[M]] struct {
	game   G
	tt     *TT[M]
	opts   AlphaBetaOptions
	scorer MoveScorer[M]
	quiet  Quiescer[M]
	ext    Extender[M]
	hasher ChildHasher[M]
	offset TTOffsetter
	win    int32 // WinValue, 0 without a WinMarker
	// Report, if set, is called after each completed iteration with the
	// result so far, at once: the anytime mode, where nothing stops the
	// search but the program being killed. The PV it sees is only valid
	// during the call.
	Report func(AlphaBetaResult[M])

	deadline Deadline
	maxNodes int64
	nodes    int64
	stopped  bool
	depth    int  // nominal depth of the running iteration
	horizon  bool // the running subtree met the depth limit (see Solved)

	// The root's state for a cut iteration (see AlphaBetaResult.Partial).
	prevBest     M     // the previous iteration's best move
	hasPrev      bool  // whether there is one
	prevDone     bool  // it was searched in the running root search
	partial      bool  // the root's PV is a move proved better than it
	partialValue int32 // the value of that PV
	better       M     // a move proved better in this iteration ...
	hasBetter    bool  // ... by an earlier aspiration window, if set

	order  orderer[M]
	moves  [MaxPly][]M
	scores [MaxPly][]int32
	pv     [MaxPly][MaxPly]M
	pvLen  [MaxPly]int
	result []M      // the PV handed out in AlphaBetaResult
	late   []int32  // the game's scores for scoreRest
	keys   []uint64 // the children's keys, with a ChildHasher
	sink   uint64   // what the children's slots read, so the reads stay
}

// NewAlphaBeta binds a searcher to game, a position it will search in place,
// and to tt (nil: no table). It checks the options and the game's WinValue.
func NewAlphaBeta[M constraints.Unsigned, G Game[M]](game G, tt *TT[M], opts AlphaBetaOptions) (*AlphaBeta[M, G], error) {
	switch {
	case opts.MaxDepth < 0 || opts.MaxDepth >= MaxPly:
		return nil, ErrAlphaBetaDepth
	case opts.MaxNodes < 0:
		return nil, ErrAlphaBetaNodes
	case opts.Aspiration < 0:
		return nil, ErrAlphaBetaAspiration
	case opts.LMR < 0:
		return nil, ErrAlphaBetaLMR
	}
	if opts.MaxDepth == 0 {
		opts.MaxDepth = MaxPly - 1
	}
	s := &AlphaBeta[M, G]{game: game, tt: tt, opts: opts}
	if w, ok := any(game).(WinMarker); ok {
		s.win = w.WinValue()
		if s.win <= MaxPly || s.win >= Inf/2 {
			return nil, ErrAlphaBetaWinValue
		}
	}
	if h, ok := any(game).(MoveScorer[M]); ok {
		s.scorer = h
	}
	if h, ok := any(game).(Quiescer[M]); ok {
		s.quiet = h
	}
	if h, ok := any(game).(Extender[M]); ok {
		s.ext = h
	}
	if h, ok := any(game).(ChildHasher[M]); ok && tt != nil {
		s.hasher = h
	}
	if h, ok := any(game).(TTOffsetter); ok {
		if s.win != 0 {
			return nil, ErrAlphaBetaTTOffset
		}
		s.offset = h
	}
	s.order.noKillers = opts.NoKillers
	s.order.noHistory = opts.NoHistory
	s.result = make([]M, 0, MaxPly)
	return s, nil
}

// Search searches the game's current position by iterative deepening until
// MaxDepth, a solved position, a proved win or loss (with a WinMarker),
// MaxNodes or the deadline (nil: none), and
// returns the best result of the last completed iteration. It fails with
// ErrAlphaBetaGameOver on a terminal position and ErrAlphaBetaNoMoves if
// the game lists no move for a position it says is not over.
func (s *AlphaBeta[M, G]) Search(d Deadline) (AlphaBetaResult[M], error) {
	if over, _ := s.game.Terminal(); over {
		return AlphaBetaResult[M]{}, ErrAlphaBetaGameOver
	}
	root := s.game.Moves(s.moves[0][:0])
	s.moves[0] = root
	if len(root) == 0 {
		return AlphaBetaResult[M]{}, ErrAlphaBetaNoMoves
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
	res := AlphaBetaResult[M]{}
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
func (s *AlphaBeta[M, G]) Reset() {
	s.order = orderer[M]{noKillers: s.opts.NoKillers, noHistory: s.opts.NoHistory}
}

// Nodes is the number of nodes the running (or last) search has visited.
func (s *AlphaBeta[M, G]) Nodes() int64 { return s.nodes }

// aspiration searches the root at depth, first in a window around prev
// (from depth 2 on, unless prev is a decided value), widening on failure
// until the value falls inside the window.
func (s *AlphaBeta[M, G]) aspiration(depth int, prev int32) int32 {
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
func (s *AlphaBeta[M, G]) decided(v int32) bool {
	return s.win != 0 && (v >= s.win-MaxPly || v <= -s.win+MaxPly)
}

// terminalValue scores a terminal position at ply.
func (s *AlphaBeta[M, G]) terminalValue(v int32, ply int) int32 {
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
func (s *AlphaBeta[M, G]) toTT(v int32, ply int) int32 {
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
func (s *AlphaBeta[M, G]) fromTT(v int32, ply int) int32 {
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
func (s *AlphaBeta[M, G]) visit() bool {
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
func (s *AlphaBeta[M, G]) collect(m M, ply int) {
	s.pv[ply][ply] = m
	n := s.pvLen[ply+1]
	copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	s.pvLen[ply] = max(n, ply+1)
}

// negamax is the value of the position at ply searched to depth, within
// (alpha, beta) fail-soft: a value <= alpha is an upper bound, >= beta a
// lower bound. After a stop its value is meaningless.
func (s *AlphaBeta[M, G]) negamax(depth, ply int, alpha, beta int32) int32 {
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
	var ttMove M
	hasTTMove := false
	var offset int32
	if s.offset != nil {
		key, offset = s.offset.TTKey(), s.offset.TTOffset()
	}
	if s.tt != nil {
		if e, ok := s.tt.Probe(key); ok {
			ttMove, hasTTMove = e.Move, e.HasMove
			if ply > 0 && (e.Depth == depth || e.Depth > depth && !s.opts.ExactDepthCuts) {
				v := s.fromTT(e.Value, ply) + offset
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
	var scores []int32
	staged := false // the table's move goes first, the others are scored after it
	if hasTTMove && s.scorer != nil {
		scores, staged = s.tableMoveFirst(moves, ply, ttMove)
	}
	fetch := s.hasher != nil && depth >= 2
	if fetch && !staged { // else once the table's move has not cut
		s.fetchChildren(moves)
	}
	if !staged {
		scores = s.scoreMoves(moves, ply, ttMove, hasTTMove)
	}

	outer := s.horizon
	s.horizon = false
	alphaOrig := alpha
	best := -Inf
	var bestMove M
	for i := range moves {
		if i == 1 && staged {
			if fetch {
				s.fetchChildren(moves[1:])
			}
			s.scoreRest(moves, scores, ply)
		}
		if i+1 < len(moves) && (i > 0 || !staged) { // the last needs no pick
			pick(moves, scores, i)
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
			full := true
			if r := s.reduction(i, depth, ply, next, scores[i]); r > 0 {
				v = -s.negamax(next-r, ply+1, -alpha-1, -alpha)
				full = v > alpha && !s.stopped
			}
			if full {
				v = -s.negamax(next, ply+1, -alpha-1, -alpha)
				if v > alpha && v < beta && !s.stopped {
					v = -s.negamax(next, ply+1, -beta, -alpha)
				}
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
		s.tt.Store(key, TTEntry[M]{Move: bestMove, HasMove: true, Value: s.toTT(best-offset, ply), Depth: depth, Bound: bound, Solved: solved})
	}
	return best
}

// fetchChildren reads the table slots of the children of the node whose
// moves are moves (see ChildHasher); the children's own probes then find
// them in the cache.
func (s *AlphaBeta[M, G]) fetchChildren(moves []M) {
	if cap(s.keys) < len(moves) {
		s.keys = make([]uint64, 2*len(moves))
	}
	keys := s.keys[:len(moves)]
	s.hasher.HashesAfter(moves, keys)
	s.sink ^= s.tt.touch(keys)
}

// reduction is how many plies less the i-th move of a node at ply, searched
// to depth (next plies below it, after any extension), with ordering key
// score, is searched first (see AlphaBetaOptions.LMR).
func (s *AlphaBeta[M, G]) reduction(i, depth, ply, next int, score int32) int {
	n := s.opts.LMR
	if n == 0 || i < n || depth < 3 || ply == 0 || next != depth-1 || score >= orderKiller {
		return 0
	}
	if i >= 2*n && depth >= 5 {
		return 2
	}
	return 1
}

// scoreMoves fills the ply's score buffer for moves and returns it.
func (s *AlphaBeta[M, G]) scoreMoves(moves []M, ply int, ttMove M, hasTTMove bool) []int32 {
	scores := s.scoreBuffer(ply, len(moves))
	if s.scorer != nil {
		s.scorer.ScoreMoves(moves, scores)
		s.order.score(moves, scores, ply, ttMove, hasTTMove)
	} else {
		s.order.scoreUnscored(moves, scores, ply, ttMove, hasTTMove)
	}
	return scores
}

// scoreBuffer is the ply's score buffer, n long.
func (s *AlphaBeta[M, G]) scoreBuffer(ply, n int) []int32 {
	if cap(s.scores[ply]) < n {
		s.scores[ply] = make([]int32, n, 2*n)
	}
	return s.scores[ply][:n]
}

// tableMoveFirst puts the table's move ttMove first among moves, where
// scoreMoves and pick would have put it, and keeps the history counters of
// the others in the ply's score buffer, which it returns: scoreRest scores
// them only if the table's move does not cut, which saves the game's
// ScoreMoves at most such nodes. It reports false, changing nothing, if
// ttMove is not among moves.
func (s *AlphaBeta[M, G]) tableMoveFirst(moves []M, ply int, ttMove M) ([]int32, bool) {
	b := 0
	for b < len(moves) && moves[b] != ttMove {
		b++
	}
	if b == len(moves) {
		return nil, false
	}
	scores := s.scoreBuffer(ply, len(moves))
	moves[0], moves[b] = moves[b], moves[0]
	scores[0] = orderTTMove
	s.order.historyOf(moves[1:], scores[1:])
	return scores, true
}

// scoreRest gives the moves after the table's move, put first by
// tableMoveFirst, their keys: the game's scores now, the history counters
// of then.
func (s *AlphaBeta[M, G]) scoreRest(moves []M, scores []int32, ply int) {
	rest := moves[1:]
	if cap(s.late) < len(rest) {
		s.late = make([]int32, 2*len(rest))
	}
	game := s.late[:len(rest)]
	s.scorer.ScoreMoves(rest, game)
	s.order.scoreLate(rest, scores[1:], game, ply)
}

// quiesce is the quiescence search of the position at ply: a node of its own.
func (s *AlphaBeta[M, G]) quiesce(alpha, beta int32, ply int) int32 {
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
func (s *AlphaBeta[M, G]) quiesceNode(alpha, beta int32, ply int) int32 {
	g := s.game
	best := g.Eval()
	if s.quiet == nil || ply >= MaxPly-1 || best >= beta {
		return best
	}
	alpha = max(alpha, best)
	moves := s.quiet.NoisyMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	var none M
	scores := s.scoreMoves(moves, ply, none, false)
	for i := range moves {
		if i+1 < len(moves) { // the last needs no pick
			pick(moves, scores, i)
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
