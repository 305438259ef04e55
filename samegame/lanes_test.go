package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// On 200 random boards of up to LaneRows x LaneColumns cells and
// LaneColours colours, each stone a lane playout draws is playable and of
// a colour that is not tabu while there is one (else of the tabu colour
// with the fewest stones that can be played), its group is as large as
// the Board's, and after every move its planes, playable stones and counts
// are those of the position loaded afresh from a Board that replayed the
// same moves, the count of bitPlayout's as well; the stored position is
// that Board's, to the last cell of padding.
func TestLanePlayoutMatchesAFreshLoad(t *testing.T) {
	r := search.NewRng(53)
	for game := 0; game < 200; game++ {
		b := sizedBoard(t, r, LaneColumns, LaneRows, LaneColours, Classic)
		set := b.TabuColours(r.Intn(3))
		replay := b.Clone()
		p, fresh, old := &lanePlayout{}, &lanePlayout{}, &bitPlayout{}
		p.load(b, &set)
		for {
			w, pos, k := p.draw(r)
			old.load(replay, &set)
			if k < 0 {
				require.True(t, replay.Over(), "game %d", game)
				break
			}
			m := laneMove(w, pos)
			c := replay.Colour(m.X(), m.Y())
			require.Equal(t, replay.palette[k], c, "game %d", game)
			require.True(t, replay.playable(replay.at(m.X(), m.Y())), "game %d: %v", game, m)
			if old.total > 0 {
				require.False(t, set[c], "game %d: %v", game, m)
			} else {
				require.True(t, set[c], "game %d: %v", game, m)
				for _, o := range replay.palette {
					if set[o] && o != c && hasPlayable(replay, o) {
						require.True(t, replay.count[c] < replay.count[o] || replay.count[c] == replay.count[o] && c < o, "game %d: %v", game, m)
					}
				}
			}
			n := p.remove(w, pos, k)
			require.Equal(t, replay.GroupSize(m.X(), m.Y()), n, "game %d", game)
			replay.Play(m)
			fresh.load(replay, &set)
			old.load(replay, &set)
			require.Equal(t, fresh.width, p.width, "game %d", game)
			require.Equal(t, fresh.words, p.words, "game %d", game)
			require.Equal(t, fresh.total, p.total, "game %d", game)
			require.Equal(t, old.total, p.total, "game %d", game)
			require.Equal(t, fresh.plane, p.plane, "game %d", game)
			require.Equal(t, fresh.play, p.play, "game %d", game)
			require.Equal(t, fresh.free, p.free, "game %d", game)
			require.Equal(t, fresh.cnt, p.cnt, "game %d", game)
		}
		p.store(b) // over b's starting position
		assert.Equal(t, replay.height, b.height, "game %d", game)
		assert.Equal(t, replay.Rows(), b.Rows(), "game %d", game)
		assert.Equal(t, replay.colour, b.colour, "game %d: every cell, padding included", game)
		assert.Equal(t, replay.width, b.width, "game %d", game)
	}
}

// hasPlayable reports whether b has a playable stone of colour c.
func hasPlayable(b *Board, c uint8) bool {
	for x := 0; x < b.width; x++ {
		for y := 0; y < int(b.height[x]); y++ {
			if i := b.at(x, y); b.colour[i] == c && b.playable(i) {
				return true
			}
		}
	}
	return false
}

