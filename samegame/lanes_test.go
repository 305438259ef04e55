package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// laneMove is the move of the stone at bit pos of word w of a laneMask.
func laneMove(w, pos int) Move { return MoveAt(4*(w-1)+pos>>4, pos&15) }

// On 200 random boards of up to LaneRows x LaneColumns cells and
// BitColours colours, a lane playout draws, from the same random numbers,
// the stones bitPlayout draws and removes groups of the same size; after
// every move its masks, playable stones and counts are those of the
// position loaded afresh from a Board that replayed the same moves, and
// the stored position is that Board's.
func TestLanePlayoutMatchesBitPlayout(t *testing.T) {
	r := search.NewRng(53)
	for game := 0; game < 200; game++ {
		cols, rows, colours := 1+r.Intn(LaneColumns), 1+r.Intn(LaneRows), 1+r.Intn(BitColours)
		b := randomBoard(t, r, cols, rows, colours, Classic)
		set := b.TabuColours(r.Intn(3))
		replay := b.Clone()
		p, fresh, old := &lanePlayout{}, &lanePlayout{}, &bitPlayout{work: make([]int32, 0, BitRows*BitColumns+1)}
		p.load(b, &set)
		old.load(b, &set)
		seed := r.Uint64()
		rl, ro := search.NewRng(seed), search.NewRng(seed)
		for {
			w, pos, k := p.draw(rl)
			x, y, ok := old.draw(ro)
			require.Equal(t, ok, k, "game %d", game)
			if k < 0 {
				break
			}
			m := laneMove(w, pos)
			require.Equal(t, MoveAt(x-1, y), m, "game %d", game)
			require.Equal(t, replay.palette[k], replay.Colour(m.X(), m.Y()), "game %d", game)
			n := p.remove(w, pos, k)
			require.Equal(t, replay.GroupSize(m.X(), m.Y()), n, "game %d", game)
			require.Equal(t, n, old.remove(x, y, k), "game %d", game)
			replay.Play(m)
			fresh.load(replay, &set)
			require.Equal(t, fresh.width, p.width, "game %d", game)
			require.Equal(t, fresh.words, p.words, "game %d", game)
			require.Equal(t, fresh.total, p.total, "game %d", game)
			require.Equal(t, old.total, p.total, "game %d", game)
			require.Equal(t, fresh.mask, p.mask, "game %d", game)
			require.Equal(t, fresh.valid, p.valid, "game %d", game)
			require.Equal(t, fresh.cnt, p.cnt, "game %d", game)
		}
		require.True(t, replay.Over(), "game %d", game)
		p.store(b) // over b's starting position
		assert.Equal(t, replay.height, b.height, "game %d", game)
		assert.Equal(t, replay.Rows(), b.Rows(), "game %d", game)
		assert.Equal(t, replay.width, b.width, "game %d", game)
	}
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

// Playouts on boards of LaneRows x LaneColumns cells, on a full 15x15
// board, and on a single column or row take the lane path and replay to
// the same end and score.
func TestLanePlayoutOnEdgeBoards(t *testing.T) {
	r := search.NewRng(61)
	for _, size := range [][3]int{{LaneColumns, LaneRows, BitColours}, {15, 15, 5}, {1, LaneRows, 3}, {LaneColumns, 1, 3}} {
		for game := 0; game < 20; game++ {
			start := randomRows(r, size[0], size[1], size[2])
			for _, s := range []Scoring{Contest, Classic} {
				b, err := NewBoard(start, s)
				require.NoError(t, err)
				require.True(t, b.bitPlayable(RandomTabuGroup) && b.lanePlayable())
				line := b.Playout(r, b.TabuColour(), nil)
				require.NotNil(t, b.lanes, "the lane path played")
				require.Nil(t, b.bits, "the lane path played")
				require.True(t, b.Over())
				end, score, err := Replay(start, line, s)
				require.NoError(t, err)
				assert.Equal(t, score, b.Score(), "%v", size)
				assert.Equal(t, end.Rows(), b.Rows(), "%v", size)
				assert.Equal(t, end.Stones(), b.Stones(), "%v", size)
				for _, c := range b.Palette() {
					assert.Equal(t, end.ColourCount(c), b.ColourCount(c), "%v colour %d", size, c)
				}
			}
		}
	}
}
