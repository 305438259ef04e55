package samegame

// Hash is a Zobrist-style key of the stones on the board: the XOR over the
// stones of a key for (column, row, colour). The keys come from a mixing
// function rather than a table (a table for 256x256 cells and 255 colours
// would hold 16M keys). It is computed on demand, in time linear in the
// stones; the score is not part of it.
func (b *Board) Hash() uint64 {
	var h uint64
	for x := 0; x < b.width; x++ {
		base := b.at(x, 0)
		for y := 0; y < int(b.height[x]); y++ {
			h ^= stoneKey(x, y, b.colour[base+y])
		}
	}
	return h
}

// stoneKey is the key of a stone of colour c at (x, y): splitmix64's
// finaliser applied to the triple.
func stoneKey(x, y int, c uint8) uint64 {
	z := uint64(x)<<16 | uint64(y)<<8 | uint64(c)
	z += 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
