package invers

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// tileLetters name a tile in a position text: yellow plain, yellow
// inverted, red plain, red inverted.
const tileLetters = "YyRr"

func tileLetter(c Colour, inverted bool) byte {
	i := 2 * int(c)
	if inverted {
		i++
	}
	return tileLetters[i]
}

func colourLetter(c Colour) byte { return "YR"[c] }

// String writes the position in the form ParsePosition reads: the six rows
// top to bottom, separated by '/', each square's tile as Y (yellow plain),
// y (yellow inverted), R (red plain) or r (red inverted); then the colour
// of the tile Yellow holds and of the one Red holds, the side to move and
// the plies played. The start is
//
//	YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y 0
func (s *State) String() string {
	var b strings.Builder
	for r := 0; r < Size; r++ {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := 0; c < Size; c++ {
			b.WriteByte(tileLetter(s.Tile(At(r, c))))
		}
	}
	fmt.Fprintf(&b, " %c %c %c %d", colourLetter(s.held[Yellow]), colourLetter(s.held[Red]),
		colourLetter(s.side), s.plies)
	return b.String()
}

// ErrPositionSyntax is wrapped by every error of ParsePosition.
var ErrPositionSyntax = errors.New("invers: bad position")

// ParsePosition reads a position as State.String writes it; "" is the
// start. Each colour must have 19 tiles (18 on the board at the start and
// one in hand), at most 18 of them plain, and at most 200 plies played. The
// position has no history: Unmake cannot go back beyond it.
func ParsePosition(text string) (*State, error) {
	if strings.TrimSpace(text) == "" {
		return New(), nil
	}
	bad := func(why string) (*State, error) {
		return nil, fmt.Errorf("%w %q: %s", ErrPositionSyntax, text, why)
	}
	f := strings.Fields(text)
	if len(f) != 5 {
		return bad("want rows, Yellow's tile, Red's tile, side to move and plies")
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != Size {
		return bad("want 6 rows")
	}
	s := &State{}
	var tiles [2]int
	for r, row := range rows {
		if len(row) != Size {
			return bad("want 6 squares a row")
		}
		for c := 0; c < Size; c++ {
			i := strings.IndexByte(tileLetters, row[c])
			if i < 0 {
				return bad("a square is Y, y, R or r")
			}
			sq := At(r, c)
			colour := Colour(i / 2)
			tiles[colour]++
			if colour == Yellow {
				s.yellow |= 1 << sq
			}
			if i%2 == 1 {
				s.inverted |= 1 << sq
			} else {
				s.plain[colour]++
			}
		}
	}
	colour := func(t string) (Colour, bool) {
		switch t {
		case "Y":
			return Yellow, true
		case "R":
			return Red, true
		}
		return 0, false
	}
	var ok bool
	for side := Yellow; side <= Red; side++ {
		if s.held[side], ok = colour(f[1+side]); !ok {
			return bad("a held tile is Y or R")
		}
		tiles[s.held[side]]++
	}
	if s.side, ok = colour(f[3]); !ok {
		return bad("the side to move is Y or R")
	}
	if tiles[Yellow] != TilesPerColour+1 || tiles[Red] != TilesPerColour+1 {
		return bad("each colour has 19 tiles, on the board and in hand")
	}
	if s.plain[Yellow] > TilesPerColour || s.plain[Red] > TilesPerColour {
		return bad("each colour has at most 18 plain tiles")
	}
	n, err := strconv.Atoi(f[4])
	if err != nil || n < 0 || n > MaxPlies {
		return bad("the plies played are 0..200")
	}
	s.plies = uint8(n)
	return s, nil
}
