package search

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"botcup/search/internal/toy"
)

// tttEnds is tic-tac-toe that lists no move once a line is made, as Perft
// needs.
type tttEnds struct{ toy.TicTacToe }

func (t *tttEnds) Moves(buf []uint8) []uint8 {
	if over, _ := t.Terminal(); over {
		return buf[:0]
	}
	return t.TicTacToe.Moves(buf)
}

func TestPerftOfTicTacToe(t *testing.T) {
	// The number of games of tic-tac-toe by length: 255,168 games in all,
	// so the sequences of 9 moves are the 127,872 drawn or won on the last.
	want := []uint64{1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872, 0}
	g := &tttEnds{}
	for depth, n := range want {
		assert.Equal(t, n, Perft[uint8](g, depth), "perft %d", depth)
	}
	assert.Equal(t, tttEnds{}, *g, "the board is left as it was")
	assert.Equal(t, uint64(1), Perft[uint8](g, -1), "no move: one empty sequence")
}

func TestPerftOfNim(t *testing.T) {
	// Heaps 1 and 2: 3 first moves (take the 1, one or both of the 2),
	// leaving (0,2), (1,1), (1,0) with 2, 2 and 1 replies; every move takes
	// a stone or more of the 3, so no game lasts 4 moves.
	tests := []struct {
		depth int
		want  uint64
	}{{1, 3}, {2, 5}, {3, 3}, {4, 0}}
	for _, tc := range tests {
		assert.Equal(t, tc.want, Perft[uint16](toy.NewNim(1, 2), tc.depth), "perft %d", tc.depth)
	}
}
