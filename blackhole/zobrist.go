package blackhole

import "botcup/search"

// zobrist holds the random keys of the Zobrist hash: one per side, field
// and stone value, and one per brown field. The side to move is the parity
// of the stones placed, so it needs no key of its own.
type zobrist struct {
	stone [2][Fields][MaxValue + 1]uint64
	brown [Fields]uint64
}

var keys = newKeys()

func newKeys() *zobrist {
	z := &zobrist{}
	seed := uint64(0xb1ac4)
	for side := range z.stone {
		for f := range z.stone[side] {
			for v := range z.stone[side][f] {
				z.stone[side][f][v] = search.SplitMix64(&seed)
			}
		}
	}
	for f := range z.brown {
		z.brown[f] = search.SplitMix64(&seed)
	}
	return z
}

// Hash is the Zobrist key of the position (brown stones and every stone
// placed); Make and Unmake keep it up to date.
func (s *State) Hash() uint64 { return s.hash }

// computeHash is the key computed from the board, what Hash keeps.
func (s *State) computeHash() uint64 {
	var h uint64
	for f := Field(0); f < Fields; f++ {
		switch c, v := s.Stone(f); {
		case s.brown>>f&1 != 0:
			h ^= keys.brown[f]
		case v != 0:
			h ^= keys.stone[c][f][v]
		}
	}
	return h
}
