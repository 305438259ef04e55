package blackhole

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Move places a stone: a field and the stone's value 1..15, packed as
// field*16 + value (the side is the side to move).
type Move uint16

// NewMove is the move that places a stone of value v on field f.
func NewMove(f Field, v int) Move { return Move(f)<<4 | Move(v) }

// Field is the field the stone goes to.
func (m Move) Field() Field { return Field(m >> 4) }

// Value is the stone's value, 1..15.
func (m Move) Value() int { return int(m & 15) }

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
