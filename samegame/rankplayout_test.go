package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// TestRankPlayoutIsPlayoutWithoutACopy checks, along random games on
// random boards of both scorings, that rankPlayout gives the score and
// line Playout gives on a copy from the same random numbers, and leaves
// the board as it was.
func TestRankPlayoutIsPlayoutWithoutACopy(t *testing.T) {
	r := search.NewRng(7)
	var p lanePlayout
	var copy Board
	positions := 0
	for g := 0; g < 40; g++ {
		s := Scoring(g % 2)
		b := randomBoard(t, r, 3+r.Intn(14), 3+r.Intn(13), 2+r.Intn(6), s)
		playRandomGame(r, b, func() {
			hash, score, stones := b.Hash(), b.Score(), b.Stones()
			tabu := b.TabuColour()
			seed := r.Uint64()
			r1, r2 := search.NewRng(seed), search.NewRng(seed)
			got, line, ok := b.rankPlayout(&p, r1, tabu, nil)
			require.Equal(t, b.lanePlayable(), ok)
			if !ok {
				return
			}
			copy.CopyFrom(b)
			want := copy.Playout(r2, tabu, nil)
			require.Equal(t, want, line)
			require.Equal(t, copy.Score(), got)
			require.Equal(t, hash, b.Hash())
			require.Equal(t, score, b.Score())
			require.Equal(t, stones, b.Stones())
			positions++
		})
	}
	require.Greater(t, positions, 500)
}

// TestRankPlayoutDeclinesLargeBoards checks that a board beyond the lane
// masks' bounds is left to the caller.
func TestRankPlayoutDeclinesLargeBoards(t *testing.T) {
	r := search.NewRng(3)
	var p lanePlayout
	b := randomBoard(t, r, 17, 15, 5, Contest)
	_, line, ok := b.rankPlayout(&p, r, b.TabuColour(), nil)
	require.False(t, ok)
	require.Empty(t, line)
}
