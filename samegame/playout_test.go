package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPlayoutPlaysLegalGamesToTheEnd(t *testing.T) {
	r := search.NewRng(11)
	for game := 0; game < 300; game++ {
		cols, rows, colours := 1+r.Intn(20), 1+r.Intn(20), 1+r.Intn(6)
		start := randomRows(r, cols, rows, colours)
		for _, s := range []Scoring{Contest, Classic} {
			b, err := NewBoard(start, s)
			require.NoError(t, err)
			tabu := b.TabuColour()
			line := b.Playout(r, tabu, nil)
			assert.True(t, b.Over())
			end, score, err := Replay(start, line, s)
			require.NoError(t, err, "game %d: %s", game, FormatSolution(line))
			assert.Equal(t, b.Score(), score)
			assert.Equal(t, end.Rows(), b.Rows())
		}
	}
}

func TestPlayoutKeepsTheTabuColourForLast(t *testing.T) {
	// Colour 1 is tabu. The pair of 2s must go first; column 1 then closes
	// and the four 1s form one group: 1 + 3*3.
	rows := [][]uint8{
		{1, 2, 1},
		{1, 2, 1},
	}
	for seed := uint64(0); seed < 50; seed++ {
		b, err := NewBoard(rows, Contest)
		require.NoError(t, err)
		require.Equal(t, uint8(1), b.TabuColour())
		line := b.Playout(search.NewRng(seed), 1, nil)
		require.Len(t, line, 2)
		assert.Equal(t, 1, line[0].X(), "a stone of the 2s first")
		assert.Equal(t, int64(10), b.Score())
	}
	// Without a tabu colour the pairs of 1s may go first: 1 + 1 + 1.
	worse := 0
	for seed := uint64(0); seed < 50; seed++ {
		b, err := NewBoard(rows, Contest)
		require.NoError(t, err)
		b.Playout(search.NewRng(seed), NoTabu, nil)
		if b.Score() == 3 {
			worse++
		}
	}
	assert.Positive(t, worse)
}
