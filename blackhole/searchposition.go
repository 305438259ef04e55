package blackhole

import "math/bits"

// Position is a State as the bot's search sees it (a search.Game): its
// Moves leave out moves that cannot be better than one listed, Terminal is
// exact as soon as no two empty fields touch, and Eval is the expected
// outcome of random play from here.
type Position struct {
	State
	// all makes Moves list every legal move (State.Moves): the random
	// reference player draws from them all.
	all bool
	// wide makes Moves list liveValues of the mover's values on each live
	// field, not only its highest and lowest: MCTS, which picks a field
	// first and then its stone (MoveGroup), can afford them where
	// alpha-beta cannot.
	wide bool
}

// NewPosition is the bot's view of s (a copy).
func NewPosition(s *State) *Position { return &Position{State: *s} }

// dead reports whether f has no empty neighbour: a stone placed on f can
// never count, since the hole, an empty field, is not next to it.
func (p *Position) dead(f Field) bool { return neighbours[f]&p.empty == 0 }

// Moves appends the moves worth searching to buf[:0]. A stone on a dead
// field (no empty neighbour) never counts, and the field's R-B as the hole
// is fixed: of those moves only one, the mover's lowest value (a higher
// one kept is worth at least as much later) on the dead field worst for
// the mover as the hole (the game's value is monotone in each candidate
// hole's R-B, so keeping a better one open is never worse). On the live
// fields, with more than exactEmpties fields empty, only the mover's
// highest and lowest values (a stone meant to count, or one meant to
// fill), or liveValues of them for a wide position (MCTS's); with fewer,
// every value, so that the end is solved exactly.
func (p *Position) Moves(buf []Move) []Move {
	if p.all {
		return p.State.Moves(buf)
	}
	buf = buf[:0]
	if p.Over() {
		return buf
	}
	left := p.left[p.Side()]
	lo := Move(bits.TrailingZeros16(left))
	hi := Move(15 - bits.LeadingZeros16(left))
	every := bits.OnesCount64(p.empty) <= exactEmpties || p.wide && liveValues >= bits.OnesCount16(left)
	var spread [MaxValue]Move // the values of a wide position's live fields
	ns := 0
	if p.wide && !every {
		ns = spreadValues(left, liveValues, &spread)
	}
	sign := p.sign()
	worst, worstValue := Field(Fields), 1<<30
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		at := Move(f) << 4
		switch {
		case p.dead(f):
			if v := sign * p.Around(f); v < worstValue {
				worst, worstValue = f, v
			}
		case every:
			for l := left; l != 0; l &= l - 1 {
				buf = append(buf, at|Move(bits.TrailingZeros16(l)))
			}
		case ns > 0:
			for _, v := range spread[:ns] {
				buf = append(buf, at|v)
			}
		default:
			buf = append(buf, at|hi)
			if lo != hi && loLive != 0 {
				buf = append(buf, at|lo)
			}
		}
	}
	if worst < Fields {
		buf = append(buf, Move(worst)<<4|lo)
	}
	return buf
}

// loLive makes Moves list the mover's lowest value on live fields too
// before the exact end (0: only the highest; a variable for -param).
var loLive = 1

// liveValues is the number of the mover's values a wide position lists on
// each live field (spreadValues; a variable for -param).
var liveValues = 15

// spreadValues puts k of the values in left, evenly spread by rank from the
// lowest to the highest (all of them if k is at least their number), into
// out, ascending, and returns how many.
func spreadValues(left uint16, k int, out *[MaxValue]Move) int {
	var all [MaxValue]Move
	n := 0
	for l := left; l != 0; l &= l - 1 {
		all[n] = Move(bits.TrailingZeros16(l))
		n++
	}
	if k >= n {
		copy(out[:], all[:n])
		return n
	}
	if k < 2 {
		out[0] = all[n-1]
		return 1
	}
	for i := 0; i < k; i++ {
		out[i] = all[(i*(n-1)+(k-1)/2)/(k-1)]
	}
	return k
}

// exactEmpties is the number of empty fields from which Moves lists every
// value of the mover on live fields (a variable for -param).
var exactEmpties = 8

// sign is +1 for Red to move and -1 for Blue: R-B from the mover.
func (p *Position) sign() int {
	return 1 - 2*int(p.plies&1)
}
