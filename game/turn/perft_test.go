package turn

import (
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game"
)

// Perft counts the sequences of depth takes from the heap.
func (g *heapGame) Perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for m := 1; m <= 3 && m <= g.heap; m++ {
		g.heap -= m
		n += g.Perft(depth - 1)
		g.heap += m
	}
	return n
}

var errNoHeap = errors.New("not a heap size")

func parseHeap(board string) (*heapGame, error) {
	if board == "" {
		return newHeapGame(), nil
	}
	n, err := strconv.Atoi(board)
	if err != nil || n < 0 {
		return nil, errNoHeap
	}
	return &heapGame{heap: n}, nil
}

func TestPerftOf(t *testing.T) {
	perft := game.PerftOf(parseHeap)
	tests := []struct {
		board string
		depth int
		want  uint64
	}{
		{"", 1, 3},
		{"", 2, 9},
		{"3", 2, 3}, // 1+1, 1+2, 2+1
		{"3", 3, 1}, // 1+1+1
		{"3", 4, 0}, // the heap runs out first
		{"2", 0, 1}, // the empty sequence
	}
	for _, tc := range tests {
		n, err := perft(tc.board, tc.depth)
		require.NoError(t, err)
		assert.Equal(t, tc.want, n, "heap %q depth %d", tc.board, tc.depth)
	}
	_, err := perft("many", 1)
	assert.ErrorIs(t, err, errNoHeap)
}
