package amazes

import (
	"errors"
	"fmt"
)

// Size is the number of rows and of columns of a maze.
const Size = 25

// Cells is the number of cells of a maze.
const Cells = Size * Size

// Maze is a 25x25 maze: a wall or an opening on each side of each cell. The
// zero value has no walls at all (not even the outer ones); NewMaze is the
// usual start. Cell (row, col) has index row*Size+col.
type Maze struct {
	// walls holds, per cell, bit d set when side d is a wall. Both cells
	// of an inner side always agree.
	walls [Cells]uint8
}

// NewMaze returns a maze with every wall standing: 625 closed cells.
func NewMaze() *Maze {
	m := &Maze{}
	for i := range m.walls {
		m.walls[i] = 15
	}
	return m
}

// Inside reports whether (row, col) is a cell of the maze.
func Inside(row, col int) bool { return row >= 0 && row < Size && col >= 0 && col < Size }

// Wall reports whether side d of cell (row, col) is a wall. Outside the
// maze everything is wall.
func (m *Maze) Wall(row, col int, d Dir) bool {
	if !Inside(row, col) {
		return true
	}
	return m.walls[row*Size+col]&(1<<(d&3)) != 0
}

// SetWall puts up (wall true) or takes down the wall on side d of cell
// (row, col), on both cells that share it. The outer wall cannot be
// opened.
func (m *Maze) SetWall(row, col int, d Dir, wall bool) error {
	if !Inside(row, col) {
		return fmt.Errorf("amazes: cell (%d,%d) is outside the maze", row, col)
	}
	nr, nc := row+d.DRow(), col+d.DCol()
	if !Inside(nr, nc) {
		if wall {
			return nil
		}
		return fmt.Errorf("amazes: side %v of cell (%d,%d) is the outer wall", d, row, col)
	}
	i, j := row*Size+col, nr*Size+nc
	if wall {
		m.walls[i] |= 1 << d
		m.walls[j] |= 1 << d.Back()
	} else {
		m.walls[i] &^= 1 << d
		m.walls[j] &^= 1 << d.Back()
	}
	return nil
}

// Openings is the number of openings between two cells (each counted once).
// A spanning tree of the 625 cells has 624.
func (m *Maze) Openings() int {
	n := 0
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			if c+1 < Size && !m.Wall(r, c, East) {
				n++
			}
			if r+1 < Size && !m.Wall(r, c, South) {
				n++
			}
		}
	}
	return n
}

// Exits is the number of open sides of cell (row, col).
func (m *Maze) Exits(row, col int) int {
	n := 0
	for d := North; d <= West; d++ {
		if !m.Wall(row, col, d) {
			n++
		}
	}
	return n
}

// DeadEnds is the number of cells with exactly one open side.
func (m *Maze) DeadEnds() int {
	n := 0
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			if m.Exits(r, c) == 1 {
				n++
			}
		}
	}
	return n
}

// Errors of Validate.
var (
	ErrOuterWallOpen = errors.New("amazes: the outer wall has an opening")
	ErrSidesDisagree = errors.New("amazes: two cells disagree about the side they share")
	ErrNotConnected  = errors.New("amazes: not all cells are connected")
	ErrOpenSquare    = errors.New("amazes: an inner corner point touches no wall (an open 2x2 square)")
)

// Validate checks the rules' properties of a maze: a closed outer wall,
// both cells of each side agreeing, all cells connected, and every inner
// corner point touching at least one wall.
func (m *Maze) Validate() error {
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			w := m.walls[r*Size+c]
			for d := North; d <= West; d++ {
				nr, nc := r+d.DRow(), c+d.DCol()
				open := w&(1<<d) == 0
				if !Inside(nr, nc) {
					if open {
						return fmt.Errorf("%w: side %v of cell (%d,%d)", ErrOuterWallOpen, d, r, c)
					}
					continue
				}
				if open != (m.walls[nr*Size+nc]&(1<<d.Back()) == 0) {
					return fmt.Errorf("%w: side %v of cell (%d,%d)", ErrSidesDisagree, d, r, c)
				}
			}
		}
	}
	for r := 1; r < Size; r++ {
		for c := 1; c < Size; c++ {
			// The corner point at the top left of (r, c).
			if m.openCorner(r, c) {
				return fmt.Errorf("%w: top left of cell (%d,%d)", ErrOpenSquare, r, c)
			}
		}
	}
	if n := m.reachable(0, 0); n != Cells {
		return fmt.Errorf("%w: %d of %d reachable from (0,0)", ErrNotConnected, n, Cells)
	}
	return nil
}

// reachable counts the cells reachable from (row, col).
func (m *Maze) reachable(row, col int) int {
	var seen [Cells]bool
	var queue [Cells]int
	queue[0] = row*Size + col
	seen[queue[0]] = true
	head, tail := 0, 1
	for head < tail {
		i := queue[head]
		head++
		r, c := i/Size, i%Size
		for d := North; d <= West; d++ {
			if m.Wall(r, c, d) {
				continue
			}
			j := (r+d.DRow())*Size + c + d.DCol()
			if !seen[j] {
				seen[j] = true
				queue[tail] = j
				tail++
			}
		}
	}
	return tail
}

// openCorner reports whether the corner point at the top left of cell
// (row, col) touches no wall: its four edges are all openings.
func (m *Maze) openCorner(row, col int) bool {
	if row <= 0 || col <= 0 || row >= Size || col >= Size {
		return false
	}
	return !m.Wall(row-1, col-1, East) && !m.Wall(row-1, col-1, South) && !m.Wall(row, col, North) && !m.Wall(row, col, West)
}