// A lane playout's draw is uniform over the playable stones of the colours
// that are not tabu: on a full 15x15 board with 5 colours, 200,000 draws
// hit each of them within 15% of its share and never another stone; with
// every colour tabu, it draws among the stones of the tabu colour with the
// fewest stones that can be played.
func TestLanePlayoutDrawsUniformly(t *testing.T) {
	r := search.NewRng(59)
	b := randomBoard(t, r, 15, 15, 5, Classic)
	var all Tabu
	least := uint8(0)
	for _, c := range b.palette {
		all[c] = true
		if least == 0 || b.count[c] < b.count[least] {
			least = c
		}
	}
	for _, tc := range []struct {
		tabu Tabu
		want func(i int) bool
	}{
		{b.TabuColours(1), func(i int) bool { return b.colour[i] != b.TabuColour() }},
		{b.TabuColours(0), func(i int) bool { return true }},
		{all, func(i int) bool { return b.colour[i] == least }},
	} {
		p := &lanePlayout{}
		p.load(b, &tc.tabu)
		hits := map[Move]int{}
		const draws = 200000
		for d := 0; d < draws; d++ {
			w, pos, k := p.draw(r)
			require.GreaterOrEqual(t, k, 0)
			hits[laneMove(w, pos)]++
		}
		want := 0
		for x := 0; x < b.width; x++ {
			for y := 0; y < int(b.height[x]); y++ {
				if i := b.at(x, y); b.playable(i) && tc.want(i) {
					want++
				}
			}
		}
		require.Positive(t, want)
		require.Len(t, hits, want)
		share := float64(draws) / float64(want)
		for m, n := range hits {
			i := b.at(m.X(), m.Y())
			require.True(t, b.playable(i) && tc.want(i), "%v drawn", m)
			assert.InDelta(t, share, float64(n), 0.15*share, "%v", m)
		}
	}
}

// Playouts on boards of LaneRows x LaneColumns cells and LaneColours
// colours, on a full 15x15 board with 5 colours, and on a single column or
// row take the lane path and replay to the same end and score; with one
// colour more they take bitPlayout's path.
func TestLanePlayoutOnEdgeBoards(t *testing.T) {
	r := search.NewRng(61)
	for _, size := range [][3]int{{LaneColumns, LaneRows, LaneColours}, {15, 15, 5}, {1, LaneRows, 3}, {LaneColumns, 1, 3}, {15, 15, LaneColours + 1}} {
		for game := 0; game < 20; game++ {
			start := randomRows(r, size[0], size[1], size[2])
			for _, s := range []Scoring{Contest, Classic} {
				b, err := NewBoard(start, s)
				require.NoError(t, err)
				lanes := size[2] <= LaneColours
				require.True(t, b.bitPlayable(RandomTabuGroup))
				require.Equal(t, lanes, b.lanePlayable())
				line := b.Playout(r, b.TabuColour(), nil)
				require.Equal(t, lanes, b.lanes != nil, "the lane path played")
				require.Equal(t, !lanes, b.bits != nil, "bitPlayout's path played")
				require.True(t, b.Over())
				requireReplayed(t, start, b, line, size)
			}
		}
	}
}

// A board whose palette is 1, 2, ... loads its columns 16 cells at a time
// (codedColumn): on 300 random boards of 7 to LaneRows rows, the planes
// are those of the same board with every colour one higher, which loads
// cell by cell.
func TestLaneLoadReadsCodedColumns(t *testing.T) {
	r := search.NewRng(71)
	for game := 0; game < 300; game++ {
		cols, rows, colours := 1+r.Intn(LaneColumns), 7+r.Intn(LaneRows-6), 1+r.Intn(LaneColours)
		start := randomRows(r, cols, rows, colours)
		// Empty the tops of some columns, so heights differ.
		for x := 0; x < cols; x++ {
			for y := rows - r.Intn(rows/2+1); y < rows; y++ {
				start[y][x] = 0
			}
		}
		shifted := make([][]uint8, rows)
		for y, row := range start {
			shifted[y] = make([]uint8, cols)
			for x, c := range row {
				shifted[y][x] = c + min(c, 1)
			}
		}
		b, err := NewBoard(start, Classic)
		require.NoError(t, err)
		o, err := NewBoard(shifted, Classic)
		require.NoError(t, err)
		var set, oset Tabu
		for _, c := range b.palette {
			set[c] = r.Intn(3) == 0
			oset[c+1] = set[c]
		}
		p, q := &lanePlayout{}, &lanePlayout{}
		p.load(b, &set)
		q.load(o, &oset)
		require.Equal(t, q.plane, p.plane, "game %d", game)
		require.Equal(t, q.free, p.free, "game %d", game)
	}
}
