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

func TestTabuOrderOfEachScoring(t *testing.T) {
	assert.Equal(t, SmallestTabuGroup, Contest.TabuOrder())
	assert.Equal(t, RandomTabuGroup, Classic.TabuOrder())
}

// groupsOf lists the legal groups of colour c on b with their sizes, in
// column order of their first stone.
func groupsOf(b *Board, c uint8) (firsts []Move, sizes []int) {
	for _, m := range b.Moves(nil) {
		if b.Colour(m.X(), m.Y()) != c {
			continue
		}
		group := b.Group(m.X(), m.Y(), nil)
		first := group[0]
		for _, s := range group {
			if s.X() < first.X() || (s.X() == first.X() && s.Y() < first.Y()) {
				first = s
			}
		}
		firsts = append(firsts, first)
		sizes = append(sizes, len(group))
	}
	return firsts, sizes
}

func TestSmallestTabuGroupPlaysTheSmallestGroupLast(t *testing.T) {
	// Replays each playout: while a colour that is not tabu can be played,
	// the move is of such a colour; otherwise it is the smallest group of
	// the least frequent playable tabu colour, the first in column order on
	// a tie, named by its first stone.
	r := search.NewRng(5)
	for game := 0; game < 300; game++ {
		cols, rows, colours := 1+r.Intn(12), 1+r.Intn(12), 1+r.Intn(5)
		start := randomRows(r, cols, rows, colours)
		b, err := NewBoard(start, Contest)
		require.NoError(t, err)
		tabu := b.TabuColours(1 + r.Intn(2))
		line := b.Clone().PlayoutTabuOrder(r, &tabu, SmallestTabuGroup, nil)
		p, err := NewBoard(start, Contest)
		require.NoError(t, err)
		for k, m := range line {
			require.NoError(t, p.Check(m), "game %d move %d", game, k)
			free, tabuColour := false, NoTabu
			for _, g := range p.Moves(nil) {
				c := p.Colour(g.X(), g.Y())
				if !tabu[c] {
					free = true
				} else if tabuColour == NoTabu || p.count[c] < p.count[tabuColour] || p.count[c] == p.count[tabuColour] && c < tabuColour {
					tabuColour = c
				}
			}
			c := p.Colour(m.X(), m.Y())
			if free {
				assert.False(t, tabu[c], "game %d move %d: a tabu colour while others are playable", game, k)
			} else {
				require.Equal(t, tabuColour, c, "game %d move %d: the least frequent tabu colour", game, k)
				firsts, sizes := groupsOf(p, c)
				want := 0
				for i := range sizes {
					if sizes[i] < sizes[want] {
						want = i
					}
				}
				assert.Equal(t, firsts[want], m, "game %d move %d: the smallest tabu group %v", game, k, sizes)
			}
			p.Play(m)
		}
		assert.True(t, p.Over(), "game %d", game)
	}
}

func TestSmallestTabuGroupLetsTheLargestGrow(t *testing.T) {
	// Colour 1 is tabu and nothing else is playable: a pair at the bottom
	// of columns 0-1, four 1s on top of them and a single 1 in column 2.
	// Smallest first: the pair (1), then the four have fallen onto the
	// single one (16); the 2s left cost 1: 16. The four first (9) leave
	// the single one apart: 9 + 1 - 1 = 9.
	rows := [][]uint8{
		{1, 1, 4},
		{2, 3, 1},
		{1, 1, 2},
		{1, 1, 0},
	}
	worse := 0
	for seed := uint64(0); seed < 50; seed++ {
		b, err := NewBoard(rows, Contest)
		require.NoError(t, err)
		require.Equal(t, uint8(1), b.TabuColour())
		var tabu Tabu
		tabu[1] = true
		line := b.PlayoutTabuOrder(search.NewRng(seed), &tabu, SmallestTabuGroup, nil)
		assert.Equal(t, []Move{MoveAt(0, 0), MoveAt(0, 1)}, line)
		assert.Equal(t, int64(16), b.Score())

		b, err = NewBoard(rows, Contest)
		require.NoError(t, err)
		b.PlayoutTabuOrder(search.NewRng(seed), &tabu, RandomTabuGroup, nil)
		if b.Score() == 9 {
			worse++
		}
	}
	assert.Positive(t, worse, "the random order sometimes plays the four first")
}

