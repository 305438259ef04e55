package blackhole

import (
	"math/bits"

	"botcup/search"
)

// Rollout plays the game on from p the way good players do, at random
// between two kinds of move, until it is settled (no empty field has an
// empty neighbour), and scores that end exactly (search.Rollouter): the
// reward of settled's R-B for the side to move at the start (rewardOf).
// Each ply the mover either spreads (its highest stone on the field with
// the most empty neighbours, where a stone counts on the most candidate
// holes) or fills (the field worst for it as the hole, with its lowest
// stone if no stone there can count, else its highest); it spreads with a
// chance that falls from 1 at the start to 0 at the end. Ties go to a
// random field. The moves change p.
func (p *Position) Rollout(rng *search.Rng) float64 {
	_, r := p.playOut(rng, nil, false)
	return r
}

// RolloutKeys is Rollout that also appends the action key of each move it
// plays to keys (search.KeyedRollouter, for RAVE).
func (p *Position) RolloutKeys(rng *search.Rng, keys []int32) ([]int32, float64) {
	return p.playOut(rng, keys, true)
}

// playOut is Rollout, appending each move's action key to keys when keyed.
func (p *Position) playOut(rng *search.Rng, keys []int32, keyed bool) ([]int32, float64) {
	start := p.sign()
	for {
		m, live := p.rolloutMove(rng)
		if !live {
			d, _ := p.settled()
			return keys, rewardOf(float64(start * p.sign() * d))
		}
		if keyed {
			keys = append(keys, int32(p.ActionKey(m)))
		}
		p.Make(m)
	}
}

// rolloutMove is the rollout's move in p (see Rollout), and false once p
// is settled.
func (p *Position) rolloutMove(rng *search.Rng) (Move, bool) {
	side := p.plies & 1
	sign := p.sign()
	spread := uint64(p.plies) <= uint64(rng.Intn(MaxPlies))
	r := rng.Uint64()
	best, bestKey := Field(Fields), -1<<30
	live := false
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		open := bits.OnesCount64(neighbours[f] & p.empty)
		if open > 0 {
			live = true
		}
		// bad is how much worse than even f is as the hole for the
		// mover; tie is a random tie-breaker below both.
		bad := -sign * int(p.near[f])
		tie := int(r>>f) & 63
		var key int
		if spread {
			key = (open<<10+bad)<<6 | tie
		} else {
			key = (bad<<4+open)<<6 | tie
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
	if !spread && p.dead(best) {
		v = bits.TrailingZeros16(left)
	}
	return NewMove(best, v), true
}
