package c4

import "math/bits"

// PointValue is one contest point in the units of Eval and Terminal.
const PointValue int32 = 100

// WinValue marks decided games for the search (search.WinMarker).
const WinValue int32 = 1 << 20

// WinValue is the value search scores a won game at (search.WinMarker).
func (s *State) WinValue() int32 { return WinValue }

// Terminal reports whether the game is over and, if so, its value for the
// side to move: a loss if the last move made four, else a draw.
func (s *State) Terminal() (over bool, value int32) {
	if !s.Over() {
		return false, 0
	}
	if _, ok := s.Winner(); ok {
		return true, -WinValue - 2*PointValue
	}
	return true, 0
}

// centre is the middle column's cells.
const centre = (uint64(1)<<Height - 1) << (Width / 2 * (Height + 1))

// Eval is the side to move's discs in the middle column less the
// opponent's, a tenth of a point each.
func (s *State) Eval() int32 {
	own := bits.OnesCount64(s.discs[s.side] & centre)
	opp := bits.OnesCount64(s.discs[s.side.Other()] & centre)
	return int32(own-opp) * PointValue / 10
}
