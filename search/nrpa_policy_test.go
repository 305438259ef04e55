package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPolicyKeepsAWeightPerCode(t *testing.T) {
	p := newPolicy(16)
	assert.Zero(t, p.weight(7))
	p.add(7, 1.5)
	p.add(0, -2)
	p.add(7, 0.25)
	p.add(1<<32-1, 3) // the largest code is a code like any other
	assert.Equal(t, 1.75, p.weight(7))
	assert.Equal(t, -2.0, p.weight(0))
	assert.Equal(t, 3.0, p.weight(1<<32-1))
	assert.Zero(t, p.weight(8))
	assert.Equal(t, 3, p.len())

	q := newPolicy(16)
	q.add(99, 9)
	q.copyFrom(&p)
	assert.Equal(t, 3, q.len())
	assert.Zero(t, q.weight(99))
	assert.Equal(t, 1.75, q.weight(7))
	q.add(7, 1)
	assert.Equal(t, 1.75, p.weight(7), "a copy is independent")

	p.clear()
	assert.Zero(t, p.len())
	assert.Zero(t, p.weight(7))
}

func TestPolicyWhenFullDropsNewCodes(t *testing.T) {
	p := newPolicy(8) // holds 6 codes
	for c := uint32(0); c < 20; c++ {
		p.add(c*1000, float64(c+1))
	}
	require.Equal(t, 6, p.len())
	for c := uint32(0); c < 20; c++ {
		want := 0.0
		if c < 6 {
			want = float64(c + 1)
		}
		assert.Equal(t, want, p.weight(c*1000), "code %d", c*1000)
	}
}
