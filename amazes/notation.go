package amazes

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The text format of a Setup (FormatSetup, ParseSetup) is a drawing of the
// maze, 51 lines of 51 characters: '+' at every corner point, '-' for a
// horizontal wall and '|' for a vertical one, a space for an opening; the
// cells are spaces, except 'R' and 'B' on the start cells. Two lines follow,
// "red ROW COL FACING" and "blue ROW COL FACING", with rows and columns
// counted from 1 as the rules do and FACING one of N, E, S, W:
//
//	+-+-+-+
//	|R    |
//	+ +-+ +   (a 3x3 corner of a drawing)

// drawSize is the number of lines and of characters per line of a drawing.
const drawSize = 2*Size + 1

// ErrBadSetupText is wrapped by every error of ParseSetup about the text
// itself (as opposed to an invalid maze or start).
var ErrBadSetupText = errors.New("amazes: bad setup text")

// FormatSetup draws s in the text format ParseSetup reads.
func FormatSetup(s *Setup) string {
	var b strings.Builder
	m := &s.Maze
	for y := 0; y < drawSize; y++ {
		for x := 0; x < drawSize; x++ {
			b.WriteByte(drawChar(m, s, y, x))
		}
		b.WriteByte('\n')
	}
	for p, st := range s.Start {
		fmt.Fprintf(&b, "%s %d %d %v\n", PlayerName(p), st.Row+1, st.Col+1, st.Facing)
	}
	return b.String()
}

// drawChar is the character at line y, column x of the drawing.
func drawChar(m *Maze, s *Setup, y, x int) byte {
	r, c := y/2, x/2
	switch {
	case y%2 == 0 && x%2 == 0:
		return '+'
	case y%2 == 0: // horizontal side: the north of (r, c)
		if (r < Size && m.Wall(r, c, North)) || (r == Size && m.Wall(r-1, c, South)) {
			return '-'
		}
		return ' '
	case x%2 == 0: // vertical side: the west of (r, c)
		if (c < Size && m.Wall(r, c, West)) || (c == Size && m.Wall(r, c-1, East)) {
			return '|'
		}
		return ' '
	}
	for p, st := range s.Start {
		if st.Row == r && st.Col == c {
			return "RB"[p]
		}
	}
	return ' '
}

// ParseSetup reads a setup in the text format of FormatSetup and validates
// it (Setup.Validate). A trailing '\r' on a line is ignored.
func ParseSetup(text string) (*Setup, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) != drawSize+2 {
		return nil, fmt.Errorf("%w: %d lines, want %d (the drawing and the two start lines)", ErrBadSetupText, len(lines), drawSize+2)
	}
	s := &Setup{Maze: *NewMaze()}
	var marks [2][]int
	for y := 0; y < drawSize; y++ {
		line := lines[y]
		if len(line) != drawSize {
			return nil, fmt.Errorf("%w: line %d has %d characters, want %d", ErrBadSetupText, y+1, len(line), drawSize)
		}
		for x := 0; x < drawSize; x++ {
			if err := parseDrawChar(s, &marks, y, x, line[x]); err != nil {
				return nil, err
			}
		}
	}
	for p := range s.Start {
		st, err := parseStartLine(lines[drawSize+p], PlayerName(p))
		if err != nil {
			return nil, err
		}
		s.Start[p] = st
		if len(marks[p]) != 2 || marks[p][0] != st.Row || marks[p][1] != st.Col {
			return nil, fmt.Errorf("%w: the drawing's %c mark is not on %s's start cell", ErrBadSetupText, "RB"[p], PlayerName(p))
		}
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return s, nil
}

// parseDrawChar applies the character ch at line y, column x of a drawing.
func parseDrawChar(s *Setup, marks *[2][]int, y, x int, ch byte) error {
	r, c := y/2, x/2
	var want byte
	switch {
	case y%2 == 0 && x%2 == 0:
		want = '+'
	case y%2 == 0:
		want = '-'
	case x%2 == 0:
		want = '|'
	default:
		switch ch {
		case ' ':
			return nil
		case 'R', 'B':
			p := strings.IndexByte("RB", ch)
			if marks[p] != nil {
				return fmt.Errorf("%w: two %c marks", ErrBadSetupText, ch)
			}
			marks[p] = []int{r, c}
			return nil
		}
		return fmt.Errorf("%w: line %d column %d: cell %q, want ' ', 'R' or 'B'", ErrBadSetupText, y+1, x+1, ch)
	}
	if want == '+' {
		if ch != '+' {
			return fmt.Errorf("%w: line %d column %d: %q, want '+'", ErrBadSetupText, y+1, x+1, ch)
		}
		return nil
	}
	if ch != want && ch != ' ' {
		return fmt.Errorf("%w: line %d column %d: %q, want %q or ' '", ErrBadSetupText, y+1, x+1, ch, want)
	}
	if ch == want {
		return nil
	}
	// An opening: the north side of (r, c) or the west side of (r, c).
	d := North
	if want == '|' {
		d = West
	}
	if err := s.Maze.SetWall(r, c, d, false); err != nil || !Inside(r, c) {
		return fmt.Errorf("%w: line %d column %d: an opening in the outer wall", ErrBadSetupText, y+1, x+1)
	}
	return nil
}

// parseStartLine reads "NAME ROW COL FACING".
func parseStartLine(line, name string) (Pose, error) {
	f := strings.Fields(line)
	if len(f) != 4 || f[0] != name {
		return Pose{}, fmt.Errorf("%w: %q, want %q", ErrBadSetupText, line, name+" ROW COL FACING")
	}
	var pos [2]int
	for k := 0; k < 2; k++ {
		v, err := strconv.Atoi(f[1+k])
		if err != nil || v < 1 || v > Size {
			return Pose{}, fmt.Errorf("%w: %q: %q is not a number 1..%d", ErrBadSetupText, line, f[1+k], Size)
		}
		pos[k] = v - 1
	}
	d := strings.Index(dirNames, f[3])
	if len(f[3]) != 1 || d < 0 {
		return Pose{}, fmt.Errorf("%w: %q: facing %q is not N, E, S or W", ErrBadSetupText, line, f[3])
	}
	return Pose{Row: pos[0], Col: pos[1], Facing: Dir(d)}, nil
}

// Carve opens in m the sides drawn open in region, a +-| drawing (as in
// the setup format) of a block of cells whose top-left cell is (top,
// left): every side of the drawing shown as a space is opened; the rest of
// m is left as it is. It builds test and demonstration mazes by hand.
func (m *Maze) Carve(top, left int, region ...string) error {
	for y, line := range region {
		for x := 0; x < len(line); x++ {
			if line[x] != ' ' || (y%2 == 1 && x%2 == 1) || (y%2 == 0 && x%2 == 0) {
				continue
			}
			r, c := top+y/2, left+x/2
			d := North
			if y%2 == 1 {
				d = West
			}
			if err := m.SetWall(r, c, d, false); err != nil {
				return fmt.Errorf("%w: region line %d column %d: %w", ErrBadSetupText, y+1, x+1, err)
			}
		}
	}
	return nil
}
