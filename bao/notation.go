package bao

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// String is the pit's letter, "A".."L" (the move as the protocol writes it).
func (p Pit) String() string {
	if p >= Pits {
		return "Pit(" + strconv.Itoa(int(p)) + ")"
	}
	return string(rune('A' + p))
}

// ErrMoveSyntax is wrapped by every error of ParseMove.
var ErrMoveSyntax = errors.New("bao: a move is one letter A..L")

// ParseMove reads a move as the protocol writes it: one capital letter A..L.
// Surrounding spaces and a trailing carriage return are ignored. Whether the
// move is legal is State.Legal's business.
func ParseMove(s string) (Pit, error) {
	t := strings.TrimSpace(s)
	if len(t) != 1 || t[0] < 'A' || t[0] >= 'A'+Pits {
		return 0, fmt.Errorf("%w, not %q", ErrMoveSyntax, s)
	}
	return Pit(t[0] - 'A'), nil
}

// ErrPositionSyntax is wrapped by every error of ParsePosition.
var ErrPositionSyntax = errors.New("bao: bad position")

// String writes the position in the form ParsePosition reads: the stones in
// pits A..L, the stones White and Black have captured, the side to move (W
// or B) and the moves played, e.g. the start:
//
//	4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / W 0
func (s *State) String() string {
	var b strings.Builder
	for _, c := range s.pits {
		b.WriteString(strconv.Itoa(int(c)))
		b.WriteByte(' ')
	}
	fmt.Fprintf(&b, "/ %d %d / %c %d", s.store[White], s.store[Black], "WB"[s.side], s.moves)
	return b.String()
}

// ParsePosition reads a position as State.String writes it; "" is the
// start. The stones must number 48 in all and fewer than 100 moves must
// have been played. The position has no history: Unmake cannot go back
// beyond it.
func ParsePosition(text string) (*State, error) {
	if strings.TrimSpace(text) == "" {
		return New(), nil
	}
	bad := func(why string) (*State, error) {
		return nil, fmt.Errorf("%w %q: %s", ErrPositionSyntax, text, why)
	}
	parts := strings.Split(text, "/")
	if len(parts) != 3 {
		return bad("want pits / captured / side and moves")
	}
	pits, stores, turn := strings.Fields(parts[0]), strings.Fields(parts[1]), strings.Fields(parts[2])
	if len(pits) != Pits || len(stores) != 2 || len(turn) != 2 {
		return bad("want 12 pits, 2 captured counts, a side and a move count")
	}
	s := &State{}
	total := 0
	count := func(f string) (uint8, bool) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > Stones {
			return 0, false
		}
		total += n
		return uint8(n), true
	}
	var ok bool
	for p, f := range pits {
		if s.pits[p], ok = count(f); !ok {
			return bad("a pit holds 0.." + strconv.Itoa(Stones) + " stones")
		}
	}
	for i, f := range stores {
		if s.store[i], ok = count(f); !ok {
			return bad("a side captured 0.." + strconv.Itoa(Stones) + " stones")
		}
	}
	if total != Stones {
		return bad("the stones number " + strconv.Itoa(total) + ", not 48")
	}
	switch turn[0] {
	case "W":
		s.side = White
	case "B":
		s.side = Black
	default:
		return bad("the side to move is W or B")
	}
	n, err := strconv.Atoi(turn[1])
	if err != nil || n < 0 || n > MaxMoves {
		return bad("the moves played are 0..100")
	}
	s.moves = uint8(n)
	return s, nil
}
