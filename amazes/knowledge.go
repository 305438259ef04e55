package amazes

import "errors"

// A player's map (Knowledge) is drawn in its own frame: it does not know
// where it is, so it puts its start cell at (Origin, Origin) of a grid of
// Frame x Frame cells, which holds the maze wherever the start lies in it.
const (
	// Frame is the number of rows and of columns of a player's map.
	Frame = 2*Size - 1
	// Origin is the row and the column of the start cell in the frame.
	Origin = Size - 1
)

// stride is the width of the map's arrays: the frame plus a border of
// padding cells that nothing is ever inferred about.
const stride = Frame + 2

// frameCells is the number of entries of the map's arrays.
const frameCells = stride * stride

// The bits of Knowledge.side: a discovered wall or opening on side d.
const (
	wallBits = 0 // wall on side d: bit wallBits+d
	openBits = 4 // opening on side d: bit openBits+d
)

// The bits of Knowledge.flags.
const (
	flagDiscovered   = 1 << iota // the cell is discovered
	flagExists                   // discovered, or behind a discovered opening
	flagDeadEnd                  // the cell is a dead end
	flagQueuedCell               // the cell waits for its dead-end check
	flagQueuedCorner             // its top-left corner point waits for its check
)

// Side is what a player knows about one side of a cell.
type Side uint8

// The states of a side.
const (
	Unknown Side = iota
	Wall
	Opening
)

// ErrConflict reports a view or walk that contradicts the map: a side seen
// as a wall that was known as an opening, or the reverse, or a corridor
// running out of the frame. It cannot happen with a player's true position
// in a valid maze.
var ErrConflict = errors.New("amazes: view contradicts the map")

// Knowledge is one player's map of the maze, exactly as the judge keeps it:
// the cells, walls and openings the player has discovered by the rules'
// discovery and inference rules (see See, Walk and the rules page):
//
//   - dead ends: a cell is a dead end when its discovered walls plus its
//     discovered openings to dead-end cells number at least three; it is
//     then discovered, and every side of it that is not a wall is a
//     discovered opening (this chains along corridors);
//   - corners: where three discovered openings meet at a corner point, the
//     fourth edge there is a discovered wall;
//   - outer walls: once existing cells (discovered ones, and undiscovered
//     ones a discovered opening leads to) lie in 25 different columns, both
//     vertical outer walls are discovered; likewise 25 rows for the
//     horizontal ones; a complete line of 25 discovered walls across the
//     maze is an outer wall, which makes the opposite one discovered too.
//
// Coordinates are the player's frame (see Frame, Origin). The zero value is
// an empty map, ready to use. It never allocates.
type Knowledge struct {
	side  [frameCells]uint8
	flags [frameCells]uint8

	// Existing cells per frame row and column, and the number of rows and
	// columns that hold any; the least and greatest of them.
	rowCount, colCount [stride]int16
	rows, cols         int
	minRow, maxRow     int
	minCol, maxCol     int

	// The frame row of the maze's row 1 and the frame column of its column
	// 1, once the outer walls are discovered.
	top, left                  int
	rowsAnchored, colsAnchored bool
	// wallsAdded is set by every new wall, for the complete-line check.
	wallsAdded bool

	discovered int
	conflict   bool

	queue      [2 * frameCells]int32
	head, tail int

	fresh  [frameCells]int16
	nFresh int
}

// neighbour is the index offset of the cell on side d.
var neighbour = [4]int{-stride, 1, stride, -1}

// inFrame tells the frame cells from the padding.
var inFrame = newInFrame()

func newInFrame() *[frameCells]bool {
	var t [frameCells]bool
	for r := 0; r < Frame; r++ {
		for c := 0; c < Frame; c++ {
			t[index(r, c)] = true
		}
	}
	return &t
}

// index is the array index of frame cell (row, col); rows and columns -1
// and Frame are the padding.
func index(row, col int) int { return (row+1)*stride + col + 1 }

// frameRow and frameCol are the frame row and column of index i.
func frameRow(i int) int { return i/stride - 1 }
func frameCol(i int) int { return i%stride - 1 }

// InFrame reports whether (row, col) is a cell of the frame.
func InFrame(row, col int) bool { return row >= 0 && row < Frame && col >= 0 && col < Frame }

// Discovered reports whether frame cell (row, col) is discovered.
func (k *Knowledge) Discovered(row, col int) bool {
	return InFrame(row, col) && k.flags[index(row, col)]&flagDiscovered != 0
}

// Exists reports whether frame cell (row, col) is known to be a cell of the
// maze: discovered, or behind a discovered opening.
func (k *Knowledge) Exists(row, col int) bool {
	return InFrame(row, col) && k.flags[index(row, col)]&flagExists != 0
}

// DeadEnd reports whether frame cell (row, col) is known to be a dead end.
func (k *Knowledge) DeadEnd(row, col int) bool {
	return InFrame(row, col) && k.flags[index(row, col)]&flagDeadEnd != 0
}

// Side is what the player knows of side d of frame cell (row, col).
func (k *Knowledge) Side(row, col int, d Dir) Side {
	if !InFrame(row, col) {
		return Unknown
	}
	s := k.side[index(row, col)]
	switch {
	case s&(1<<(wallBits+d)) != 0:
		return Wall
	case s&(1<<(openBits+d)) != 0:
		return Opening
	}
	return Unknown
}

// Count is the number of cells discovered.
func (k *Knowledge) Count() int { return k.discovered }

// Anchor gives the frame row of the maze's first row and the frame column
// of its first column, each once known (rowsOK, colsOK): the player then
// knows its absolute row (or column) as frame row - top.
func (k *Knowledge) Anchor() (top, left int, rowsOK, colsOK bool) {
	return k.top, k.left, k.rowsAnchored, k.colsAnchored
}

