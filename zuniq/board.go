package zuniq

import "math/bits"

// The board: 6x6 dots, rows A..F from the top and columns 1..6 from the
// left, and the 5x5 cells between them. A segment joins two adjacent dots;
// there are 60: 30 horizontal (on each dot row A..F, from column c to c+1,
// c = 1..5) and 30 vertical (on each dot column 1..6, from row r to r+1,
// r = A..E).

// Board sizes.
const (
	Dots     = 6                   // dots a side
	CellSide = Dots - 1            // cells a side
	Cells    = CellSide * CellSide // 25
	Segments = 2 * Dots * CellSide // 60
	// hSegs is the number of horizontal segments; vertical ones follow.
	hSegs = Dots * CellSide
)

// Segment is a segment's number: horizontal ones 5r+c (dot row r = 0..5,
// from dot column c to c+1, c = 0..4), then vertical ones 30+6r+c (dot
// column c = 0..5, from dot row r to r+1, r = 0..4).
type Segment uint8

// HSeg is the horizontal segment on dot row r from dot column c to c+1.
func HSeg(r, c int) Segment { return Segment(CellSide*r + c) }

// VSeg is the vertical segment on dot column c from dot row r to r+1.
func VSeg(r, c int) Segment { return Segment(hSegs + Dots*r + c) }

// Horizontal reports whether g is a horizontal segment.
func (g Segment) Horizontal() bool { return g < hSegs }

// RowCol is g's first dot: its row and column from 0.
func (g Segment) RowCol() (r, c int) {
	if g.Horizontal() {
		return int(g) / CellSide, int(g) % CellSide
	}
	return (int(g) - hSegs) / Dots, (int(g) - hSegs) % Dots
}

// Cell masks: cell (r, c) (rows and columns 0..4) is bit 5r+c.
const (
	allCells uint32 = 1<<Cells - 1
	row0     uint32 = 0x1f
	row4     uint32 = 0x1f << 20
	col0     uint32 = 0x108421
	col4     uint32 = col0 << 4
	allSegs  uint64 = 1<<Segments - 1
)

// geometry is what the rules need of each segment, computed once.
type geometry struct {
	// a and b are the cells on either side of a segment (above and below,
	// left and right) as masks; 0 off the board.
	a, b [Segments]uint32
	// dots are the segments meeting at each end of a segment, itself
	// excluded: a new zone can close only when both ends already touch a
	// drawn segment.
	end1, end2 [Segments]uint64
	// touch is the segments around each cell.
	touch [Cells]uint64
	// edge is the segments on the board's edge.
	edge uint64
}

var geo = newGeometry()

func newGeometry() *geometry {
	g := &geometry{}
	var atDot [Dots * Dots]uint64
	for s := Segment(0); s < Segments; s++ {
		r, c := s.RowCol()
		d1 := r*Dots + c
		var d2 int
		if s.Horizontal() {
			d2 = d1 + 1
			if r > 0 {
				g.a[s] = 1 << uint((r-1)*CellSide+c)
			}
			if r < CellSide {
				g.b[s] = 1 << uint(r*CellSide+c)
			}
		} else {
			d2 = d1 + Dots
			if c > 0 {
				g.a[s] = 1 << uint(r*CellSide+c-1)
			}
			if c < CellSide {
				g.b[s] = 1 << uint(r*CellSide+c)
			}
		}
		if g.a[s] == 0 || g.b[s] == 0 {
			g.edge |= 1 << s
		}
		atDot[d1] |= 1 << s
		atDot[d2] |= 1 << s
		g.end1[s], g.end2[s] = uint64(d1), uint64(d2) // dots for now
		for i := 0; i < Cells; i++ {
			if (g.a[s]|g.b[s])&(1<<uint(i)) != 0 {
				g.touch[i] |= 1 << s
			}
		}
	}
	for s := Segment(0); s < Segments; s++ {
		g.end1[s] = atDot[g.end1[s]] &^ (1 << s)
		g.end2[s] = atDot[g.end2[s]] &^ (1 << s)
	}
	return g
}

// touching is the segments around the cells of mask.
func touching(mask uint32) uint64 {
	var t uint64
	for m := mask; m != 0; m &= m - 1 {
		t |= geo.touch[bits.TrailingZeros32(m)]
	}
	return t
}
