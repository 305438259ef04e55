package bao

import "botcup/search"

// zobrist holds the random keys of the Zobrist hash: one per pit and stone
// count, one per count of White's captured stones (Black's follow from the
// total), one per number of moves played (the 100-move end makes it part of
// the position's value), and one for Black to move. The tables have room
// for 64 counts and 128 moves (the keys beyond Stones and MaxMoves are never
// read), so that Hash indexes them without bounds checks.
type zobrist struct {
	pit   [Pits][64]uint64
	store [64]uint64
	moves [128]uint64
	black uint64
}

var keys = newKeys()

func newKeys() *zobrist {
	z := &zobrist{}
	seed := uint64(0xba0)
	for p := range z.pit {
		for c := 0; c <= Stones; c++ {
			z.pit[p][c] = search.SplitMix64(&seed)
		}
	}
	for c := 0; c <= Stones; c++ {
		z.store[c] = search.SplitMix64(&seed)
	}
	for m := 0; m <= MaxMoves; m++ {
		z.moves[m] = search.SplitMix64(&seed)
	}
	z.black = search.SplitMix64(&seed)
	return z
}

// Hash is the Zobrist key of the position, side to move and moves played
// included. It is computed from the 16-byte position when asked, which costs
// less than keeping it up to date stone by stone.
func (s *State) Hash() uint64 {
	z := keys
	lo, hi := words(&s.pits) // unrolled: a key a pit, no loop
	return z.store[s.store[White]&63] ^ z.moves[s.moves&127] ^ z.black&-uint64(s.side&1) ^
		z.pit[0][lo&63] ^ z.pit[1][lo>>8&63] ^ z.pit[2][lo>>16&63] ^ z.pit[3][lo>>24&63] ^
		z.pit[4][lo>>32&63] ^ z.pit[5][lo>>40&63] ^ z.pit[6][lo>>48&63] ^ z.pit[7][lo>>56&63] ^
		z.pit[8][hi&63] ^ z.pit[9][hi>>8&63] ^ z.pit[10][hi>>16&63] ^ z.pit[11][hi>>24&63]
}
