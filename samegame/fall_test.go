package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// A board without origins (in a playout, where fall gathers the stones
// without branches) stands exactly as one with them after every move of
// random games on boards of several sizes and colour counts, its heights
// and width included.
func TestFallWithoutOriginsMatchesFallWithThem(t *testing.T) {
	r := search.NewRng(67)
	var moves []Move
	played := 0
	for game := 0; game < 60; game++ {
		with := sizedBoard(t, r, 50, 50, 6, Contest)
		without := with.Clone()
		without.noOrigin = true
		for {
			moves = with.Moves(moves)
			if len(moves) == 0 {
				break
			}
			m := moves[r.Intn(len(moves))]
			with.Play(m)
			without.Play(m)
			played++
			require.Equal(t, with.colour, without.colour, "game %d", game)
			require.Equal(t, with.height, without.height, "game %d", game)
			require.Equal(t, with.width, without.width, "game %d", game)
			require.Equal(t, with.Score(), without.Score(), "game %d", game)
		}
	}
	require.Greater(t, played, 1000)
}
