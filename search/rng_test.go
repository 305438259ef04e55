package search

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The reference outputs of xoshiro256** from state {1, 2, 3, 4}, as published
// with the reference C code (and used by Rust's rand_xoshiro tests).
func TestRngMatchesTheReferenceXoshiro256StarStar(t *testing.T) {
	r := Rng{s: [4]uint64{1, 2, 3, 4}}
	want := []uint64{
		11520, 0, 1509978240, 1215971899390074240, 1216172134540287360,
		607988272756665600, 16172922978634559625, 8476171486693032832,
		10595114339597558777, 2904607092377533576,
	}
	for i, w := range want {
		assert.Equal(t, w, r.Uint64(), "output %d", i)
	}
}

func TestSplitMix64(t *testing.T) {
	// splitmix64's reference outputs from state 0.
	var state uint64
	for i, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		assert.Equal(t, want, SplitMix64(&state), "output %d", i)
	}
	step := uint64(0x9e3779b97f4a7c15)
	assert.Equal(t, 3*step, state, "the state steps by the golden ratio")
}

func TestRngSeedGoesThroughSplitmix64(t *testing.T) {
	// splitmix64's first output from 0 is 0xe220a8397b1dcdaf.
	r := NewRng(0)
	assert.Equal(t, uint64(0xe220a8397b1dcdaf), r.s[0])
	a, b := NewRng(42), NewRng(42)
	for i := 0; i < 100; i++ {
		require.Equal(t, a.Uint64(), b.Uint64())
	}
	c := NewRng(43)
	assert.NotEqual(t, NewRng(42).Uint64(), c.Uint64())
}

func TestRngIntnStaysInRangeAndIsUniform(t *testing.T) {
	tests := []struct {
		n, draws int
	}{{1, 100}, {2, 20000}, {3, 30000}, {7, 70000}, {10, 100000}}
	for _, tc := range tests {
		r := NewRng(uint64(tc.n))
		counts := make([]int, tc.n)
		for i := 0; i < tc.draws; i++ {
			v := r.Intn(tc.n)
			require.GreaterOrEqual(t, v, 0)
			require.Less(t, v, tc.n)
			counts[v]++
		}
		// Chi-square against uniform; with at most 9 degrees of freedom,
		// 30 is far beyond the 99.9th percentile (27.9).
		exp := float64(tc.draws) / float64(tc.n)
		chi := 0.0
		for _, c := range counts {
			d := float64(c) - exp
			chi += d * d / exp
		}
		assert.Less(t, chi, 30.0, "n=%d counts=%v", tc.n, counts)
	}
}

func TestRngUint32IsTheHighHalf(t *testing.T) {
	a, b := NewRng(8), NewRng(8)
	for i := 0; i < 10; i++ {
		assert.Equal(t, uint32(a.Uint64()>>32), b.Uint32())
	}
}

func TestRngIntnOfNothingIsZero(t *testing.T) {
	r := NewRng(1)
	for _, n := range []int{0, -1, -100} {
		assert.Equal(t, 0, r.Intn(n))
	}
}

func TestRngIntnHugeBoundRejectsBias(t *testing.T) {
	// With n = 3<<61 the rejection branch is taken often; values must stay
	// below n and cover the top third of the range.
	r := NewRng(5)
	n := 3 << 61
	top := 0
	for i := 0; i < 3000; i++ {
		v := r.Intn(n)
		require.Less(t, v, n)
		if v >= 2<<61 {
			top++
		}
	}
	assert.InDelta(t, 1000, top, 150)
}

func TestRngFloat64IsInTheUnitInterval(t *testing.T) {
	r := NewRng(9)
	sum := 0.0
	for i := 0; i < 10000; i++ {
		f := r.Float64()
		require.GreaterOrEqual(t, f, 0.0)
		require.Less(t, f, 1.0)
		sum += f
	}
	assert.InDelta(t, 0.5, sum/10000, 0.02)
}

func TestRngShuffleIsAPermutation(t *testing.T) {
	r := NewRng(3)
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	assert.NotEqual(t, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, xs)
	sort.Ints(xs)
	assert.Equal(t, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, xs)
}

func BenchmarkRngUint64(b *testing.B) {
	b.ReportAllocs()
	r := NewRng(1)
	var s uint64
	for i := 0; i < b.N; i++ {
		s += r.Uint64()
	}
	rngSinkU64 = s
}

func BenchmarkRngIntn(b *testing.B) {
	b.ReportAllocs()
	r := NewRng(1)
	s := 0
	for i := 0; i < b.N; i++ {
		s += r.Intn(37)
	}
	rngSinkInt = s
}

var (
	rngSinkU64 uint64
	rngSinkInt int
)
