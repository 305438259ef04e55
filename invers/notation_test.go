package invers

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParsePush(t *testing.T) {
	tests := []struct {
		in   string
		want Push
		ok   bool
	}{
		{"A", 0, true},
		{"X", 23, true},
		{"M\r\n", 12, true},
		{" G ", 6, true},
		{"", 0, false},
		{"Y", 0, false},
		{"Z", 0, false},
		{"a", 0, false},
		{"AB", 0, false},
		{"@", 0, false},
		{"1", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParsePush(tt.in)
			if !tt.ok {
				assert.ErrorIs(t, err, ErrPushSyntax)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	assert.Equal(t, "Push(24)", Push(24).String())
}

func FuzzParsePush(f *testing.F) {
	for _, seed := range []string{"A", "X", "Y", "Z", "", "a", " K\r\n", "\xff"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		p, err := ParsePush(in)
		if err != nil {
			assert.ErrorIs(t, err, ErrPushSyntax)
			return
		}
		require.Less(t, p, Push(Pushes))
		again, err := ParsePush(p.String())
		require.NoError(t, err)
		assert.Equal(t, p, again)
	})
}

func TestParsePositionRejects(t *testing.T) {
	tests := []struct{ name, in string }{
		{"too few fields", "YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y"},
		{"five rows", "YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR Y R Y 0"},
		{"a short row", "YRYRY/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y 0"},
		{"a bad tile", "YRYRYX/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y 0"},
		{"a bad held tile", "YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY y R Y 0"},
		{"a bad side", "YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R X 0"},
		{"20 yellow tiles", "YYYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y 0"},
		{"19 plain yellow tiles", "YYYYYY/YYYYYY/YYYYYY/rRRRRR/RRRRRR/RRRRRR R R Y 0"},
		{"too many plies", "YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y 201"},
		{"negative plies", "YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y -1"},
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
	r := rng(3)
	for i := 0; i < 1000; i++ {
		s := randomPosition(&r)
		back, err := ParsePosition(s.String())
		require.NoError(t, err)
		assert.Equal(t, s.position, back.position)
		assert.Equal(t, s.Hash(), back.Hash())
	}
}

func FuzzParsePosition(f *testing.F) {
	for _, seed := range []string{"", "YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y 0",
		"yryryr/ryryry/yryryr/ryryry/yryryr/YRyRyR Y R R 11", "a b c d e"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := ParsePosition(in)
		if err != nil {
			assert.ErrorIs(t, err, ErrPositionSyntax)
			return
		}
		var buf [Pushes]Push
		for _, m := range s.Moves(buf[:0]) {
			require.NoError(t, s.Legal(m))
			before := s.position
			s.Make(m)
			require.Equal(t, s.plainCount(Yellow), s.Plain(Yellow))
			require.Equal(t, s.plainCount(Red), s.Plain(Red))
			s.Unmake(m)
			require.Equal(t, before, s.position)
		}
		again, err := ParsePosition(s.String())
		require.NoError(t, err)
		assert.Equal(t, s.position, again.position)
	})
}
