package more

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestPerftOfTheExampleBoard(t *testing.T) {
	// Depths 1..5 cross-checked with an independent implementation (see
	// the rules page); 6..8 pinned, 8 also given by DESIGN.md.
	want := []uint64{1, 6, 36, 330, 2970, 27540, 244764, 2527866, 24937456}
	p := NewPosition(mustBoard(t, ExampleBoard))
	start := *p
	for depth, n := range want {
		assert.Equal(t, n, p.Perft(depth), "depth %d", depth)
		require.Equal(t, start, *p)
	}
}

// refPerft counts move sequences with the reference rules, playing on
// copies of the cells. Cut-offs are out of reach at the depths used.
func refPerft(g refGame, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	whiteHome := g.cells[0][0] == refWhite && g.cells[0][1] == refWhite && g.cells[1][0] == refWhite && g.cells[1][1] == refWhite
	blackHome := g.cells[4][4] == refBlack && g.cells[4][5] == refBlack && g.cells[5][4] == refBlack && g.cells[5][5] == refBlack
	if whiteHome && blackHome {
		return 0
	}
	var n uint64
	for _, m := range g.moves() {
		next := g
		next.side = g.side.Other()
		if m.name != NilLine {
			fr, fc := int(m.name[0]-'a'), int(m.name[1]-'1')
			tr, tc := int(m.name[2]-'a'), int(m.name[3]-'1')
			next.cells[tr][tc] = next.cells[fr][fc]
			next.cells[fr][fc] = refEmpty
		}
		n += refPerft(next, depth-1)
	}
	return n
}

func TestPerftMatchesTheReference(t *testing.T) {
	rng := search.NewRng(4)
	for i := 0; i < 40; i++ {
		p := randomPosition(rng)
		if i == 0 {
			p = NewPosition(randomBoard(rng))
		}
		for depth := 1; depth <= 3; depth++ {
			require.Equal(t, refPerft(*newRefGame(p), depth), p.Perft(depth), "position %d depth %d: board %s white %x black %x", i, depth, p.board, p.stones[White], p.stones[Black])
		}
	}
}

func TestPerftCountsNilTurns(t *testing.T) {
	b := mustBoard(t, ExampleBoard)
	// White has finished: every White turn is one Nil move, so perft(2)
	// is Black's moves, and perft(1) with White to move is 1.
	p, err := Setup(b, HomeSquares[White], squares(t, "c3", "c4", "d3", "d4"), White)
	require.NoError(t, err)
	var black Position = *p
	black.side = Black
	black.hash = hashOf(&black)
	assert.Equal(t, uint64(1), p.Perft(1))
	assert.Equal(t, uint64(black.Count()), p.Perft(2))
	assert.Equal(t, black.Perft(1), p.Perft(2))
	// Both finished: the game is over and nothing is counted.
	p, err = Setup(b, HomeSquares[White], HomeSquares[Black], White)
	require.NoError(t, err)
	assert.Equal(t, uint64(1), p.Perft(0))
	assert.Equal(t, uint64(0), p.Perft(1))
	assert.Equal(t, uint64(0), p.Perft(3))
}
