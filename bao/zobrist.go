package bao

// zobrist holds the random keys of the Zobrist hash: one per pit and stone
// count, one per count of White's captured stones (Black's follow from the
// total), one per number of moves played (the 100-move end makes it part of
// the position's value), and one for Black to move.
type zobrist struct {
	pit   [Pits][Stones + 1]uint64
	store [Stones + 1]uint64
	moves [MaxMoves + 1]uint64
	black uint64
}

var keys = newKeys()

func newKeys() *zobrist {
	z := &zobrist{}
	seed := uint64(0xba0)
	for p := range z.pit {
		for c := range z.pit[p] {
			z.pit[p][c] = splitmix64(&seed)
		}
	}
	for c := range z.store {
		z.store[c] = splitmix64(&seed)
	}
	for m := range z.moves {
		z.moves[m] = splitmix64(&seed)
	}
	z.black = splitmix64(&seed)
	return z
}

// splitmix64 is the generator the keys are drawn from.
func splitmix64(seed *uint64) uint64 {
	*seed += 0x9e3779b97f4a7c15
	z := *seed
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Hash is the Zobrist key of the position, side to move and moves played
// included. It is computed from the 16-byte position when asked, which costs
// less than keeping it up to date stone by stone.
func (s *State) Hash() uint64 {
	z := keys
	h := z.store[s.store[White]] ^ z.moves[s.moves]
	for p, c := range s.pits {
		h ^= z.pit[p][c]
	}
	if s.side == Black {
		h ^= z.black
	}
	return h
}
