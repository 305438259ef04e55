package bao

import (
	"testing"

	"botcup/search"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPerftFromTheStart(t *testing.T) {
	// Depths 1..5 are the rules page's cross-check; 6..10 are pinned as
	// regression numbers (an independent C perft agrees to depth 13).
	want := []uint64{1, 6, 34, 171, 855, 4056, 19668, 93409, 445048, 2107260, 9910189}
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

func TestCopyMakePerftAgreesWithMakeUnmake(t *testing.T) {
	// Perft plays each move on a copy of the position; search.Perft plays
	// it with Make and takes it back with Unmake. From random positions
	// (any side to move, any move count, captures made) they agree.
	r := rng(7)
	for i := 0; i < 300; i++ {
		s := randomPosition(&r)
		before := s.position
		for depth := 1; depth <= 4; depth++ {
			require.Equal(t, search.Perft[Pit](s, depth), s.Perft(depth), "perft %d from %v", depth, s)
		}
		require.Equal(t, before, s.position)
	}
}
