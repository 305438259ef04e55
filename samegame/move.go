package samegame

import "strconv"

// MaxSize is the most columns and the most rows a board has.
const MaxSize = 256

// Move names a stone by its column x (from the left) and row y (from the
// bottom), both from 0, in the board as it stands: playing it removes the
// stone's whole group. It packs x<<8 | y.
type Move uint16

// MoveAt is the move that picks the stone in column x, row y; both must lie
// in 0..MaxSize-1.
func MoveAt(x, y int) Move { return Move(x<<8 | y) }

// X is the move's column, counted from the left from 0.
func (m Move) X() int { return int(m >> 8) }

// Y is the move's row, counted from the bottom from 0.
func (m Move) Y() int { return int(m & 0xff) }

// String writes the move as the contest does: "(x, y)".
func (m Move) String() string {
	return "(" + strconv.Itoa(m.X()) + ", " + strconv.Itoa(m.Y()) + ")"
}
