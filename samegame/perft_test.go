package samegame

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPerftAgreesWithReference(t *testing.T) {
	example, err := ParseBoard(exampleBoard)
	require.NoError(t, err)
	board1 := dataLines(t, "standard20.txt")[0]
	standard, err := ParseBoard(board1)
	require.NoError(t, err)
	tests := []struct {
		name  string
		rows  [][]uint8
		depth int
		want  []uint64 // perft(1), perft(2), ...: pinned regression numbers
	}{
		{"contest example", example, 6, []uint64{3, 6, 7, 5, 5, 0}},
		{"standard board 1", standard, 3, []uint64{44, 1880, 78226}},
	}
	for _, tc := range tests {
		b, err := NewBoard(tc.rows, Contest)
		require.NoError(t, err)
		ref := newRef(tc.rows)
		for d := 1; d <= tc.depth; d++ {
			got := b.Perft(d)
			assert.Equal(t, tc.want[d-1], got, "%s perft(%d)", tc.name, d)
			if d <= 2 || tc.name == "contest example" {
				assert.Equal(t, ref.perft(d), got, "%s perft(%d) against the reference", tc.name, d)
			}
		}
		assert.Equal(t, uint64(1), b.Perft(0))
		assert.Equal(t, tc.rows, b.Rows(), "perft leaves the board as it was")
	}
}
