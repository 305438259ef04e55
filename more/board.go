package more

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

// WallCount is the number of wall characters in a board line: 5 vertical
// walls in each of the 6 rows and 6 horizontal walls between each of the 5
// pairs of rows.
const WallCount = Size*(Size-1) + (Size-1)*Size

// ExampleBoard is the board of figure 1 and of the example game in the
// contest text.
const ExampleBoard = "010200100010010100110001000011000010000000000101010100100000"

// Wall is what stands on an edge between two adjacent squares; its value is
// the penalty for stepping through it.
type Wall uint8

// The walls of an edge.
const (
	NoWall Wall = iota
	SingleWall
	DoubleWall
)

// Direction is one of the four orthogonal directions.
type Direction uint8

// The directions, clockwise from North (towards row a).
const (
	North Direction = iota
	East
	South
	West
)

// Directions is the number of directions.
const Directions = 4

// Board is the set of walls of one game, with the bitboard masks the move
// generator reads. Make it with ParseBoard; it is never changed afterwards,
// so one Board serves any number of positions.
type Board struct {
	walls [WallCount]Wall
	// has[d] has the squares with a neighbour in direction d.
	has [Directions]uint64
	// open[d] has the squares with a neighbour in direction d and no wall
	// on the edge between them.
	open [Directions]uint64
	// penalty[from*Squares+to] is the penalty of the step from -> to: the
	// wall between them (0 for a jump or anything else).
	penalty [Squares * Squares]uint8
}

// NewBoard builds a board from its walls, in the order of the wall line.
// Values above DoubleWall count as DoubleWall.
func NewBoard(walls [WallCount]Wall) *Board {
	b := &Board{walls: walls}
	for i := range b.walls {
		b.walls[i] = min(b.walls[i], DoubleWall)
	}
	for sq := Square(0); sq < Squares; sq++ {
		for d := Direction(0); d < Directions; d++ {
			to, ok := sq.Neighbour(d)
			if !ok {
				continue
			}
			w := b.edge(sq, d)
			b.has[d] |= 1 << sq
			if w == NoWall {
				b.open[d] |= 1 << sq
			}
			b.penalty[int(sq)*Squares+int(to)] = uint8(w)
		}
	}
	return b
}

// Neighbour is the square next to s in direction d, if it is on the board.
func (s Square) Neighbour(d Direction) (Square, bool) {
	r, c := s.Row(), s.Col()
	switch d {
	case North:
		r--
	case East:
		c++
	case South:
		r++
	case West:
		c--
	}
	if r < 0 || r >= Size || c < 0 || c >= Size {
		return 0, false
	}
	return SquareAt(r, c), true
}

// edge is the wall on the edge of s in direction d, which must exist.
func (b *Board) edge(s Square, d Direction) Wall {
	r, c := s.Row(), s.Col()
	switch d {
	case North:
		return b.walls[(r-1)*11+5+c]
	case East:
		return b.walls[r*11+c]
	case South:
		return b.walls[r*11+5+c]
	default:
		return b.walls[r*11+c-1]
	}
}

// Wall is the wall on the edge of s in direction d, and false when s has no
// neighbour in that direction.
func (b *Board) Wall(s Square, d Direction) (Wall, bool) {
	if _, ok := s.Neighbour(d); !ok || s >= Squares {
		return NoWall, false
	}
	return b.edge(s, d), true
}

// Penalty is the penalty of the move from -> to: the wall crossed by a step,
// 0 for a jump.
func (b *Board) Penalty(from, to Square) int {
	return int(b.penalty[int(from)*Squares+int(to)])
}

// Walls are the board's walls in the order of the wall line.
func (b *Board) Walls() [WallCount]Wall { return b.walls }