// Fresh appends to buf[:0] the frame cells (row*Frame+col) discovered since
// the last ClearFresh, in the order they were discovered.
func (k *Knowledge) Fresh(buf []int) []int {
	buf = buf[:0]
	for _, i := range k.fresh[:k.nFresh] {
		buf = append(buf, frameRow(int(i))*Frame+frameCol(int(i)))
	}
	return buf
}

// FreshCount is the number of cells discovered since the last ClearFresh.
func (k *Knowledge) FreshCount() int { return k.nFresh }

// ClearFresh forgets which cells were discovered lately.
func (k *Knowledge) ClearFresh() { k.nFresh = 0 }

// See applies the view v (its corridors; the distance plays no part) seen
// from frame pose p: the player's own cell, the corridor cells and the
// cells behind their side openings are discovered, with the walls and
// openings along the corridors; then the inference rules run until nothing
// changes. It returns ErrConflict if v contradicts the map.
func (k *Knowledge) See(p Pose, v *View) error {
	if !InFrame(p.Row, p.Col) {
		return ErrConflict
	}
	k.conflict = false
	i := index(p.Row, p.Col)
	for n := 0; n < 4; n++ {
		d := (p.Facing + Dir(n)) & 3
		c := &v.Corridors[n]
		r, col := p.Row, p.Col
		if !InFrame(r+c.Len*d.DRow(), col+c.Len*d.DCol()) {
			return ErrConflict
		}
		j := i
		for m := 0; m < c.Len; m++ {
			k.setOpen(j, d)
			j += neighbour[d]
			k.discover(j)
			left, right := d.Left(), d.Right()
			switch c.Sides[m] {
			case SideBoth:
				k.openAndDiscover(j, left)
				k.openAndDiscover(j, right)
			case SideLeft:
				k.openAndDiscover(j, left)
				k.setWall(j, right)
			case SideRight:
				k.setWall(j, left)
				k.openAndDiscover(j, right)
			default:
				k.setWall(j, left)
				k.setWall(j, right)
			}
		}
		k.setWall(j, d)
	}
	k.discover(i)
	k.propagate()
	if k.conflict {
		return ErrConflict
	}
	return nil
}

// Walk discovers frame cell (row, col), walked over during a move (walking
// reveals cells, not walls), and runs the inference rules.
func (k *Knowledge) Walk(row, col int) error {
	if !InFrame(row, col) {
		return ErrConflict
	}
	k.discover(index(row, col))
	k.propagate()
	return nil
}

// openAndDiscover records the side opening d of corridor cell i and
// discovers the cell behind it.
func (k *Knowledge) openAndDiscover(i int, d Dir) {
	j := i + neighbour[d]
	if !inFrame[j] {
		k.conflict = true
		return
	}
	k.setOpen(i, d)
	k.discover(j)
}

// discover marks cell i discovered.
func (k *Knowledge) discover(i int) {
	if k.flags[i]&flagDiscovered != 0 || !inFrame[i] {
		return
	}
	k.flags[i] |= flagDiscovered
	k.discovered++
	k.fresh[k.nFresh] = int16(i)
	k.nFresh++
	k.markExists(i)
}

// markExists marks cell i as a cell of the maze and counts its row and
// column.
func (k *Knowledge) markExists(i int) {
	if k.flags[i]&flagExists != 0 || !inFrame[i] {
		return
	}
	k.flags[i] |= flagExists
	r, c := frameRow(i), frameCol(i)
	if k.rows == 0 && k.cols == 0 {
		k.minRow, k.maxRow, k.minCol, k.maxCol = r, r, c, c
	}
	k.minRow, k.maxRow = min(k.minRow, r), max(k.maxRow, r)
	k.minCol, k.maxCol = min(k.minCol, c), max(k.maxCol, c)
	if k.rowCount[r+1]++; k.rowCount[r+1] == 1 {
		k.rows++
	}
	if k.colCount[c+1]++; k.colCount[c+1] == 1 {
		k.cols++
	}
}

// setWall records a wall on side d of cell i (and the matching side of its
// neighbour).
func (k *Knowledge) setWall(i int, d Dir) {
	s := k.side[i]
	if s&(1<<(wallBits+d)) != 0 {
		return
	}
	if s&(1<<(openBits+d)) != 0 {
		k.conflict = true
		return
	}
	j := i + neighbour[d]
	k.side[i] |= 1 << (wallBits + d)
	k.side[j] |= 1 << (wallBits + d.Back())
	k.wallsAdded = true
	k.pushCell(i)
	k.pushCell(j)
}

// setOpen records an opening on side d of cell i (and the matching side of
// its neighbour): both cells exist, and the corner points at the two ends
// of the side are checked again.
func (k *Knowledge) setOpen(i int, d Dir) {
	s := k.side[i]
	if s&(1<<(openBits+d)) != 0 {
		return
	}
	j := i + neighbour[d]
	if s&(1<<(wallBits+d)) != 0 || !inFrame[i] || !inFrame[j] {
		k.conflict = true
		return
	}
	k.side[i] |= 1 << (openBits + d)
	k.side[j] |= 1 << (openBits + d.Back())
	k.markExists(i)
	k.markExists(j)
	k.pushCell(i)
	k.pushCell(j)
	// The corner points at the ends of the side, named by the cell they are
	// the top-left corner of.
	switch d {
	case North:
		k.pushCorner(i)
		k.pushCorner(i + 1)
	case East:
		k.pushCorner(i + 1)
		k.pushCorner(i + stride + 1)
	case South:
		k.pushCorner(i + stride)
		k.pushCorner(i + stride + 1)
	case West:
		k.pushCorner(i)
		k.pushCorner(i + stride)
	}
}
