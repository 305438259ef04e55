package more

import (
	"errors"
	"fmt"
	"strings"
)

// Move is a move as from<<6 | to, or Nil. The zero Move (a1a1) is never a
// legal move, so a search may use it as "no move".
type Move uint16

// Nil is the turn of a side that does not move: one that has finished, or
// (our decision, see NilLine) one whose stones cannot move at all.
const Nil Move = 0xfff

// NilLine is how Nil is written: the judge sends it to a side whose
// opponent did not move. Decision: a side that cannot move at all answers
// the line it is sent with NilLine too, so every line still gets one answer.
const NilLine = "Nil"

// MaxMoves bounds the number of legal moves in a position: each of four
// stones either steps or jumps in each of four directions.
const MaxMoves = 16

// MoveOf is the move from -> to.
func MoveOf(from, to Square) Move { return Move(from)<<6 | Move(to) }

// From is the square the move leaves (meaningless for Nil).
func (m Move) From() Square { return Square(m >> 6 & 63) }

// To is the square the move reaches (meaningless for Nil).
func (m Move) To() Square { return Square(m & 63) }

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
