package more

import (
	"errors"
	"fmt"
	"strings"
)

// String is the move as the contest writes it, like "f6f4", or "Nil".
func (m Move) String() string {
	if m == Nil {
		return NilLine
	}
	return m.From().String() + m.To().String()
}

// ErrMove is wrapped by every error about a move's notation.
var ErrMove = errors.New("bad move")

// ParseMove reads a move like "f6f4" (from-square, to-square) or "Nil". It
// checks the notation only; Position.Check tells whether the move is legal.
func ParseMove(s string) (Move, error) {
	if s == NilLine {
		return Nil, nil
	}
	if len(s) != 4 {
		return 0, fmt.Errorf("%w %q: want a from-square and a to-square like f6f4, or Nil", ErrMove, s)
	}
	from, err := ParseSquare(s[:2])
	if err != nil {
		return 0, fmt.Errorf("%w %q: %w", ErrMove, s, err)
	}
	to, err := ParseSquare(s[2:])
	if err != nil {
		return 0, fmt.Errorf("%w %q: %w", ErrMove, s, err)
	}
	if from == to {
		return 0, fmt.Errorf("%w %q: from and to are the same square", ErrMove, s)
	}
	return MoveOf(from, to), nil
}

// ParseLine reads an opening line: moves separated by blanks ("" is no
// line). Its error names the move by its number.
func ParseLine(s string) ([]Move, error) {
	var line []Move
	for i, tok := range strings.Fields(s) {
		m, err := ParseMove(tok)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		line = append(line, m)
	}
	return line, nil
}

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

// String is the board's wall line.
func (b *Board) String() string {
	var s [WallCount]byte
	for i, w := range b.walls {
		s[i] = '0' + byte(w)
	}
	return string(s[:])
}
