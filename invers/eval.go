package invers

import "math/bits"

// PointValue is one contest point in the units of Eval and Terminal.
const PointValue int32 = 100

// WinValue marks decided games for the search (search.WinMarker): a won
// game is worth WinValue plus its winner's points, a lost one the negative.
const WinValue int32 = 1 << 20

// The weights of Eval, from the side to move. A side's own plain tiles are
// what it must be rid of (each one left costs PlainWeight); those on the
// border it can push off at once (EdgeWeight each); a tile of its own
// colour in hand goes in as an inverted tile the opponent can never push
// off, while an opponent's tile in hand would block itself (HeldWeight).
const (
	PlainWeight = PointValue
	EdgeWeight  = PointValue / 4
	HeldWeight  = PointValue / 4
)

// WinValue is the value search scores a won game at (search.WinMarker).
func (s *State) WinValue() int32 { return WinValue }

// Terminal reports whether the game is over and, if so, its value for the
// side to move: WinValue plus the winner's points for a win, its negative
// for a loss, and PointValue times the score difference without a winner.
func (s *State) Terminal() (over bool, value int32) {
	if !s.Over() {
		return false, 0
	}
	yellow, red := s.Scores()
	var v int32
	switch s.Winner() {
	case Yellow:
		v = WinValue + PointValue*int32(yellow)
	case Red:
		v = -WinValue - PointValue*int32(red)
	default:
		v = PointValue * int32(yellow-red)
	}
	if s.side == Red {
		v = -v
	}
	return true, v
}

// Eval is the static evaluation of a position that is not over, for the
// side to move: plain tiles left, plain tiles on the border, and the tile
// in hand, each side's against the other's.
func (s *State) Eval() int32 {
	yellowPlain := s.yellow &^ s.inverted
	redPlain := ^s.yellow &^ s.inverted & boardMask
	v := PlainWeight*(int32(s.plain[Red])-int32(s.plain[Yellow])) +
		EdgeWeight*int32(bits.OnesCount64(yellowPlain&edges)-bits.OnesCount64(redPlain&edges))
	if s.held[Yellow] == Yellow {
		v += HeldWeight
	} else {
		v -= HeldWeight
	}
	if s.held[Red] == Red {
		v -= HeldWeight
	} else {
		v += HeldWeight
	}
	if s.side == Red {
		v = -v
	}
	return v
}
