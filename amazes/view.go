package amazes

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The letters of a view line: one per corridor cell for its side openings
// as seen along the corridor, then the wall that ends it.
const (
	SideBoth  = 'B' // openings to the left and to the right
	SideLeft  = 'L' // an opening to the left only
	SideRight = 'R' // an opening to the right only
	SideNone  = 'N' // no side opening
	EndWall   = 'W' // the wall that ends the corridor
)

// MaxCorridor is the most cells a corridor can hold.
const MaxCorridor = Size - 1

// Corridor is what a player sees along one direction: the cells from the
// adjacent one up to the wall that ends the corridor.
type Corridor struct {
	// Len is the number of cells, 0 when a wall stands right next to the
	// player.
	Len int
	// Sides holds the letter (SideBoth, ...) of each cell, nearest first.
	Sides [MaxCorridor]byte
}

// View is what a player is told at the start of its turn: the corridors
// ahead, to the right, behind and to the left, and the squared distance to
// the opponent.
type View struct {
	Corridors [4]Corridor
	Dist2     int
}

// Corridor directions in a view, relative to the way the player faces.
const (
	Ahead  = 0
	Right  = 1
	Behind = 2
	Left   = 3
)

// Look returns the corridors seen from p in m (the view without the
// distance).
func (m *Maze) Look(p Pose) View {
	var v View
	for k := 0; k < 4; k++ {
		d := (p.Facing + Dir(k)) & 3
		c := &v.Corridors[k]
		r, col := p.Row, p.Col
		for !m.Wall(r, col, d) {
			r, col = r+d.DRow(), col+d.DCol()
			left, right := !m.Wall(r, col, d.Left()), !m.Wall(r, col, d.Right())
			c.Sides[c.Len] = sideLetter(left, right)
			c.Len++
		}
	}
	return v
}

// sideLetter is the view letter of a cell with the given side openings.
func sideLetter(left, right bool) byte {
	switch {
	case left && right:
		return SideBoth
	case left:
		return SideLeft
	case right:
		return SideRight
	}
	return SideNone
}

// String is the corridor's view line, e.g. "LLBNW".
func (c *Corridor) String() string {
	return string(c.Sides[:c.Len]) + "W"
}

// Lines are the five lines a player is sent for v.
func (v *View) Lines() []string {
	return []string{
		v.Corridors[Ahead].String(), v.Corridors[Right].String(),
		v.Corridors[Behind].String(), v.Corridors[Left].String(),
		strconv.Itoa(v.Dist2),
	}
}

// ErrBadView is wrapped by every error of ParseView and ParseCorridor.
var ErrBadView = errors.New("amazes: bad view")

// MaxDist2 is the largest squared distance two cells can have.
const MaxDist2 = 2 * (Size - 1) * (Size - 1)

// ParseCorridor reads one corridor line: up to 24 letters of B, L, R, N,
// then W.
func ParseCorridor(line string) (Corridor, error) {
	var c Corridor
	if len(line) == 0 || line[len(line)-1] != EndWall {
		return c, fmt.Errorf("%w: corridor %q does not end with W", ErrBadView, line)
	}
	if len(line)-1 > MaxCorridor {
		return c, fmt.Errorf("%w: corridor %q is longer than %d cells", ErrBadView, line, MaxCorridor)
	}
	for i := 0; i < len(line)-1; i++ {
		switch line[i] {
		case SideBoth, SideLeft, SideRight, SideNone:
			c.Sides[i] = line[i]
		default:
			return c, fmt.Errorf("%w: corridor %q: %q is not B, L, R or N", ErrBadView, line, line[i])
		}
	}
	c.Len = len(line) - 1
	return c, nil
}

// ParseView reads the five lines of a view (trailing spaces and '\r'
// ignored).
func ParseView(lines []string) (View, error) {
	var v View
	if len(lines) != 5 {
		return v, fmt.Errorf("%w: %d lines, want 5", ErrBadView, len(lines))
	}
	for k := 0; k < 4; k++ {
		c, err := ParseCorridor(strings.TrimRight(lines[k], " \r"))
		if err != nil {
			return v, err
		}
		v.Corridors[k] = c
	}
	d, err := strconv.Atoi(strings.TrimRight(lines[4], " \r"))
	if err != nil || d < 0 || d > MaxDist2 {
		return v, fmt.Errorf("%w: squared distance %q is not a number 0..%d", ErrBadView, lines[4], MaxDist2)
	}
	v.Dist2 = d
	return v, nil
}
