package amazes

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestSetupTextRoundTrips(t *testing.T) {
	rng := search.NewRng(8)
	for g := 0; g < 20; g++ {
		s := NewSetup(rng)
		text := FormatSetup(s)
		back, err := ParseSetup(text)
		require.NoError(t, err)
		assert.Equal(t, s, back)
		assert.Equal(t, text, FormatSetup(back))
	}
}

func TestSetupTextDrawsTheMaze(t *testing.T) {
	s := NewSetup(search.NewRng(9))
	lines := strings.Split(FormatSetup(s), "\n")
	require.Len(t, lines, 2*Size+1+2+1)
	assert.Equal(t, strings.Repeat("+-", Size)+"+", lines[0])
	assert.Equal(t, strings.Repeat("+-", Size)+"+", lines[2*Size])
	st := s.Start[Red]
	assert.Equal(t, byte('R'), lines[2*st.Row+1][2*st.Col+1])
	assert.Equal(t, "red "+itoa(st.Row+1)+" "+itoa(st.Col+1)+" "+st.Facing.String(), lines[2*Size+1])
}

func itoa(n int) string {
	if n >= 10 {
		return itoa(n/10) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

func TestParseSetupRejectsBadText(t *testing.T) {
	good := FormatSetup(NewSetup(search.NewRng(10)))
	lines := strings.Split(good, "\n")
	edit := func(y, x int, ch byte) string {
		l := append([]string(nil), lines...)
		b := []byte(l[y])
		b[x] = ch
		l[y] = string(b)
		return strings.Join(l, "\n")
	}
	replaceLine := func(y int, s string) string {
		l := append([]string(nil), lines...)
		l[y] = s
		return strings.Join(l, "\n")
	}
	tests := []struct {
		name string
		text string
		want error
	}{
		{"too few lines", strings.Join(lines[:20], "\n"), ErrBadSetupText},
		{"short line", replaceLine(3, "+-+"), ErrBadSetupText},
		{"bad corner", edit(2, 2, '*'), ErrBadSetupText},
		{"bad wall", edit(0, 1, '|'), ErrBadSetupText},
		{"bad cell", edit(1, 1, 'x'), ErrBadSetupText},
		{"open outer wall", edit(0, 1, ' '), ErrBadSetupText},
		{"bad start line", replaceLine(2*Size+1, "red 1 1"), ErrBadSetupText},
		{"start out of range", replaceLine(2*Size+1, "red 26 1 N"), ErrBadSetupText},
		{"bad facing", replaceLine(2*Size+1, "red 1 1 Q"), ErrBadSetupText},
		{"swapped names", replaceLine(2*Size+1, strings.Replace(lines[2*Size+1], "red", "blue", 1)), ErrBadSetupText},
		{"mark off the start", replaceLine(2*Size+2, "blue 1 1 N"), ErrBadSetupText},
		{"closed cell", edit(1, 2, '|'), nil}, // checked below: may or may not disconnect
	}
	for _, tc := range tests[:len(tests)-1] {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseSetup(tc.text)
			assert.ErrorIs(t, err, tc.want)
		})
	}
	// Walling the four sides of a cell disconnects the maze: the drawing is
	// read but Validate rejects it.
	s, err := ParseSetup(good)
	require.NoError(t, err)
	cell := s.Start[Red]
	l := append([]string(nil), lines...)
	for _, yx := range [][2]int{{2 * cell.Row, 2*cell.Col + 1}, {2*cell.Row + 2, 2*cell.Col + 1}, {2*cell.Row + 1, 2 * cell.Col}, {2*cell.Row + 1, 2*cell.Col + 2}} {
		b := []byte(l[yx[0]])
		b[yx[1]] = "-|"[yx[0]%2]
		l[yx[0]] = string(b)
	}
	_, err = ParseSetup(strings.Join(l, "\n"))
	assert.ErrorIs(t, err, ErrNotConnected)
}

func FuzzParseSetup(f *testing.F) {
	f.Add(FormatSetup(NewSetup(search.NewRng(1))))
	f.Add("+-+\n| |\n+-+\nred 1 1 N\nblue 1 1 N\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSetup(text)
		if err != nil {
			return
		}
		require.NoError(t, s.Validate())
		back, err := ParseSetup(FormatSetup(s))
		require.NoError(t, err)
		assert.Equal(t, s, back)
	})
}

func TestCarveOpensDrawnSidesAndRejectsTheOuterWall(t *testing.T) {
	m := NewMaze()
	require.NoError(t, m.Carve(3, 4, "+-+-+", "|   |", "+ +-+"))
	assert.False(t, m.Wall(3, 4, East))
	assert.False(t, m.Wall(3, 4, South))
	assert.True(t, m.Wall(3, 5, South))
	assert.True(t, m.Wall(3, 4, North))
	assert.Equal(t, 2, m.Openings())
	assert.ErrorIs(t, NewMaze().Carve(0, 0, "+ +"), ErrBadSetupText)
}
