package bao

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseMove(t *testing.T) {
	tests := []struct {
		in   string
		want Pit
		ok   bool
	}{
		{"A", 0, true},
		{"F", 5, true},
		{"G", 6, true},
		{"L", 11, true},
		{"L\r\n", 11, true},
		{" C ", 2, true},
		{"", 0, false},
		{"M", 0, false},
		{"a", 0, false},
		{"AB", 0, false},
		{"@", 0, false},
		{"Start", 0, false},
		{"Quit", 0, false},
		{"1", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseMove(tt.in)
			if !tt.ok {
				assert.ErrorIs(t, err, ErrMoveSyntax)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, string(rune('A'+tt.want)), got.String())
		})
	}
	assert.Equal(t, "Pit(12)", Pit(12).String())
}

func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{"A", "L", "M", "", "Quit", "Start", "a", " B\r\n", "\xff"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		p, err := ParseMove(in)
		if err != nil {
			assert.ErrorIs(t, err, ErrMoveSyntax)
			return
		}
		require.Less(t, p, Pit(Pits))
		// What parses prints back as its one letter, which parses again.
		again, err := ParseMove(p.String())
		require.NoError(t, err)
		assert.Equal(t, p, again)
	})
}

func TestParsePositionRejects(t *testing.T) {
	tests := []struct{ name, in string }{
		{"no parts", "4 4 4"},
		{"eleven pits", "4 4 4 4 4 4 4 4 4 4 4 / 4 0 / W 0"},
		{"a negative pit", "-4 4 4 4 4 4 4 4 4 4 4 12 / 0 0 / W 0"},
		{"a word", "x 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / W 0"},
		{"49 stones", "4 4 4 4 4 4 4 4 4 4 4 4 / 1 0 / W 0"},
		{"a bad side", "4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / X 0"},
		{"too many moves", "4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / W 101"},
		{"a store too big", "0 0 0 0 0 0 0 0 0 0 0 0 / 49 -1 / W 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := ParsePosition(tt.in)
			assert.Nil(t, s)
			assert.ErrorIs(t, err, ErrPositionSyntax)
		})
	}
}

func TestPositionRoundTrip(t *testing.T) {
	r := rng(4)
	for i := 0; i < 1000; i++ {
		s := randomPosition(&r)
		back, err := ParsePosition(s.String())
		require.NoError(t, err)
		assert.Equal(t, s.position, back.position)
		assert.Equal(t, s.Hash(), back.Hash())
	}
	start, err := ParsePosition("")
	require.NoError(t, err)
	assert.Equal(t, "4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / W 0", start.String())
}

func FuzzParsePosition(f *testing.F) {
	for _, seed := range []string{"", "4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / W 0", "0 0 0 0 0 0 2 2 2 2 2 2 / 28 8 / B 40", "/ / /", "48 0 0 0 0 0 0 0 0 0 0 0 / 0 0 / B 100"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := ParsePosition(in)
		if err != nil {
			assert.ErrorIs(t, err, ErrPositionSyntax)
			return
		}
		// A position that parses is whole: 48 stones, and its moves play.
		white, black := s.Scores()
		require.Equal(t, Stones, white+black)
		var buf [PitsPerSide]Pit
		for _, m := range s.Moves(buf[:0]) {
			require.NoError(t, s.Legal(m))
			s.Make(m)
			w, b := s.Scores()
			require.Equal(t, Stones, w+b)
			s.Unmake(m)
		}
		again, err := ParsePosition(s.String())
		require.NoError(t, err)
		assert.Equal(t, s.position, again.position)
	})
}