func TestRandomTabuGroupIsTheClassicPolicy(t *testing.T) {
	// PlayoutTabu and Playout keep the random order under both scorings
	// (standard board 1, seed 7): the lines were the same as at commit
	// 668d5db, before TabuOrder existed, until the draws became uniform
	// over the stones (PlayoutTries), then again until small boards were
	// played on bit masks (bitPlayout), and again until boards of at most
	// 15x16 cells were played on lane masks in the order of their bits
	// (lanePlayout); these are the lines since.
	rows, err := ParseBoard(benchBoards[0].rows)
	require.NoError(t, err)
	tests := []struct {
		scoring     Scoring
		tabu        int
		moves       int
		score       int64
		first, last Move
	}{
		{Classic, 1, 63, 272, MoveAt(10, 0), MoveAt(10, 2)},
		{Contest, 1, 63, 75, MoveAt(10, 0), MoveAt(10, 2)},
		{Classic, 2, 54, 478, MoveAt(9, 11), MoveAt(5, 3)},
		{Contest, 2, 54, 208, MoveAt(9, 11), MoveAt(5, 3)},
	}
	for _, tt := range tests {
		b, err := NewBoard(rows, tt.scoring)
		require.NoError(t, err)
		set := b.TabuColours(tt.tabu)
		var line []Move
		if tt.tabu == 1 {
			line = b.Playout(search.NewRng(7), b.TabuColour(), nil)
		} else {
			line = b.PlayoutTabu(search.NewRng(7), &set, nil)
		}
		require.NotEmpty(t, line)
		assert.Equal(t, tt.moves, len(line), "%v, %d tabu", tt.scoring, tt.tabu)
		assert.Equal(t, tt.score, b.Score(), "%v, %d tabu", tt.scoring, tt.tabu)
		assert.Equal(t, tt.first, line[0], "%v, %d tabu", tt.scoring, tt.tabu)
		assert.Equal(t, tt.last, line[len(line)-1], "%v, %d tabu", tt.scoring, tt.tabu)

		o, err := NewBoard(rows, tt.scoring)
		require.NoError(t, err)
		same := o.PlayoutTabuOrder(search.NewRng(7), &set, RandomTabuGroup, nil)
		assert.Equal(t, line, same, "%v, %d tabu", tt.scoring, tt.tabu)
	}
}

// A tabu colour is played only when no other colour can be: checked move
// by move on replays of playouts over boards large enough for columns to
// close, so Playout's list of playable stones (kept up to date only in the
// cells a move changed) never misses one.
func TestPlayoutPlaysTabuOnlyWhenNothingElseIsLeft(t *testing.T) {
	r := search.NewRng(17)
	for game := 0; game < 60; game++ {
		cols, rows, colours := 5+r.Intn(40), 5+r.Intn(40), 2+r.Intn(5)
		start := randomRows(r, cols, rows, colours)
		b, err := NewBoard(start, Contest)
		require.NoError(t, err)
		set := b.TabuColours(1 + r.Intn(2))
		line := b.PlayoutTabu(r, &set, nil)
		require.True(t, b.Over(), "game %d", game)
		replay, err := NewBoard(start, Contest)
		require.NoError(t, err)
		var buf []Move
		for k, m := range line {
			if set[replay.Colour(m.X(), m.Y())] {
				for _, g := range replay.Moves(buf) {
					require.True(t, set[replay.Colour(g.X(), g.Y())], "game %d move %d: tabu played while %v was playable", game, k, g)
				}
			}
			require.NoError(t, replay.Apply(m))
		}
	}
}

// listsHold checks Playout's invariant: every playable stone of a colour
// that is not tabu is on the list or in a cell changed since the last scan.
func listsHold(t *testing.T, b *Board, tabu *Tabu) {
	t.Helper()
	listed := map[int32]bool{}
	for _, i := range b.cand {
		listed[i] = true
	}
	for x := 0; x < b.width; x++ {
		for y := 0; y < int(b.height[x]); y++ {
			i := b.at(x, y)
			if tabu[b.colour[i]] || !b.playable(i) || listed[int32(i)] {
				continue
			}
			changed := x >= b.dirtyLo && x <= b.dirtyHi && y >= int(b.dirtyFrom[x])
			require.True(t, changed, "playable stone (%d, %d) is neither listed nor in a changed cell", x, y)
		}
		require.LessOrEqual(t, int(b.height[x]), b.maxHeight, "column %d is taller than the draws reach", x)
	}
}

