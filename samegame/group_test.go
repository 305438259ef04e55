package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// playable8 agrees with playable on every run of 8 cells of a column (the
// top padding cell included), over random games on boards with up to 255
// colours (bytes with the high bit set included) and columns that close.
func TestPlayable8AgreesWithPlayable(t *testing.T) {
	r := search.NewRng(41)
	for game := 0; game < 100; game++ {
		cols, rows, colours := 1+r.Intn(30), 8+r.Intn(30), 1+r.Intn(255)
		b, err := NewBoard(randomRows(r, cols, rows, colours), Classic)
		require.NoError(t, err)
		playRandomGame(r, b, func() {
			for x := 0; x < b.cols; x++ {
				for i := b.at(x, 0); i+7 <= b.at(x, b.rows); i++ { // up to the top padding cell
					m := b.playable8(i)
					for k := 0; k < 8; k++ {
						want := b.colour[i+k] != 0 && b.playable(i+k)
						require.Equal(t, want, m>>(8*k+7)&1 == 1, "game %d cell %d", game, i+k)
					}
				}
			}
		})
	}
}
