package more

import (
	"errors"
	"fmt"
)

// Size is the number of rows and of columns of the board.
const Size = 6

// Squares is the number of squares on the board.
const Squares = Size * Size

// boardMask has a bit for every square of the board.
const boardMask uint64 = 1<<Squares - 1

// Square is a square of the board: row*Size + column, with row 0 = a (top)
// and column 0 = 1 (left).
type Square uint8

// SquareAt is the square in row r (0 = a) and column c (0 = 1).
func SquareAt(r, c int) Square { return Square(r*Size + c) }

// Row is the square's row, 0 (a) to 5 (f).
func (s Square) Row() int { return int(s) / Size }

// Col is the square's column, 0 (1) to 5 (6).
func (s Square) Col() int { return int(s) % Size }

// String is the square's name, like "f6".
func (s Square) String() string {
	if s >= Squares {
		return fmt.Sprintf("Square(%d)", uint8(s))
	}
	return string([]byte{'a' + byte(s.Row()), '1' + byte(s.Col())})
}

// ErrSquare is wrapped by every error about a square's name.
var ErrSquare = errors.New("bad square")

// ParseSquare reads a square's name: a row letter a..f and a column digit 1..6.
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 {
		return 0, fmt.Errorf("%w %q: want a row a..f and a column 1..6, like f6", ErrSquare, s)
	}
	r, c := s[0], s[1]
	if r < 'a' || r > 'f' {
		return 0, fmt.Errorf("%w %q: row %q is not a..f", ErrSquare, s, r)
	}
	if c < '1' || c > '6' {
		return 0, fmt.Errorf("%w %q: column %q is not 1..6", ErrSquare, s, c)
	}
	return SquareAt(int(r-'a'), int(c-'1')), nil
}

// Color is a side: White moves first.
type Color uint8

// The two sides.
const (
	White Color = iota
	Black
)

// Other is the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String is "White" or "Black".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// StartSquares is where each side's four stones stand at the start: White
// on e5 e6 f5 f6, Black on a1 a2 b1 b2.
var StartSquares = [2]uint64{
	White: 1<<SquareAt(4, 4) | 1<<SquareAt(4, 5) | 1<<SquareAt(5, 4) | 1<<SquareAt(5, 5),
	Black: 1<<SquareAt(0, 0) | 1<<SquareAt(0, 1) | 1<<SquareAt(1, 0) | 1<<SquareAt(1, 1),
}

// HomeSquares is where each side must bring its four stones: the other
// side's start squares.
var HomeSquares = [2]uint64{White: StartSquares[Black], Black: StartSquares[White]}
