package bao

import "math/bits"

// Perft counts the move sequences of exactly depth moves from the start
// position; a game that ends sooner adds nothing.
func Perft(depth int) uint64 { return New().Perft(depth) }

// Perft counts the move sequences of exactly depth moves from s, the last
// ply counted in bulk; a game that ends sooner adds nothing. s is left as
// it was.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return s.position.perft(depth)
}

// perft is Perft by copy-make: each move is played on a copy of x. (x is a
// value, not a pointer, so that the copies stay on the stack.) The last ply
// is counted without a call.
func (x position) perft(depth int) uint64 {
	own, first := x.own()
	moves := nonEmpty(own)
	if depth == 1 {
		return uint64(bits.OnesCount64(moves))
	}
	var n uint64
	for ; moves != 0; moves &= moves - 1 {
		c := x
		c.play(first+Pit(bits.TrailingZeros64(moves)/8), &x.pits)
		if depth == 2 {
			own, _ := c.own()
			n += uint64(bits.OnesCount64(nonEmpty(own)))
		} else {
			n += c.perft(depth - 1)
		}
	}
	return n
}
