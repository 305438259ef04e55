package blackhole

import (
	"errors"
	"fmt"
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
