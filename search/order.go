package search

import "golang.org/x/exp/constraints"

// HistorySize is the number of history counters. Moves are hashed onto
// them (a move's counter is shared by the few moves of the same hash; the
// game's move encoding need not be dense).
const HistorySize = 1 << historyBits

const historyBits = 12

// Move-ordering keys, highest first: the TT move, then moves the game scores
// above zero (captures and the like, by the game's score), then the two
// killers of the ply, then the rest by history counter plus game score.
const (
	orderTTMove    int32 = 1 << 30
	orderGood      int32 = 1 << 28
	orderKiller    int32 = 1 << 27
	orderRestLimit int32 = 1 << 26 // game scores and history are clamped below this
	historyLimit   int32 = 1 << 20 // all counters halve when one passes this
)

// MoveScorer is an optional hook of a Game: its own move-ordering
// knowledge. ScoreMoves writes a score for each move into scores (same
// length as moves); higher is searched earlier. A move's score must depend
// on the position and that move alone: AlphaBeta searches the table's move
// before it asks for the scores of the others, whose order they then
// decide exactly as if all had been scored at once. Moves scored above zero are
// searched before the killer moves, the others after them, by score plus
// history. Scores are clamped to ±2^26.
type MoveScorer[M comparable] interface {
	ScoreMoves(moves []M, scores []int32)
}

// orderer keeps the move-ordering memory of a search: two killer moves per
// ply and a history counter per (hashed) move.
type orderer[M constraints.Unsigned] struct {
	killers   [MaxPly][2]M
	hasKiller [MaxPly][2]bool
	history   [HistorySize]int32
	noKillers bool
	noHistory bool
}

// historyIndex hashes a move onto its history counter.
func historyIndex[M constraints.Unsigned](m M) int {
	return int((uint64(m) * 0x9e3779b97f4a7c15) >> (64 - historyBits))
}

// reset forgets the killers and ages the history before a new search.
func (o *orderer[M]) reset() {
	o.hasKiller = [MaxPly][2]bool{}
	for i := range o.history {
		o.history[i] /= 2
	}
}

// score fills scores for moves at ply: game holds the game's own scores if
// it has a MoveScorer (else all zero).
func (o *orderer[M]) score(moves []M, scores []int32, ply int, ttMove M, hasTTMove bool) {
	history := &o.history
	scores = scores[:len(moves)]
	for i, m := range moves {
		scores[i] = gameKey(scores[i], history[historyIndex(m)])
	}
	o.scoreSpecial(moves, scores, ply, ttMove, hasTTMove)
}

// gameKey is the key of a move the game scores g, with history counter h:
// above the killers if g is above zero, else with the rest.
func gameKey(g, h int32) int32 {
	if g = min(max(g, -orderRestLimit), orderRestLimit); g > 0 {
		return orderGood + g
	}
	return g + h
}

// historyOf writes the history counters of moves into scores: what score
// adds to the game's scores, read now for scoring the moves later with
// scoreLate (see AlphaBeta's table move first). The counters change as the
// search goes on; the killers of the ply do not, until the node's own
// cutoff.
func (o *orderer[M]) historyOf(moves []M, scores []int32) {
	history := &o.history
	scores = scores[:len(moves)]
	for i, m := range moves {
		scores[i] = history[historyIndex(m)]
	}
}

// scoreLate is score for moves whose history counters historyOf wrote into
// scores earlier, with the game's scores game: the keys score would have
// given them then. No table move is among them.
func (o *orderer[M]) scoreLate(moves []M, scores, game []int32, ply int) {
	scores, game = scores[:len(moves)], game[:len(moves)]
	for i := range moves {
		scores[i] = gameKey(game[i], scores[i])
	}
	var none M
	o.scoreSpecial(moves, scores, ply, none, false)
}

// scoreUnscored is score for a game without a MoveScorer: every game score
// zero, scores' old contents ignored.
func (o *orderer[M]) scoreUnscored(moves []M, scores []int32, ply int, ttMove M, hasTTMove bool) {
	history := &o.history
	scores = scores[:len(moves)]
	for i, m := range moves {
		scores[i] = history[historyIndex(m)]
	}
	o.scoreSpecial(moves, scores, ply, ttMove, hasTTMove)
}

// scoreSpecial raises the TT move and the killers of ply in scores, which
// hold the keys of the moves scored above zero and of the rest. It scans
// the moves once for any of the three (a missing one stands in for by a
// present one) and settles a match as score's order says.
func (o *orderer[M]) scoreSpecial(moves []M, scores []int32, ply int, ttMove M, hasTTMove bool) {
	k0, k1 := o.killers[ply][0], o.killers[ply][1]
	hk0, hk1 := o.hasKiller[ply][0], o.hasKiller[ply][1]
	var a M
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
func pick[M constraints.Unsigned](moves []M, scores []int32, i int) {
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
func (o *orderer[M]) cutoff(m M, ply, depth int) {
	if !o.noKillers && !(o.hasKiller[ply][0] && o.killers[ply][0] == m) {
		o.killers[ply][1], o.hasKiller[ply][1] = o.killers[ply][0], o.hasKiller[ply][0]
		o.killers[ply][0], o.hasKiller[ply][0] = m, true
	}
	if o.noHistory {
		return
	}
	h := &o.history[historyIndex(m)]
	*h += int32(depth * depth)
	if *h > historyLimit {
		for i := range o.history {
			o.history[i] /= 2
		}
	}
}
