package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// playableBlock (playable8 where the 8 cells fit) agrees with playable on
// every run of 8 cells of a column, cut at the top padding cell, over
// random games on boards with up to 255 colours (bytes with the high bit
// set included) and columns that close.
func TestPlayableBlockAgreesWithPlayable(t *testing.T) {
	r := search.NewRng(41)
	for game := 0; game < 100; game++ {
		cols, rows, colours := 1+r.Intn(30), 8+r.Intn(30), 1+r.Intn(255)
		b := randomBoard(t, r, cols, rows, colours, Classic)
		playRandomGame(r, b, func() {
			for x := 0; x < b.cols; x++ {
				end := b.at(x, b.rows) // the top padding cell
				for i := b.at(x, 0); i <= end; i++ {
					m := b.playableBlock(i, end)
					for k := 0; k < 8; k++ {
						want := i+k <= end && b.colour[i+k] != 0 && b.playable(i+k)
						require.Equal(t, want, m>>(8*k+7)&1 == 1, "game %d cell %d", game, i+k)
					}
					require.Zero(t, m&^lanesHigh, "game %d cell %d", game, i)
				}
			}
		})
	}
}
