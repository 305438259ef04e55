package c4

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Errors of ParseMove and ParsePosition.
var (
	ErrNotAMove       = errors.New("c4: not a move")
	ErrPositionSyntax = errors.New("c4: bad position text")
)

// String is m as the protocol writes it: the column from 1.
func (m Move) String() string { return strconv.Itoa(int(m) + 1) }

// ParseMove reads a column, 1 to Width.
func ParseMove(line string) (Move, error) {
	n, err := strconv.Atoi(line)
	if err != nil || n < 1 || n > Width {
		return 0, fmt.Errorf("%q: %w (a column 1 to %d)", line, ErrNotAMove, Width)
	}
	return Move(n - 1), nil
}

// String is the moves played from the start ("-" for none).
func (s *State) String() string {
	if s.played == 0 {
		return "-"
	}
	// The moves are not kept: write the board's columns bottom up, which
	// ParsePosition replays column by column (alternating sides need not
	// hold, so each column is written with its discs' sides).
	var b strings.Builder
	for col := 0; col < Width; col++ {
		if col > 0 {
			b.WriteByte('/')
		}
		for row := 0; row < int(s.heights[col]); row++ {
			side, _ := s.Disc(col, row)
			b.WriteByte("xo"[side])
		}
	}
	b.WriteString(" " + s.side.String())
	return b.String()
}

// ParsePosition reads a position as String writes it; "" and "-" are the
// start.
func ParsePosition(text string) (*State, error) {
	s := New()
	if text == "" || text == "-" {
		return s, nil
	}
	f := strings.Fields(text)
	cols := strings.Split(f[0], "/")
	if len(f) != 2 || len(cols) != Width || (f[1] != First.String() && f[1] != Second.String()) {
		return nil, fmt.Errorf("%q: %w", text, ErrPositionSyntax)
	}
	for col, c := range cols {
		if len(c) > Height || strings.Trim(c, "xo") != "" {
			return nil, fmt.Errorf("%q: %w: column %d", text, ErrPositionSyntax, col+1)
		}
		for _, d := range c {
			s.side = Side(strings.IndexRune("xo", d))
			s.Make(Move(col))
		}
	}
	if f[1] == Second.String() {
		s.side = Second
	} else {
		s.side = First
	}
	s.hash = s.computeHash()
	return s, nil
}
