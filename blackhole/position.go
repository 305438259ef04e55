package blackhole

import "math/bits"

// Scale is the search's unit: Eval and Terminal give points (R-B, from
// the side to move) times Scale, so that the expected values of Eval keep
// their fractions.
const Scale = 64

// Position is a State as the bot's search sees it (a search.Game): its
// Moves leave out moves that cannot be better than one listed, and Eval is
// exact as soon as no two empty fields touch, else the expected outcome
// of random play from here.
type Position struct {
	State
	// all makes Moves list every legal move (State.Moves): the random
	// reference player draws from them all.
	all bool
}

// NewPosition is the bot's view of s (a copy).
func NewPosition(s *State) *Position { return &Position{State: *s} }

// dead reports whether f has no empty neighbour: a stone placed on f can
// never count, since the hole, an empty field, is not next to it.
func (p *Position) dead(f Field) bool { return neighbours[f]&p.empty == 0 }

// Moves appends the moves worth searching to buf[:0]. On a dead field
// only the mover's lowest value (its value never counts, and a higher one
// kept is worth at least as much later). On the other fields, with more
// than exactEmpties fields empty, only the mover's highest and lowest
// values (a stone meant to count, or one meant to fill); with fewer,
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
	if worst, ok := p.allDead(); ok {
		return append(buf, NewMove(worst, int(lo)))
	}
	every := bits.OnesCount64(p.empty) <= exactEmpties
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		at := Move(f) << 4
		switch {
		case p.dead(f):
			buf = append(buf, at|lo)
		case every:
			for l := left; l != 0; l &= l - 1 {
				buf = append(buf, at|Move(bits.TrailingZeros16(l)))
			}
		default:
			buf = append(buf, at|hi)
			if lo != hi {
				buf = append(buf, at|lo)
			}
		}
	}
	return buf
}

// allDead reports whether no empty field has an empty neighbour, and then
// the field the mover fills first: the one whose R-B as the hole is worst
// for it (the play settled counts on).
func (p *Position) allDead() (worst Field, ok bool) {
	best := 1 << 30
	sign := p.sign()
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		if !p.dead(f) {
			return 0, false
		}
		if v := sign * p.Around(f); v < best {
			best, worst = v, f
		}
	}
	return worst, true
}

// exactEmpties is the number of empty fields from which Moves lists every
// value of the mover on live fields (a variable for -param).
var exactEmpties = 8

// sign is +1 for Red to move and -1 for Blue: R-B from the mover.
func (p *Position) sign() int {
	return 1 - 2*int(p.plies&1)
}

// Terminal is over, with R-B around the hole from the side to move
// (times Scale), once every stone is placed.
func (p *Position) Terminal() (bool, int32) {
	if p.Over() {
		return true, int32(p.sign() * p.Around(p.Hole()) * Scale)
	}
	return false, 0
}

// settled is the exact R-B from the side to move (times Scale) once no
// empty field has an empty neighbour, and whether that is so: each empty
// field then keeps its R-B if it becomes the hole, every stone still to
// come goes on one of them and never counts, and each side in turn fills
// the field worst for it (Moves lists only that), so the hole is the field
// whose R-B is the k-th lowest, k the moves Red has left.
func (p *Position) settled() (int32, bool) {
	var vals [Fields]int
	n := 0
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		if !p.dead(f) {
			return 0, false
		}
		v := p.Around(f)
		i := n
		for ; i > 0 && vals[i-1] > v; i-- {
			vals[i] = vals[i-1]
		}
		vals[i] = v
		n++
	}
	// n-1 moves to go; Red makes the first of them if Red is to move.
	red := (n - int(p.plies&1)) / 2
	return int32(p.sign() * vals[red] * Scale), true
}

// Eval is the exact value once the position is settled (see settled),
// else the expected R-B (from the side to move, times Scale) if both
// sides played at random from here: every empty field is the hole with
// the same chance, and given the hole, each other empty field gets a stone
// of either side in proportion to the stones each has left, of that side's
// mean value left.
func (p *Position) Eval() int32 {
	if v, ok := p.settled(); ok {
		return v
	}
	n := bits.OnesCount64(p.empty)
	m := n - 1
	diff := valueSum(p.left[Red]) - valueSum(p.left[Blue])
	num := 0
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		num += p.Around(f)*m + bits.OnesCount64(neighbours[f]&p.empty)*diff
	}
	return int32(p.sign() * num * Scale / (n * m))
}

// valueSum is the sum of the values in the set l.
func valueSum(l uint16) int {
	s := 0
	for ; l != 0; l &= l - 1 {
		s += bits.TrailingZeros16(l)
	}
	return s
}
