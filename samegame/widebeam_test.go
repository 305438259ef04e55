package samegame

import (
	"math"
	"slices"
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// Along random games on random lane boards, expand lists one child per
// group of the position, each the position Board.Play reaches with the
// child's move, with the points of that move.
func TestWideExpandListsEveryGroup(t *testing.T) {
	r := search.NewRng(71)
	for game := 0; game < 60; game++ {
		s := alternateScoring(game)
		b := sizedBoard(t, r, LaneColumns, LaneRows, LaneColours, s)
		bm := newWideBeam(b, WideParams{}, 1)
		bm.table = make([]wideSlot, tableSize(1<<10))
		playRandomGame(r, b, func() {
			root := wideRoot(b)
			bm.cur = append(bm.cur[:0], root)
			bm.cands = bm.cands[:0]
			bm.stamp++
			bm.expand(0, 0, math.MinInt64)
			moves := b.Moves(nil)
			require.Len(t, bm.cands, len(moves), "game %d", game)
			bm.materialize(1)
			want := map[uint64]bool{}
			for _, m := range moves {
				child := b.Clone()
				child.Play(m)
				want[child.Hash()] = true
			}
			got := map[uint64]bool{}
			for j, c := range bm.cands {
				child := b.Clone()
				require.NoError(t, child.Apply(cellMove(c.cell)), "game %d", game)
				require.Equal(t, wideRoot(child), bm.next[j], "game %d", game)
				got[child.Hash()] = true
			}
			require.Equal(t, want, got, "game %d", game)
		})
	}
}

// selectTop leaves the k best evaluations first, whatever their order and
// repeats.
func TestSelectTop(t *testing.T) {
	r := search.NewRng(5)
	for round := 0; round < 300; round++ {
		n := 1 + r.Intn(200)
		c := make([]wideCand, n)
		for i := range c {
			c[i].eval = int64(r.Intn(1 + r.Intn(50)))
		}
		k := 1 + r.Intn(n)
		want := slices.Clone(c)
		slices.SortFunc(want, func(a, b wideCand) int { return int(b.eval - a.eval) })
		selectTop(c, k)
		got := slices.Clone(c[:k])
		slices.SortFunc(got, func(a, b wideCand) int { return int(b.eval - a.eval) })
		for i := range got {
			require.Equal(t, want[i].eval, got[i].eval, "round %d", round)
		}
	}
}

// On tiny boards a wide beam wider than any layer keeps every position
// that no other position of its layer dominates (the same stones, more
// points), so it finds the optimum that an exhaustive search finds, under
// both scorings; every line it reports replays to its score.
func TestWideBeamFindsTheOptimumOfTinyBoards(t *testing.T) {
	r := search.NewRng(9)
	for game := 0; game < 40; game++ {
		s := alternateScoring(game)
		b := randomBoard(t, r, 2+r.Intn(4), 2+r.Intn(3), 2+r.Intn(2), s)
		rows := b.Rows()
		want := optimum(b, map[uint64]int64{})
		bm := newWideBeam(b, WideParams{}, 3)
		root := wideRoot(b)
		var got int64 = math.MinInt64
		require.True(t, bm.search(&root, 1<<14, func() bool { return false }, requireBetterReplays(t, rows, s, game, &got)))
		if len(b.Moves(nil)) == 0 {
			want = math.MinInt64 // no line to report
		}
		require.Equal(t, want, got, "game %d: %v", game, rows)
	}
}

// optimum is the best score of any line from b (a line may stop anywhere),
// by exhaustive search; best holds the most points seen with each set of
// stones.
func optimum(b *Board, best map[uint64]int64) int64 {
	top := int64(math.MinInt64)
	if b.gained > 0 || b.Stones() > 0 {
		top = b.Score()
	}
	for _, m := range b.Moves(nil) {
		c := b.Clone()
		c.Play(m)
		k := c.Hash()
		if g, ok := best[k]; ok && g >= c.gained {
			continue
		}
		best[k] = c.gained
		top = max(top, optimum(c, best))
	}
	return top
}

// With playouts ranking its layers the wide beam's passes report better
// and better lines that replay to their scores, on lane boards
// under both scorings.
func TestWidePlayoutBeamLinesReplay(t *testing.T) {
	r := search.NewRng(13)
	for game := 0; game < 20; game++ {
		s := alternateScoring(game)
		b := sizedBoard(t, r, LaneColumns, LaneRows, LaneColours, s)
		rows := b.Rows()
		bm := newWideBeam(b, WideParams{Ranked: 1 + game%3, Pair: 1000}, uint64(game))
		root := wideRoot(b)
		var got int64 = math.MinInt64 // over all passes: each reports only what beats the last
		for _, w := range []int{1, 4, 16} {
			require.True(t, bm.search(&root, w, func() bool { return false }, requireBetterReplays(t, rows, s, game, &got)))
		}
		require.Equal(t, b.Stones() > 0 && len(b.Moves(nil)) > 0, got > math.MinInt64, "game %d", game)
	}
}

// alternateScoring is Classic for even games and Contest for odd ones.
func alternateScoring(game int) Scoring {
	if game%2 == 1 {
		return Contest
	}
	return Classic
}

// requireBetterReplays is a report that requires each line to replay on
// rows to its score under s, and each score to beat the last one (*got).
func requireBetterReplays(t *testing.T, rows [][]uint8, s Scoring, game int, got *int64) func(int64, []Move) {
	return func(score int64, line []Move) {
		_, replayed, err := Replay(rows, line, s)
		require.NoError(t, err)
		require.Equal(t, score, replayed, "game %d", game)
		require.Greater(t, score, *got, "game %d", game)
		*got = score
	}
}
