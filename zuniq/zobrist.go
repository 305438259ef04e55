package zuniq

import (
	"math/bits"

	"botcup/search"
)

// zobrist holds the random keys of the Zobrist hash: one per segment,
// one for Black to move, one per side's victory call.
type zobrist struct {
	segment [Segments]uint64
	black   uint64
	call    [2]uint64
}

var keys = newKeys()

func newKeys() *zobrist {
	z := &zobrist{}
	seed := uint64(0x2021)
	for i := range z.segment {
		z.segment[i] = search.SplitMix64(&seed)
	}
	z.black = search.SplitMix64(&seed)
	z.call[0] = search.SplitMix64(&seed)
	z.call[1] = search.SplitMix64(&seed)
	return z
}

// Hash is the position's Zobrist key: the drawn segments that still
// matter, the side to move and the calls. A drawn segment inside a closed
// zone (a cell of the zone on both its sides) no longer matters and is
// left out, so that positions that differ only there are one. A segment
// on the board's edge always counts: beside a closed zone it is part of
// what closes it.
func (s *State) Hash() uint64 { return s.hash }

// deadKeys is the keys of the drawn segments with a cell of zone z on both
// sides.
func deadKeys(z uint32, drawn uint64) uint64 {
	var h uint64
	for d := drawn & touching(z) &^ touching(allCells&^z) &^ geo.edge; d != 0; d &= d - 1 {
		h ^= keys.segment[bits.TrailingZeros64(d)]
	}
	return h
}
