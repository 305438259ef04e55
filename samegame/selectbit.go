package samegame

import "math/bits"

// selectBit is the position of the n-th set bit of v (from 0, lowest
// first), which must have more than n set bits; nthBit without a loop:
// the bytes' bit counts and their running sums in one word each, the byte
// that holds the bit from a comparison of all the sums at once, and the
// bit within it from selectByte.
func selectBit(v uint64, n int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	c := v - v>>1&0x5555555555555555
	c = c&0x3333333333333333 + c>>2&0x3333333333333333
	c = (c + c>>4) & 0x0f0f0f0f0f0f0f0f
	sums := c * ones                                 // byte j: the set bits of bytes 0..j
	before := (uint64(n)*ones | highs) - sums&^highs // byte j: bit 7 set when sums_j <= n
	j := bits.OnesCount64(before & highs)            // the bytes before the bit's byte
	shift := 8 * j
	n -= int(sums << 8 >> shift & 0xff)
	return shift + int(selectByte[v>>shift&0xff][n&7])
}

// selectByte holds, for each byte, the position of its n-th set bit.
var selectByte = func() (t [256][8]uint8) {
	for b := range t {
		n := 0
		for i := 0; i < 8; i++ {
			if b>>i&1 != 0 {
				t[b][n] = uint8(i)
				n++
			}
		}
	}
	return t
}()
