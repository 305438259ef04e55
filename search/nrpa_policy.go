package search

import "math/bits"

// policy is NRPA's policy: a weight per move code, in an open-addressing
// table of fixed size (linear probing) allocated once. Codes never seen
// weigh 0. When the table is full, new codes are not added and keep weight
// 0, so a search degrades rather than fails; the size should be a few times
// the number of distinct codes a puzzle produces.
type policy struct {
	keys    []uint64 // code+1 per slot; 0 marks an empty slot
	weights []float64
	used    []int32 // the occupied slots, so clear and copy cost what is used
	shift   uint
	limit   int // most codes held: three quarters of the slots
}

// newPolicy makes an empty policy of size slots, a power of two >= 4.
func newPolicy(size int) policy {
	return policy{
		keys:    make([]uint64, size),
		weights: make([]float64, size),
		used:    make([]int32, 0, size),
		shift:   uint(64 - bits.TrailingZeros(uint(size))),
		limit:   size - size/4,
	}
}

// find is the slot of code, or the empty slot where it would go.
func (p *policy) find(code uint32) int {
	key := uint64(code) + 1
	mask := len(p.keys) - 1
	i := int((key * 0x9e3779b97f4a7c15) >> p.shift)
	for p.keys[i] != 0 && p.keys[i] != key {
		i = (i + 1) & mask
	}
	return i
}

// weight is code's weight, 0 if it has none.
func (p *policy) weight(code uint32) float64 {
	i := p.find(code)
	if p.keys[i] == 0 {
		return 0
	}
	return p.weights[i]
}

// add adds d to code's weight, giving it a slot if it has none and the
// table has room.
func (p *policy) add(code uint32, d float64) {
	i := p.find(code)
	if p.keys[i] == 0 {
		if len(p.used) >= p.limit {
			return
		}
		p.keys[i] = uint64(code) + 1
		p.weights[i] = 0
		p.used = append(p.used, int32(i))
	}
	p.weights[i] += d
}

// clear empties the policy.
func (p *policy) clear() {
	for _, i := range p.used {
		p.keys[i] = 0
	}
	p.used = p.used[:0]
}

// copyFrom makes p equal to src, a policy of the same size.
func (p *policy) copyFrom(src *policy) {
	p.clear()
	for _, i := range src.used {
		p.keys[i] = src.keys[i]
		p.weights[i] = src.weights[i]
	}
	p.used = append(p.used, src.used...)
}

// len is the number of codes with a weight.
func (p *policy) len() int { return len(p.used) }
