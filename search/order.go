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
// length as moves); higher is searched earlier. Moves scored above zero are
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
	k := &o.killers[ply]
	hk := &o.hasKiller[ply]
	for i, m := range moves {
		g := min(max(scores[i], -orderRestLimit), orderRestLimit)
		switch {
		case hasTTMove && m == ttMove:
			scores[i] = orderTTMove
		case g > 0:
			scores[i] = orderGood + g
		case hk[0] && m == k[0]:
			scores[i] = orderKiller + 1
		case hk[1] && m == k[1]:
			scores[i] = orderKiller
		default:
			scores[i] = g + o.history[historyIndex(m)]
		}
	}
}

// pick moves the best-scored of moves[i:] to position i (selection sort,
// one step per move tried: a cutoff leaves the rest unsorted).
func pick[M constraints.Unsigned](moves []M, scores []int32, i int) {
	best := i
	for j := i + 1; j < len(moves); j++ {
		if scores[j] > scores[best] {
			best = j
		}
	}
	if best != i {
		moves[i], moves[best] = moves[best], moves[i]
		scores[i], scores[best] = scores[best], scores[i]
	}
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
