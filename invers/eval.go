package invers

import "math/bits"

// PointValue is one contest point in the units of Eval and Terminal.
const PointValue int32 = 100

// WinValue marks decided games for the search (search.WinMarker): a won
// game is worth WinValue plus its winner's points, a lost one the negative.
const WinValue int32 = 1 << 20

// sideWeights are Eval's weights for the features of one side's tiles, in
// Eval's units (a plain tile left is about PointValue).
type sideWeights struct {
	plain     int32 // each plain tile of the side's colour left
	border    int32 // each of them on the border (it can be pushed off at once)
	ring1     int32 // each of them one square in from the border
	corner    int32 // each of them in a corner (two pushes push it off)
	anyBorder int32 // at least one of them on the border: a good push is ready
	invBorder int32 // each inverted tile of the side's colour on the border
	invInner  int32 // each one inside
	heldOwn   int32 // the side holds a tile of its own colour
	lastOut   int32 // its last plain tile is on the border: it wins on its push
	twoLeft   int32 // two plain tiles left, at least one on the border
}

// The weights of Eval for the side to move (mover) and the other side
// (waiter), and tempo, the value of being on move: fitted by logistic
// regression of the game's result on these features over self-play (see
// docs/tuning.md) and scaled so that a plain tile is worth about
// PointValue. The colours'
// tile counts always sum to 36, so plain and inverted weights are only
// meaningful against each other: an inverted tile of one's own colour is
// one fewer of the opponent's, which blocks the opponent's pushes.
var (
	moverWeights = sideWeights{plain: -98, border: 131, ring1: 47, corner: 45, anyBorder: 16,
		invBorder: 130, invInner: 124, heldOwn: 218, lastOut: 2026, twoLeft: 75}
	waiterWeights = sideWeights{plain: 102, border: -130, ring1: -44, corner: -45, anyBorder: -10,
		invBorder: -135, invInner: -120, heldOwn: -206, lastOut: -685, twoLeft: -60}
)

// tempo is the value of being the side to move (a variable only so that
// -param can set it; see Params).
var tempo int32 = 11

// mobility is the value of each legal push the side to move has beyond
// those the other side would have if it were on move (the other side's
// inverted tiles on the border block the mover's pushes, and the other way
// round); the value: see docs/tuning.md. A variable only so that -param
// can set it.
var mobility int32 = 11

// ring1 are the squares one in from the border; corners the four corners.
const (
	ring1   = uint64(0x1e492780)
	corners = uint64(1)<<0 | uint64(1)<<(Size-1) | uint64(1)<<(Squares-Size) | uint64(1)<<(Squares-1)
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
// side to move: tempo, mobility times the legal pushes the mover has more
// than the other side would, and each side's tiles weighed (sideValue),
// the mover's by moverWeights, the other's by waiterWeights.
func (s *State) Eval() int32 {
	me := s.side
	// The squares the other side may not push off: the mover's inverted tiles.
	waiterBlocked := s.colourBits(me) & s.inverted
	pushes := bits.OnesCount32(pushesFree(s.blocked())) - bits.OnesCount32(pushesFree(waiterBlocked))
	return tempo + mobility*int32(pushes) + s.sideValue(me, &moverWeights) + s.sideValue(me.Other(), &waiterWeights)
}

// sideValue weighs the tiles of c's colour and the tile c holds by w.
func (s *State) sideValue(c Colour, w *sideWeights) int32 {
	own := s.colourBits(c)
	plain := own &^ s.inverted
	inverted := own & s.inverted
	border := int32(bits.OnesCount64(plain & edges))
	v := w.plain*int32(s.plain[c]) + w.border*border +
		w.ring1*int32(bits.OnesCount64(plain&ring1)) +
		w.corner*int32(bits.OnesCount64(plain&corners)) +
		w.invBorder*int32(bits.OnesCount64(inverted&edges)) +
		w.invInner*int32(bits.OnesCount64(inverted&^edges))
	if border > 0 {
		v += w.anyBorder
		switch s.plain[c] {
		case 1:
			v += w.lastOut
		case 2:
			v += w.twoLeft
		}
	}
	if s.held[c] == c {
		v += w.heldOwn
	}
	return v
}
