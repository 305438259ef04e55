package invers

import "botcup/search"

// zobrist holds the random keys of the Zobrist hash. The board is two
// packed 36-bit words (colour and side up), so the keys are per byte of
// each word and the byte's value (Zobrist hashing with 8-square pieces:
// five lookups a word), plus one per colour each side holds, one for Red
// to move and one per number of plies played (the 100-move end makes it
// part of the position's value).
type zobrist struct {
	yellow   [5][256]uint64
	inverted [5][256]uint64
	held     [2][2]uint64
	red      uint64
	plies    [MaxPlies + 1]uint64
}

var keys = newKeys()

func newKeys() *zobrist {
	z := &zobrist{}
	seed := uint64(0x1e5e5)
	for i := range z.yellow {
		for v := range z.yellow[i] {
			z.yellow[i][v] = search.SplitMix64(&seed)
			z.inverted[i][v] = search.SplitMix64(&seed)
		}
	}
	for side := range z.held {
		for c := range z.held[side] {
			z.held[side][c] = search.SplitMix64(&seed)
		}
	}
	z.red = search.SplitMix64(&seed)
	for p := range z.plies {
		z.plies[p] = search.SplitMix64(&seed)
	}
	return z
}

// Hash is the Zobrist key of the position, side to move, held tiles and
// plies played included, computed from the packed words when asked.
func (s *State) Hash() uint64 {
	z := keys
	y, v := s.yellow, s.inverted
	h := z.yellow[0][y&0xff] ^ z.yellow[1][y>>8&0xff] ^ z.yellow[2][y>>16&0xff] ^
		z.yellow[3][y>>24&0xff] ^ z.yellow[4][y>>32&0xff] ^
		z.inverted[0][v&0xff] ^ z.inverted[1][v>>8&0xff] ^ z.inverted[2][v>>16&0xff] ^
		z.inverted[3][v>>24&0xff] ^ z.inverted[4][v>>32&0xff] ^
		z.held[Yellow][s.held[Yellow]] ^ z.held[Red][s.held[Red]] ^ z.plies[s.plies]
	if s.side == Red {
		h ^= z.red
	}
	return h
}
