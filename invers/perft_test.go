package invers

import (
	"testing"

	"botcup/search"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPerftFromTheStart(t *testing.T) {
	// Depths 1..3 are the rules page's cross-check; 4..7 are pinned as
	// regression numbers (an independent program agrees to depth 7).
	want := []uint64{1, 24, 544, 12336, 273640, 5904276, 124683708, 2570683280}
	if testing.Short() {
		want = want[:7] // depth 7 takes most of a second
	}
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

func TestPerftAgreesWithMovesAndMake(t *testing.T) {
	// State.Perft counts on its own words; search.Perft counts with Moves,
	// Make and Unmake. Random positions (some near the 200-ply end, many
	// with blocked pushes and games that end on the way) and games from
	// the start.
	r := rng(3)
	for i := 0; i < 300; i++ {
		s := randomPosition(&r)
		switch i % 3 {
		case 0:
			s.plies = uint8(MaxPlies - 1 - r.intn(4))
		case 1:
			// Few plain tiles, so that games end within the depth.
			for s.plainCount(Yellow)+s.plainCount(Red) > 4 {
				sq := Square(r.intn(Squares))
				if s.plainCount(Colour(^s.yellow>>sq&1)) > 1 {
					s.inverted |= 1 << sq
				}
			}
			s.plain = [2]uint8{uint8(s.plainCount(Yellow)), uint8(s.plainCount(Red))}
		}
		before := s.position
		for depth := 0; depth <= 3; depth++ {
			require.Equal(t, search.Perft[Push](s, depth), s.Perft(depth), "%v depth %d", s, depth)
		}
		require.Equal(t, before, s.position)
	}
	s := New()
	for depth := 0; depth <= 4; depth++ {
		assert.Equal(t, search.Perft[Push](s, depth), s.Perft(depth), "depth %d", depth)
	}
}
