package blackhole

import (
	"math/bits"

	"botcup/search"
)

// deadRolloutMove is the rollout's move in p when it knows the decided
// fields (rolloutDead), and false once p is settled. It is rolloutMove
// with each field's bounds as the hole (fieldBounds): a field is decided
// for the mover when, as the hole, it wins (good) or loses (bad) whatever
// stones fill its empty neighbours. A spread counts only the undecided
// open neighbours, where a stone can still change who wins; a fill never
// takes a field good for the mover while another is empty, and puts the
// lowest stone where no undecided neighbour is left (a stale field: a
// higher stone there changes no result).
func (p *Position) deadRolloutMove(rng *search.Rng) (Move, bool) {
	var fb fieldBounds
	p.fieldBounds(&fb)
	side := p.plies & 1
	sign := p.sign()
	var decided, good uint64
	i := 0
	for e := p.empty; e != 0; e, i = e&(e-1), i+1 {
		lo, hi := sign*fb.lo[i], sign*fb.hi[i]
		if sign < 0 {
			lo, hi = hi, lo
		}
		if lo > 0 || hi < 0 {
			decided |= e & -e
		}
		if lo > 0 {
			good |= e & -e
		}
	}
	spread := uint64(p.plies) <= uint64(rng.Intn(MaxPlies))
	r := rng.Uint64()
	best, bestKey := Field(Fields), -1<<40
	live := false
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		around := neighbours[f] & p.empty
		if around != 0 {
			live = true
		}
		open := bits.OnesCount64(around &^ decided)
		bad := -sign * int(p.near[f])
		tie := int(r>>f) & 63
		var key int
		if spread {
			key = (open<<10+bad)<<6 | tie
		} else {
			key = (bad<<4+open)<<6 | tie
		}
		if good>>f&1 != 0 && p.empty&^good != 0 {
			key -= 1 << 30 // the mover's own good hole: fill it last
		}
		if key > bestKey {
			best, bestKey = f, key
		}
	}
	if !live {
		return 0, false
	}
	left := p.left[side]
	v := 15 - bits.LeadingZeros16(left)
	if p.dead(best) || neighbours[best]&p.empty&^decided == 0 {
		v = bits.TrailingZeros16(left)
	}
	return NewMove(best, v), true
}
