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
// zone (every cell beside it in the zone) no longer matters and is left
// out, so that positions that differ only there are one.
func (s *State) Hash() uint64 { return s.hash }

// deadKeys is the keys of the drawn segments whose every cell is in zone z.
func deadKeys(z uint32, drawn uint64) uint64 {
	var h uint64
	for d := drawn & touching(z) &^ touching(allCells&^z); d != 0; d &= d - 1 {
		h ^= keys.segment[bits.TrailingZeros64(d)]
	}
	return h
}
