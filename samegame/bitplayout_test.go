package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// After every move of a bit playout, the masks, the playable stones and
// their counts are those of the position loaded afresh from a Board that
// replayed the same moves, and the stored position is that Board's.
func TestBitPlayoutMatchesAFreshLoad(t *testing.T) {
	r := search.NewRng(29)
	for game := 0; game < 200; game++ {
		b := sizedBoard(t, r, BitColumns, BitRows, BitColours, Classic)
		set := b.TabuColours(r.Intn(3))
		replay := b.Clone()
		p, fresh := &bitPlayout{}, &bitPlayout{}
		p.load(b, &set)
		for {
			x, y, k := p.draw(r)
			if k < 0 {
				break
			}
			require.Equal(t, replay.palette[k], replay.Colour(x-1, y), "game %d", game)
			n := p.remove(x, y, k)
			require.Equal(t, replay.GroupSize(x-1, y), n, "game %d", game)
			replay.Play(MoveAt(x-1, y))
			fresh.load(replay, &set)
			require.Equal(t, fresh.width, p.width, "game %d", game)
			w := p.width + 2 // the columns with stones and their two borders
			require.Equal(t, fresh.total, p.total, "game %d", game)
			require.Equal(t, fresh.mask[:w], p.mask[:w], "game %d", game)
			require.Equal(t, fresh.occ[:w], p.occ[:w], "game %d", game)
			require.Equal(t, fresh.valid[1:w-1], p.valid[1:w-1], "game %d", game)
			require.Equal(t, fresh.cnt[1:w-1], p.cnt[1:w-1], "game %d", game)
		}
		require.True(t, replay.Over(), "game %d", game)
		p.store(b) // over b's starting position
		assert.Equal(t, replay.height, b.height, "game %d", game)
		assert.Equal(t, replay.Rows(), b.Rows(), "game %d", game)
	}
}

// A bit playout's draw is uniform over the playable stones of the colours
// that are not tabu: on a 6x6 board with 3 colours, 40,000 draws hit each
// of them within 10% of its share and never another stone; with every
// colour tabu, it draws among the stones of the tabu colour with the
// fewest stones that can be played.
func TestBitPlayoutDrawsUniformly(t *testing.T) {
	r := search.NewRng(31)
	b := randomBoard(t, r, 6, 6, 3, Classic)
	var all Tabu
	for _, c := range b.palette {
		all[c] = true
	}
	least := uint8(0)
	for _, c := range b.palette {
		if least == 0 || b.count[c] < b.count[least] {
			least = c
		}
	}
	for _, tc := range []struct {
		tabu Tabu
		want func(i int) bool
	}{
		{b.TabuColours(1), func(i int) bool { return b.colour[i] != b.TabuColour() }},
		{all, func(i int) bool { return b.colour[i] == least }},
	} {
		p := &bitPlayout{}
		p.load(b, &tc.tabu)
		hits := map[Move]int{}
		const draws = 40000
		for d := 0; d < draws; d++ {
			x, y, k := p.draw(r)
			require.GreaterOrEqual(t, k, 0)
			hits[MoveAt(x-1, y)]++
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
		for m, n := range hits {
			i := b.at(m.X(), m.Y())
			require.True(t, b.playable(i) && tc.want(i), "%v drawn", m)
			assert.InDelta(t, float64(draws)/float64(want), float64(n), 0.1*float64(draws)/float64(want), "%v", m)
		}
	}
}

// Playouts on the largest boards bitPlayout takes (64x64 cells, 8 colours;
// a full column fills all 64 bits of a word) and on a single column or row
// replay to the same end and score, and take the bit path.
func TestBitPlayoutOnEdgeBoards(t *testing.T) {
	r := search.NewRng(47)
	for _, size := range [][3]int{{BitColumns, BitRows, BitColours}, {1, BitRows, 3}, {BitColumns, 1, 3}, {BitColumns, BitRows, 2}} {
		for game := 0; game < 5; game++ {
			start := randomRows(r, size[0], size[1], size[2])
			for _, s := range []Scoring{Contest, Classic} {
				b, err := NewBoard(start, s)
				require.NoError(t, err)
				require.True(t, b.bitPlayable(RandomTabuGroup))
				line := b.Playout(r, b.TabuColour(), nil)
				require.NotNil(t, b.bits, "the bit path played")
				require.True(t, b.Over())
				requireReplayed(t, start, b, line, size)
			}
		}
	}
}

// requireReplayed checks that line replayed from start under b's scoring
// ends in b's position: its score, rows, stones and colour counts (size
// names the board in the messages).
func requireReplayed(t *testing.T, start [][]uint8, b *Board, line []Move, size any) {
	t.Helper()
	end, score, err := Replay(start, line, b.scoring)
	require.NoError(t, err)
	assert.Equal(t, score, b.Score(), "%v", size)
	assert.Equal(t, end.Rows(), b.Rows(), "%v", size)
	assert.Equal(t, end.Stones(), b.Stones(), "%v", size)
	for _, c := range b.Palette() {
		assert.Equal(t, end.ColourCount(c), b.ColourCount(c), "%v colour %d", size, c)
	}
}
