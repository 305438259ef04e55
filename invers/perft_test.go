package invers

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPerftFromTheStart(t *testing.T) {
	// Depths 1..3 are the rules page's cross-check; 4..6 are pinned as
	// regression numbers.
	want := []uint64{1, 24, 544, 12336, 273640, 5904276, 124683708}
	for depth, n := range want {
		assert.Equal(t, n, Perft(depth), "perft %d", depth)
	}
}

func TestPerftStopsAtTheEnd(t *testing.T) {
	// Yellow's only plain tile goes with A (and nothing else ends the game
	// at once): sequences through A stop there.
	s := setUp(t, "yryryr/ryryry/yryryr/ryryry/yryryr/YRyRyR Y R Y 10")
	// Red's inverted tiles on the border block 8 pushes: row 1 columns 2,
	// 4 and 6 (a corner: two pushes), rows 2 and 4 column 1, rows 3 and 5
	// column 6.
	assert.Equal(t, uint64(16), s.Perft(1))
	var buf [Pushes]Push
	var want uint64
	for _, m := range s.Moves(buf[:0]) {
		s.Make(m)
		if !s.Over() {
			want += uint64(len(s.Moves(nil)))
		}
		s.Unmake(m)
	}
	assert.Equal(t, want, s.Perft(2))
	s.Make(0)
	assert.Equal(t, uint64(0), s.Perft(1))
}
