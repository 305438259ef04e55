package zuniq

import (
	"errors"
	"fmt"
	"strings"
)

// Errors of ParseMove and ParsePosition.
var (
	ErrNotAMove       = errors.New("zuniq: not a move")
	ErrPositionSyntax = errors.New("zuniq: bad position text")
)

// String is the segment as the protocol writes it: its first dot's row
// letter A..F and column digit 1..6, then h (to the next column) or v (to
// the next row): "A2h", "E5v".
func (g Segment) String() string {
	r, c := g.RowCol()
	d := byte('h')
	if !g.Horizontal() {
		d = 'v'
	}
	return string([]byte{'A' + byte(r), '1' + byte(c), d})
}

// String is m as the protocol writes it: the segment, and '!' for a call.
func (m Move) String() string {
	if m.Calls() {
		return m.Segment().String() + "!"
	}
	return m.Segment().String()
}

// ParseMove reads one move as the protocol writes it: a row letter A..F,
// a column digit 1..6, h or v, and an optional '!' (a victory call); a
// horizontal segment starts in columns 1..5, a vertical one in rows A..E.
func ParseMove(line string) (Move, error) {
	var m Move
	text := line
	if strings.HasSuffix(text, "!") {
		text, m = text[:len(text)-1], Call
	}
	if len(text) != 3 || text[0] < 'A' || text[0] > 'F' || text[1] < '1' || text[1] > '6' {
		return 0, fmt.Errorf("%q: %w (a row A-F, a column 1-6, h or v, maybe '!')", line, ErrNotAMove)
	}
	r, c := int(text[0]-'A'), int(text[1]-'1')
	switch {
	case text[2] == 'h' && c < CellSide:
		return m | Move(HSeg(r, c)), nil
	case text[2] == 'v' && r < CellSide:
		return m | Move(VSeg(r, c)), nil
	case text[2] == 'h':
		return 0, fmt.Errorf("%q: %w (no horizontal segment from column 6)", line, ErrNotAMove)
	case text[2] == 'v':
		return 0, fmt.Errorf("%q: %w (no vertical segment from row F)", line, ErrNotAMove)
	}
	return 0, fmt.Errorf("%q: %w (a row A-F, a column 1-6, h or v, maybe '!')", line, ErrNotAMove)
}

// String is the position as text: the moves from the start in the order
// played, separated by blanks, each call marked with '!' ("A2h B3h! E5v");
// "" at the start.
func (s *State) String() string {
	var b strings.Builder
	for i := 0; i < int(s.ply); i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		m := Move(s.history[i])
		if int(s.calls[i&1]) == i+1 {
			m |= Call
		}
		b.WriteString(m.String())
	}
	return b.String()
}

// ParsePosition reads a position as String writes it: the moves from the
// start, each legal when played; "" is the start.
func ParsePosition(text string) (*State, error) {
	s := New()
	for i, tok := range strings.Fields(text) {
		m, err := ParseMove(tok)
		if err != nil {
			return nil, fmt.Errorf("%w: move %d: %w", ErrPositionSyntax, i+1, err)
		}
		if err := s.Play(m); err != nil {
			return nil, fmt.Errorf("%w: move %d %v: %w", ErrPositionSyntax, i+1, m, err)
		}
	}
	return s, nil
}
