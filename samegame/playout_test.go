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

func TestPlayoutWithTwoTabuColours(t *testing.T) {
	// Counts: 1 has 4 stones, 2 has 3, 3 has 2. With 1 and 2 tabu the 3s go
	// first (joining the 1s), then the 2s (fewer stones), then the 1s.
	rows := [][]uint8{
		{1, 3, 1, 2},
		{1, 3, 1, 2},
		{0, 0, 0, 2},
	}
	b, err := NewBoard(rows, Contest)
	require.NoError(t, err)
	want := map[int][]uint8{0: nil, 1: {1}, 2: {1, 2}, 3: {1, 2, 3}, 9: {1, 2, 3}}
	for k, colours := range want {
		set := b.TabuColours(k)
		var got []uint8
		for c, in := range set {
			if in {
				got = append(got, uint8(c))
			}
		}
		assert.Equal(t, colours, got, "TabuColours(%d)", k)
	}
	for seed := uint64(0); seed < 20; seed++ {
		p := b.Clone()
		set := p.TabuColours(2)
		line := p.PlayoutTabu(search.NewRng(seed), &set, nil)
		require.Len(t, line, 3)
		assert.Equal(t, []int{1, 2}, []int{line[0].X(), line[1].X()}, "the 3s, then the 2s")
		assert.Equal(t, int64(1+4+9), p.Score())
		assert.Equal(t, 0, p.Stones())
	}
}
