package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// hashByKeys is Hash from stoneKey alone, without the key table.
func hashByKeys(b *Board) uint64 {
	var h uint64
	for x := 0; x < b.Columns(); x++ {
		for y := 0; y < b.Height(x); y++ {
			h ^= stoneKey(x, y, b.Colour(x, y))
		}
	}
	return h
}

// Hash is the XOR of the stones' keys after every move of random games, on
// boards with a key table (up to 32x32 cells, 8 colours) and without one
// (more cells or more colours), and a copy shares its source's table.
func TestHashIsTheXorOfTheStoneKeys(t *testing.T) {
	r := search.NewRng(37)
	tables := 0
	for game := 0; game < 200; game++ {
		cols, rows, colours := 1+r.Intn(40), 1+r.Intn(40), 1+r.Intn(10)
		b := randomBoard(t, r, cols, rows, colours, Classic)
		small := cols*rows <= KeyTableCells && len(b.Palette()) <= KeyTableColours
		require.Equal(t, small, b.keys != nil, "game %d", game)
		if small {
			tables++
		}
		var c Board
		playRandomGame(r, b, func() {
			c.CopyFrom(b)
			require.Same(t, b.keys, c.keys)
			require.Equal(t, hashByKeys(b), b.Hash(), "game %d", game)
			require.Equal(t, b.Hash(), c.Hash(), "game %d", game)
		})
	}
	require.Greater(t, tables, 50)
	require.Less(t, tables, 150)
}
