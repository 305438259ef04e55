package more

import "botcup/search"

// zobrist are the random keys behind Position.Hash: one per stone of each
// colour on each square, one for Black to move, and one per value (mod 256)
// of each side's move count and penalty points, so that positions equal on
// the board but different in points or in distance to the cut-off differ.
type zobrist struct {
	stone   [2][Squares]uint64
	black   uint64
	moves   [2][256]uint64
	penalty [2][256]uint64
}

var keys = newZobrist()

func newZobrist() *zobrist {
	z := &zobrist{}
	seed := uint64(2017)
	for c := range z.stone {
		for s := range z.stone[c] {
			z.stone[c][s] = search.SplitMix64(&seed)
		}
	}
	z.black = search.SplitMix64(&seed)
	for c := range z.moves {
		for n := range z.moves[c] {
			z.moves[c][n] = search.SplitMix64(&seed)
			z.penalty[c][n] = search.SplitMix64(&seed)
		}
	}
	return z
}

// hashOf computes a position's key from scratch.
func hashOf(p *Position) uint64 {
	var h uint64
	for c := White; c <= Black; c++ {
		for b := p.stones[c]; b != 0; b &= b - 1 {
			h ^= keys.stone[c][trailingSquare(b)]
		}
		h ^= keys.moves[c][p.moves[c]&255] ^ keys.penalty[c][p.penalties[c]&255]
	}
	if p.side == Black {
		h ^= keys.black
	}
	return h
}
