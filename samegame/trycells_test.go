package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// tryCellsByBranches is tryCells as it was written before, with a branch
// for each part of the test.
func tryCellsByBranches(b *Board, r *search.Rng, tabu *Tabu) int {
	w, h := uint64(b.width), uint64(b.maxHeight)
	for t := 0; t < PlayoutTries; t++ {
		v := r.Uint64()
		x := int((v >> 32) * w >> 32)
		y := int((v & 0xffffffff) * h >> 32)
		if y >= int(b.height[x]) {
			continue
		}
		if i := b.at(x, y); !tabu[b.colour[i]] && b.playable(i) {
			return i
		}
	}
	return -1
}

// tryCells draws the very cells the branching loop drew, from the same
// random numbers, move by move through random games on boards of several
// sizes and colour counts with zero to two tabu colours, and a cell it
// returns holds a playable stone of a colour that is not tabu.
func TestTryCellsMatchesTheBranchingLoop(t *testing.T) {
	r := search.NewRng(53)
	found := 0
	for game := 0; game < 60; game++ {
		b := sizedBoard(t, r, 70, 70, 12, Contest)
		set := b.TabuColours(r.Intn(3))
		b.forgetLists()
		b.noOrigin = true
		for {
			seed := r.Uint64()
			got := b.tryCells(search.NewRng(seed), &set)
			require.Equal(t, tryCellsByBranches(b, search.NewRng(seed), &set), got, "game %d", game)
			if got >= 0 {
				require.NotZero(t, b.colour[got])
				require.False(t, set[b.colour[got]])
				require.True(t, b.playable(got))
				found++
			}
			i := b.randomPlayable(r, &set, RandomTabuGroup)
			if i < 0 {
				break
			}
			b.remove(i)
		}
	}
	require.Greater(t, found, 1000)
}

// wanted says of every cell, empty ones included, what the tests with
// branches say, on random boards of several sizes and colour counts with
// zero to three tabu colours, after random moves.
func TestWantedMatchesTheTestsWithBranches(t *testing.T) {
	r := search.NewRng(71)
	var moves []Move
	yes := 0
	for game := 0; game < 60; game++ {
		b := sizedBoard(t, r, 40, 40, 8, Contest)
		set := b.TabuColours(r.Intn(4))
		for k := r.Intn(20); k > 0; k-- {
			if moves = b.Moves(moves); len(moves) > 0 {
				b.Play(moves[r.Intn(len(moves))])
			}
		}
		for x := 0; x < b.cols; x++ {
			for y := 0; y < b.rows; y++ {
				i := b.at(x, y)
				c := b.colour[i]
				want := c != 0 && !set[c] && b.playable(i)
				require.Equal(t, want, wanted(b.colour, i, b.stride, &set) == 1, "game %d (%d, %d)", game, x, y)
				if want {
					yes++
				}
			}
		}
	}
	require.Greater(t, yes, 1000)
}
