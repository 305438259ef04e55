package search

import "math/bits"

// Rng is a small, fast, seeded pseudo-random generator (xoshiro256**,
// seeded through splitmix64) shared by the engines and the games. Its zero
// value is not usable: make one with NewRng or Seed it. It never allocates
// and is not safe for concurrent use; give each goroutine its own.
type Rng struct {
	s [4]uint64
}

// NewRng returns a generator seeded with seed. Equal seeds give equal
// sequences on every platform.
func NewRng(seed uint64) *Rng {
	r := &Rng{}
	r.Seed(seed)
	return r
}

// SplitMix64 advances state by the golden-ratio step and returns its
// mix (Steele, Lea and Flood's splitmix64): the generator behind Rng's
// seeding, the games' Zobrist keys and the arena's pair seeds.
func SplitMix64(state *uint64) uint64 {
	*state += 0x9e3779b97f4a7c15
	z := *state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Seed restarts the generator from seed.
func (r *Rng) Seed(seed uint64) {
	for i := range r.s {
		r.s[i] = SplitMix64(&seed)
	}
	// splitmix64 never yields four zero words in a row, but be certain:
	// the all-zero state is the one xoshiro cannot leave.
	if r.s[0]|r.s[1]|r.s[2]|r.s[3] == 0 {
		r.s[0] = 1
	}
}

// Uint64 returns 64 uniformly random bits.
func (r *Rng) Uint64() uint64 {
	s0, s1, s2, s3 := r.s[0], r.s[1], r.s[2], r.s[3]
	s2 ^= s0
	s3 ^= s1
	r.s = [4]uint64{s0 ^ s3, s1 ^ s2, s2 ^ s1<<17, bits.RotateLeft64(s3, 45)}
	return bits.RotateLeft64(s1*5, 7) * 9
}

// Uint32 returns 32 uniformly random bits.
func (r *Rng) Uint32() uint32 { return uint32(r.Uint64() >> 32) }

// Intn returns a uniform number in [0, n). It uses Lemire's multiply-shift
// with rejection, so it is exactly uniform and needs no division in the
// common case. It returns 0 when n <= 0 rather than panicking: callers in
// hot loops pass the length of a non-empty move list.
func (r *Rng) Intn(n int) int {
	if n <= 0 {
		return 0
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// Float64 returns a uniform number in [0, 1) with 53 random bits.
func (r *Rng) Float64() float64 {
	return float64(r.Uint64()>>11) * (1.0 / (1 << 53))
}

// Shuffle puts the first n elements in a uniformly random order, calling
// swap(i, j) to exchange two of them (Fisher-Yates). It is not meant for hot
// loops, where a closure call per element costs; shuffle slices directly there.
func (r *Rng) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}
