package invers

import "time"

// Size is the board's side: 6 rows and 6 columns.
const Size = 6

// Squares is the number of squares, 36.
const Squares = Size * Size

// TilesPerColour is the number of tiles of each colour on the board at the
// start (the "original" tiles a side must push off to win).
const TilesPerColour = Squares / 2

// MovesEach is the number of moves each side makes before the game ends
// without a winner; MaxPlies counts both sides' moves.
const (
	MovesEach = 100
	MaxPlies  = 2 * MovesEach
)

// TimeLimit is each program's thinking time for a whole game. Decision (the
// text names none): CodeCup's usual 30 s.
const TimeLimit = 30 * time.Second

// Colour is a side and the colour of its tiles: Yellow moves first.
type Colour uint8

// The two colours.
const (
	Yellow Colour = 0
	Red    Colour = 1
)

// Other is the opponent of c.
func (c Colour) Other() Colour { return c ^ 1 }

// String is "Yellow" or "Red".
func (c Colour) String() string {
	if c == Yellow {
		return "Yellow"
	}
	return "Red"
}

// Square is a square of the board, row*Size + column with rows 0..5 top to
// bottom (the rules' rows 1..6) and columns 0..5 left to right.
type Square uint8

// At is the square in row r and column c, both 0-based.
func At(r, c int) Square { return Square(r*Size + c) }

// Row is the square's 0-based row.
func (s Square) Row() int { return int(s) / Size }

// Column is the square's 0-based column.
func (s Square) Column() int { return int(s) % Size }

// StartColour is our decision on the lost figure of the start: a
// checkerboard where the square in row r, column c (1-based, as the rules
// page counts them) holds a yellow tile when r+c is even. With 0-based rows
// and columns the parity is the same.
func StartColour(s Square) Colour {
	if (s.Row()+s.Column())%2 == 0 {
		return Yellow
	}
	return Red
}

// boardMask has a bit for every square.
const boardMask = uint64(1)<<Squares - 1
