package samegame

import "botcup/search"

// tryCells is randomPlayable's first stage: up to PlayoutTries random
// cells of the columns with stones, up to the tallest column's height as
// last measured, the first that holds a playable stone of a colour that is
// not tabu, or -1. Every stone is as likely, but for the bias of 32-bit
// products, below 2^-23. A cell above its column's stones is empty (it
// lies below the tallest column's height, so inside the board), and an
// empty cell fails the test as a tabu stone does; the test is arithmetic,
// without branches but the one on its outcome, since its parts come out
// at random.
func (b *Board) tryCells(r *search.Rng, tabu *Tabu) int {
	colour, s := b.colour, b.stride
	w, h := uint64(b.width), uint64(b.maxHeight)
	for t := 0; t < PlayoutTries; t++ {
		v := r.Uint64()
		x := int((v >> 32) * w >> 32)
		y := int((v & 0xffffffff) * h >> 32)
		i := (x+1)*s + y + 1
		// wanted, written out: the compiler does not inline it.
		c := colour[i]
		same := b2u(colour[i+1] == c) | b2u(colour[i-1] == c) | b2u(colour[i+s] == c) | b2u(colour[i-s] == c)
		if same&b2u(c != 0)&^b2u(tabu[c]) != 0 {
			return i
		}
	}
	return -1
}

// wanted is 1 if cell i holds a playable stone of a colour that is not
// tabu, 0 if not (an empty cell included), computed without branches. s
// is the board's stride.
func wanted(colour []uint8, i, s int, tabu *Tabu) uint8 {
	c := colour[i]
	same := b2u(colour[i+1] == c) | b2u(colour[i-1] == c) | b2u(colour[i+s] == c) | b2u(colour[i-s] == c)
	return same & b2u(c != 0) &^ b2u(tabu[c])
}

// b2u is 1 for true and 0 for false.
func b2u(ok bool) uint8 {
	var u uint8
	if ok {
		u = 1
	}
	return u
}
