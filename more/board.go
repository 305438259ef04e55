package more

import (
	"errors"
	"fmt"
)

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

// ErrBoard is wrapped by every error about a board line.
var ErrBoard = errors.New("bad board")

// ParseBoard reads the contest's wall line: exactly WallCount characters
// '0' (no wall), '1' (single) or '2' (double), row by row from the top: the
// 5 vertical walls inside a row (between columns 1-2, ..., 5-6), then the 6
// horizontal walls below it (columns 1..6), ending with row f's 5 vertical
// walls.
func ParseBoard(line string) (*Board, error) {
	if len(line) != WallCount {
		return nil, fmt.Errorf("%w: %d characters, want %d of 0, 1 or 2", ErrBoard, len(line), WallCount)
	}
	var walls [WallCount]Wall
	for i := 0; i < WallCount; i++ {
		ch := line[i]
		if ch < '0' || ch > '2' {
			return nil, fmt.Errorf("%w: character %d is %q, want 0, 1 or 2", ErrBoard, i+1, ch)
		}
		walls[i] = Wall(ch - '0')
	}
	return NewBoard(walls), nil
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

// String is the board's wall line.
func (b *Board) String() string {
	var s [WallCount]byte
	for i, w := range b.walls {
		s[i] = '0' + byte(w)
	}
	return string(s[:])
}
