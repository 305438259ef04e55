package samegame

import (
	"math/bits"
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// scanChangedByBits is scanChanged as it was before tabuLanes: the tabu
// colours tested stone by stone.
func scanChangedByBits(b *Board, tabu *Tabu) {
	cand := b.cand
	for x := max(b.dirtyLo, 0); x <= min(b.dirtyHi, b.width-1); x++ {
		from := max(int(b.dirtyFrom[x]), 0)
		b.dirtyFrom[x] = MaxSize
		for i, top := b.at(x, from), b.at(x, int(b.height[x])); i < top; i += 8 {
			for m := b.playableBlock(i, b.at(x, b.rows)); m != 0; m &= m - 1 {
				if j := i + bits.TrailingZeros64(m)>>3; !tabu[b.colour[j]] {
					cand = append(cand, int32(j))
				}
			}
		}
	}
	b.cand = cand
	b.dirtyLo, b.dirtyHi = b.cols, -1
}

// scanChanged lists the very cells, in the same order, that the scan
// stone by stone lists, after every move of random games on boards of
// several sizes and colour counts, with zero to six tabu colours (more
// than tabuLanes holds, too).
func TestScanChangedMatchesTheScanByBits(t *testing.T) {
	r := search.NewRng(59)
	scans := 0
	var moves []Move
	for game := 0; game < 80; game++ {
		b := sizedBoard(t, r, 60, 60, 10, Contest)
		set := b.TabuColours(r.Intn(7))
		b.forgetLists()
		b.noOrigin = true
		ref := b.Clone()
		ref.forgetLists()
		for {
			b.scanChanged(&set)
			scanChangedByBits(ref, &set)
			require.Equal(t, ref.cand, b.cand, "game %d", game)
			scans++
			moves = b.Moves(moves)
			if len(moves) == 0 {
				break
			}
			m := moves[r.Intn(len(moves))]
			b.Play(m)
			ref.Play(m)
			b.cand, ref.cand = b.cand[:0], ref.cand[:0]
		}
	}
	require.Greater(t, scans, 1000)
}

// scanTabuByBits is scanTabu as it was before tabuLanes: the tabu colours
// tested stone by stone.
func scanTabuByBits(b *Board, tabu *Tabu) ([]int32, uint8) {
	var list []int32
	for x := 0; x < b.width; x++ {
		for i, top := b.at(x, 0), b.at(x, int(b.height[x])); i < top; i += 8 {
			for m := b.playableBlock(i, b.at(x, b.rows)); m != 0; m &= m - 1 {
				if j := i + bits.TrailingZeros64(m)>>3; tabu[b.colour[j]] {
					list = append(list, int32(j))
				}
			}
		}
	}
	return b.fewestOf(list)
}

// scanTabu lists the very cells, in the same order, and chooses the same
// colour as the scan stone by stone, after every move of random games on
// boards of several sizes and colour counts, with zero to six tabu
// colours.
func TestScanTabuMatchesTheScanByBits(t *testing.T) {
	r := search.NewRng(61)
	found := 0
	var moves []Move
	for game := 0; game < 80; game++ {
		b := sizedBoard(t, r, 60, 60, 10, Contest)
		set := b.TabuColours(r.Intn(7))
		b.noOrigin = true
		for {
			b.scanTabu(&set)
			list, c := scanTabuByBits(b, &set)
			require.Equal(t, c, b.tabuColour, "game %d", game)
			require.Equal(t, len(list), len(b.tabuC), "game %d", game)
			if len(list) > 0 {
				require.Equal(t, list, b.tabuC, "game %d", game)
			}
			found += len(list)
			moves = b.Moves(moves)
			if len(moves) == 0 {
				break
			}
			b.Play(moves[r.Intn(len(moves))])
		}
	}
	require.Greater(t, found, 10000)
}
