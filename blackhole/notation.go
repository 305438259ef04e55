package blackhole

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// String writes the position as ParsePosition reads it: the five brown
// fields in field order, then the moves played, in order, separated by
// blanks: "A8 B4 D2 E4 H1 A1=15 C3=2".
func (s *State) String() string {
	var b strings.Builder
	for f := Field(0); f < Fields; f++ {
		if s.brown>>f&1 != 0 {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(f.String())
		}
	}
	for _, m := range s.History() {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	return b.String()
}

// DefaultBrown is the brown stones of the start ParsePosition("") gives,
// for perft and the bench. Decision: the contest draws them at random for
// every game and names no standard start; this fixed spread of five is
// ours (A8 B4 D2 E4 H1).
var DefaultBrown = [NumBrown]Field{At(0, 7), At(1, 3), At(3, 1), At(4, 3), At(7, 0)}

// ErrPositionSyntax is wrapped by every error of ParsePosition.
var ErrPositionSyntax = errors.New("blackhole: bad position")

// ParsePosition reads a position as State.String writes it: five
// different brown fields (in any order), then legal moves from there. ""
// is the start with DefaultBrown.
func ParsePosition(text string) (*State, error) {
	tokens := strings.Fields(text)
	if len(tokens) == 0 {
		return New(DefaultBrown)
	}
	if len(tokens) < NumBrown {
		return nil, fmt.Errorf("%w %q: want %d brown fields first", ErrPositionSyntax, text, NumBrown)
	}
	var brown [NumBrown]Field
	for i, tok := range tokens[:NumBrown] {
		f, err := ParseField(tok)
		if err != nil {
			return nil, fmt.Errorf("%w %q: brown stone %d: %w", ErrPositionSyntax, text, i+1, err)
		}
		brown[i] = f
	}
	s, err := New(brown)
	if err != nil {
		return nil, fmt.Errorf("%w %q: %w", ErrPositionSyntax, text, err)
	}
	for i, tok := range tokens[NumBrown:] {
		m, err := ParseMove(tok)
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			return nil, fmt.Errorf("%w %q: move %d: %w", ErrPositionSyntax, text, i+1, err)
		}
	}
	return s, nil
}

// String is the move in the protocol's notation, "<field>=<value>": "B3=15".
func (m Move) String() string {
	return m.Field().String() + "=" + strconv.Itoa(m.Value())
}

// Errors of ParseField and ParseMove.
var (
	ErrBadField = errors.New("blackhole: no such field (want a row letter A..H and a number, row+number at most 9, e.g. C4)")
	ErrBadMove  = errors.New("blackhole: not a move (want <field>=<value>, value 1..15, e.g. B3=15)")
)

// ParseField reads a field's name, "A1".."H1": a capital row letter and a
// digit, the row's letter index plus the number at most 8.
func ParseField(s string) (Field, error) {
	if len(s) != 2 || s[0] < 'A' || s[0] > 'H' || s[1] < '1' || s[1] > '8' {
		return 0, fmt.Errorf("%w: %q", ErrBadField, s)
	}
	u, v := int(s[0]-'A'), int(s[1]-'1')
	if !OnBoard(u, v) {
		return 0, fmt.Errorf("%w: %q", ErrBadField, s)
	}
	return At(u, v), nil
}

// ParseMove reads a move as String writes it: a field, '=' and a value
// 1..15 in decimal without sign or leading zero ("B3=15"). Whether the
// field is empty and the value still the mover's is for State.Legal.
func ParseMove(s string) (Move, error) {
	name, value, ok := strings.Cut(s, "=")
	if !ok {
		return 0, fmt.Errorf("%w: %q", ErrBadMove, s)
	}
	f, err := ParseField(name)
	if err != nil {
		return 0, fmt.Errorf("%w: %q: %w", ErrBadMove, s, err)
	}
	if len(value) == 0 || len(value) > 2 || value[0] == '0' {
		return 0, fmt.Errorf("%w: %q", ErrBadMove, s)
	}
	v := 0
	for _, c := range []byte(value) {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%w: %q", ErrBadMove, s)
		}
		v = 10*v + int(c-'0')
	}
	if v > MaxValue {
		return 0, fmt.Errorf("%w: %q", ErrBadMove, s)
	}
	return NewMove(f, v), nil
}
