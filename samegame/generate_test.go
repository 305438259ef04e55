package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sameNeighbours counts the pairs of orthogonal neighbours of one colour.
func sameNeighbours(rows [][]uint8) int {
	n := 0
	for y, row := range rows {
		for x, c := range row {
			if x+1 < len(row) && row[x+1] == c {
				n++
			}
			if y+1 < len(rows) && rows[y+1][x] == c {
				n++
			}
		}
	}
	return n
}

func TestGenerateDrawsValidBoards(t *testing.T) {
	r := search.NewRng(5)
	for p := range Patterns {
		for _, opts := range []GenOptions{
			{Columns: 15, Rows: 15, Colours: 5},
			{Columns: 1, Rows: 1, Colours: 1},
			{Columns: 40, Rows: 7, Colours: 3, Weights: []int{5, 1, 0}},
			{Columns: 256, Rows: 256, Colours: 255, Noise: 10},
		} {
			opts.Pattern = Pattern(p)
			rows, err := Generate(opts, r)
			require.NoError(t, err, "%+v", opts)
			require.Len(t, rows, opts.Rows)
			b, err := NewBoard(rows, Contest)
			require.NoError(t, err, "%+v", opts)
			assert.Equal(t, opts.Columns*opts.Rows, b.Stones(), "boards are full")
			for _, c := range b.Palette() {
				assert.LessOrEqual(t, int(c), opts.Colours)
				if opts.Weights != nil && opts.Pattern != Gradient {
					assert.Positive(t, opts.Weights[c-1], "colour %d has weight 0", c)
				}
			}
		}
	}
}

func TestGeneratedPicturesHaveLargeAreas(t *testing.T) {
	// A picture keeps far more neighbours of one colour together than a
	// scatter of the same colours: on 30x30 with 5 colours a scatter has
	// about 1/5 of its 1,740 neighbour pairs alike.
	r := search.NewRng(9)
	scatter, err := Generate(GenOptions{Columns: 30, Rows: 30, Colours: 5}, r)
	require.NoError(t, err)
	base := sameNeighbours(scatter)
	assert.InDelta(t, 1740/5, base, 60)
	for _, p := range []Pattern{Areas, Stripes, Gradient} {
		rows, err := Generate(GenOptions{Columns: 30, Rows: 30, Colours: 5, Pattern: p}, r)
		require.NoError(t, err)
		assert.Greater(t, sameNeighbours(rows), 2*base, Patterns[p])
	}
}

func TestGenerateIsSeeded(t *testing.T) {
	opts := GenOptions{Columns: 20, Rows: 10, Colours: 4, Pattern: Areas, Noise: 5}
	a, err := Generate(opts, search.NewRng(42))
	require.NoError(t, err)
	b, err := Generate(opts, search.NewRng(42))
	require.NoError(t, err)
	c, err := Generate(opts, search.NewRng(43))
	require.NoError(t, err)
	assert.Equal(t, a, b)
	assert.NotEqual(t, a, c)
}

func TestGenerateRejectsBadOptions(t *testing.T) {
	r := search.NewRng(1)
	tests := []struct {
		opts GenOptions
		msg  string
	}{
		{GenOptions{Columns: 0, Rows: 5, Colours: 2}, "0x5 board"},
		{GenOptions{Columns: 5, Rows: 257, Colours: 2}, "5x257 board"},
		{GenOptions{Columns: 5, Rows: 5, Colours: 0}, "0 colours"},
		{GenOptions{Columns: 5, Rows: 5, Colours: 256}, "256 colours"},
		{GenOptions{Columns: 5, Rows: 5, Colours: 2, Weights: []int{1}}, "1 weights for 2 colours"},
		{GenOptions{Columns: 5, Rows: 5, Colours: 2, Weights: []int{1, -1}}, "weight -1 of colour 2"},
		{GenOptions{Columns: 5, Rows: 5, Colours: 2, Weights: []int{0, 0}}, "all weights are 0"},
		{GenOptions{Columns: 5, Rows: 5, Colours: 2, Noise: 101}, "noise 101%"},
		{GenOptions{Columns: 5, Rows: 5, Colours: 2, Pattern: 9}, "pattern 9"},
	}
	for _, tc := range tests {
		rows, err := Generate(tc.opts, r)
		assert.Nil(t, rows)
		require.ErrorIs(t, err, ErrGenerate)
		assert.Contains(t, err.Error(), tc.msg)
	}
	_, err := ParsePattern("plaid")
	assert.ErrorIs(t, err, ErrGenerate)
	p, err := ParsePattern("stripes")
	require.NoError(t, err)
	assert.Equal(t, Stripes, p)
}
