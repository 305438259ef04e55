package c4

import "botcup/search"

// zobrist holds the random keys of the Zobrist hash: one per side and
// cell, and one that Make flips every move.
type zobrist struct {
	disc   [2][Width * (Height + 1)]uint64
	second uint64
}

var keys = newKeys()

func newKeys() *zobrist {
	z := &zobrist{}
	seed := uint64(4)
	for s := range z.disc {
		for c := range z.disc[s] {
			z.disc[s][c] = search.SplitMix64(&seed)
		}
	}
	z.second = search.SplitMix64(&seed)
	return z
}

// Hash is the position's Zobrist key, the side to move included.
func (s *State) Hash() uint64 { return s.hash }

// computeHash is Hash from the discs and the side to move.
func (s *State) computeHash() uint64 {
	var h uint64
	for side := range s.discs {
		for c := range keys.disc[side] {
			if s.discs[side]>>c&1 != 0 {
				h ^= keys.disc[side][c]
			}
		}
	}
	if s.side == Second {
		h ^= keys.second
	}
	return h
}
