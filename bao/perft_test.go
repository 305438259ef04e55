package bao

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPerftFromTheStart(t *testing.T) {
	// Depths 1..5 are the rules page's cross-check; 6..8 are pinned as
	// regression numbers.
	want := []uint64{1, 6, 34, 171, 855, 4056, 19668, 93409, 445048}
	for depth, n := range want {
		assert.Equal(t, n, Perft(depth), "perft %d", depth)
	}
}

func TestPerftStopsAtTheEnd(t *testing.T) {
	// One move left before the hundredth: every sequence longer than one
	// move ends early and adds nothing.
	s, err := ParsePosition("4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / W 99")
	if assert.NoError(t, err) {
		assert.Equal(t, uint64(6), s.Perft(1))
		assert.Equal(t, uint64(0), s.Perft(2))
	}
}
