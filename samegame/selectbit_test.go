package samegame

import (
	"math/bits"
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// selectBit finds the same bit as nthBit for every n below the set bits
// of 20,000 random words of every density, and of the full and one-bit
// words.
func TestSelectBitIsNthBit(t *testing.T) {
	r := search.NewRng(67)
	words := []uint64{^uint64(0), 1, 1 << 63, 0x8000000000000001}
	for i := 0; i < 20000; i++ {
		v := r.Uint64()
		for d := r.Intn(4); d > 0; d-- {
			v &= r.Uint64() // sparser
		}
		if r.Intn(2) == 0 {
			v |= r.Uint64() // denser
		}
		words = append(words, v)
	}
	for _, v := range words {
		for n := 0; n < bits.OnesCount64(v); n++ {
			require.Equal(t, nthBit(v, n), selectBit(v, n), "%#x, %d", v, n)
		}
	}
}