func TestPlayoutListsHoldEveryPlayableStone(t *testing.T) {
	r := search.NewRng(23)
	for game := 0; game < 40; game++ {
		cols, rows, colours := 5+r.Intn(30), 5+r.Intn(30), 2+r.Intn(5)
		b := randomBoard(t, r, cols, rows, colours, Contest)
		set := b.TabuColours(r.Intn(3))
		b.forgetLists()
		for {
			i := b.randomPlayable(r, &set, RandomTabuGroup)
			listsHold(t, b, &set)
			if i < 0 {
				break
			}
			b.remove(i)
			listsHold(t, b, &set)
		}
		require.True(t, b.Over())
	}
}

// smallestTabuByScan is smallestTabu as it was before its index: it scans
// the whole board and fills every playable tabu stone's group.
func smallestTabuByScan(b *Board, tabu *Tabu) int {
	// the least frequent playable tabu colour, the smaller one on a tie
	c := uint8(0)
	for x := 0; x < b.width; x++ {
		for i, top := b.at(x, 0), b.at(x, int(b.height[x])); i < top; i++ {
			if cc := b.colour[i]; tabu[cc] && b.playable(i) && (c == 0 || b.count[cc] < b.count[c] || b.count[cc] == b.count[c] && cc < c) {
				c = cc
			}
		}
	}
	var one Tabu
	one[c] = c != 0
	b.scanTabu(&one)
	st := b.nextStamp()
	best, size := -1, 0
	for _, cell := range b.tabuC {
		i := int(cell)
		if b.seen[i] == st {
			continue
		}
		if n := b.fill(i); best < 0 || n < size {
			best, size = i, n
		}
	}
	b.tabuC = b.tabuC[:0]
	return best
}

// The index of smallestTabu chooses, move by move, the stone the scan of
// the whole board chose, on boards large enough for columns to close, with
// one to three tabu colours, including boards of many colours where tabu
// colours tie in count.
func TestSmallestTabuIndexMatchesTheScan(t *testing.T) {
	r := search.NewRng(29)
	choices := 0
	for game := 0; game < 120; game++ {
		cols, rows, colours := 3+r.Intn(40), 3+r.Intn(40), 2+r.Intn(8)
		b := randomBoard(t, r, cols, rows, colours, Contest)
		set := b.TabuColours(1 + r.Intn(3))
		b.forgetLists()
		b.noOrigin = true
		for {
			i := b.randomPlayable(r, &set, SmallestTabuGroup)
			if i >= 0 && set[b.colour[i]] {
				require.Equal(t, smallestTabuByScan(b, &set), i, "game %d", game)
				choices++
			}
			if i < 0 {
				require.Equal(t, -1, smallestTabuByScan(b, &set), "game %d", game)
				break
			}
			b.remove(i)
		}
		require.True(t, b.Over())
	}
	assert.Greater(t, choices, 1000)
}

// A Board that has played a playout plays the next one from a copied
// position exactly as a fresh Board does: nothing of smallestTabu's state
// (its current colour, its index) carries over through CopyFrom.
func TestSmallestTabuForgetsThePreviousPlayout(t *testing.T) {
	r := search.NewRng(41)
	for game := 0; game < 60; game++ {
		cols, rows, colours := 5+r.Intn(30), 5+r.Intn(30), 2+r.Intn(6)
		start := randomBoard(t, r, cols, rows, colours, Contest)
		first := start.TabuColours(1 + r.Intn(3))
		set := start.TabuColours(1 + r.Intn(3))
		seed := r.Uint64()

		used := start.Clone()
		used.PlayoutTabuOrder(r, &first, SmallestTabuGroup, nil)
		used.CopyFrom(start)
		got := used.PlayoutTabuOrder(search.NewRng(seed), &set, SmallestTabuGroup, nil)

		fresh := start.Clone()
		want := fresh.PlayoutTabuOrder(search.NewRng(seed), &set, SmallestTabuGroup, nil)
		require.Equal(t, FormatSolution(want), FormatSolution(got), "game %d", game)
		assert.Equal(t, fresh.Score(), used.Score(), "game %d", game)
	}
}
