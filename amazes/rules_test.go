package amazes

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sidesOf reads what k knows of side d of absolute cells (row, col pairs).
func sidesOf(k *Knowledge, start Pose, d Dir, rc ...int) []Side {
	var s []Side
	for i := 0; i+1 < len(rc); i += 2 {
		f := frameOf(Pose{Row: rc[i], Col: rc[i+1]}, start)
		s = append(s, k.Side(f.Row, f.Col, d))
	}
	return s
}

// The rules' view example (Blue's first view of the sample): the corridor
// cells, the cells behind their side openings, and the two vertical walls
// below the corridor that the corner rule gives.
func TestViewDiscoversCorridorsSideCellsAndCornerWalls(t *testing.T) {
	m, start := sampleMaze(t)
	blue := start[Blue]
	var k Knowledge
	look(t, &k, m, blue, blue)
	assert.Equal(t, cellsAt(14, 1, 15, 0, 15, 1, 15, 2, 15, 3, 15, 4, 16, 1, 16, 2, 16, 3), discoveredCells(&k, blue))
	assert.Equal(t, 9, k.Count())
	// The corner rule: (16,1)|(16,2) and (16,2)|(16,3) are walls; (16,3)|(16,4)
	// is not known (the south of (15,4) is a wall).
	assert.Equal(t, []Side{Wall, Wall, Unknown}, sidesOf(&k, blue, East, 16, 1, 16, 2, 16, 3))
	// Seen walls and openings.
	assert.Equal(t, []Side{Opening, Wall, Wall, Wall, Wall}, sidesOf(&k, blue, North, 15, 1, 15, 0, 15, 2, 15, 3, 15, 4))
	assert.Equal(t, []Side{Wall, Opening, Opening}, sidesOf(&k, blue, West, 15, 0, 15, 1, 15, 4))
	// The player's own cell has three walls: a dead end; its neighbour has
	// two walls... no: one wall and one opening to a dead end.
	f := frameOf(blue, blue)
	assert.True(t, k.DeadEnd(f.Row, f.Col))
	assert.False(t, k.DeadEnd(f.Row, f.Col-1))
	// Nothing else is known: the cells beyond the side openings keep their
	// other sides unknown.
	assert.Equal(t, []Side{Unknown, Unknown}, sidesOf(&k, blue, South, 16, 1, 16, 2))
}

// deadEndMaze has a corridor (10,11)..(10,14), a column (10,11)..(12,11), a
// corridor (12,11)..(12,14), and below the first corridor a passage
// (11,12)..(11,15) that only its east end leaves, to (10,15).
func deadEndMaze(t *testing.T) *Maze {
	return carve(t, 10, 11,
		"+-+-+-+-+-+",
		"|       | |",
		"+ +-+-+-+ +",
		"| |       |",
		"+ +-+-+-+-+",
		"|       | |",
		"+-+-+-+-+-+")
}

// Dead ends: a cell with three discovered walls is a dead end, discovered
// without being seen, with its fourth side a discovered opening; a cell
// with two walls and an opening to a dead end is one too, and so on along
// a corridor.
func TestDeadEndsAndTheirChains(t *testing.T) {
	m := deadEndMaze(t)
	start := Pose{Row: 10, Col: 11, Facing: East}
	var k Knowledge
	look(t, &k, m, start, start)
	// The corridors run into dead ends at (10,14) and (12,11): both chain
	// back through the player's cell, which has two walls.
	assert.Equal(t, cellsAt(10, 11, 10, 12, 10, 13, 10, 14, 11, 11, 12, 11, 12, 12), discoveredCells(&k, start))
	for _, rc := range [][2]int{{10, 11}, {10, 12}, {10, 13}, {10, 14}, {11, 11}, {12, 11}} {
		f := frameOf(Pose{Row: rc[0], Col: rc[1]}, start)
		assert.True(t, k.DeadEnd(f.Row, f.Col), "%v", rc)
	}
	x := frameOf(Pose{Row: 11, Col: 12}, start)
	assert.False(t, k.Discovered(x.Row, x.Col), "two walls of (11,12) are known, not three")

	// Walk to (12,11) and look south: the north wall of (12,12) is the third
	// wall of (11,12), which becomes a dead end, and the passage behind it
	// chains up to (11,14); (11,15) is known to exist, not discovered.
	end, walked, _ := m.Walk(start, "RF", nil)
	require.Equal(t, Pose{Row: 12, Col: 11, Facing: South}, end)
	for _, cell := range walked {
		f := frameOf(Pose{Row: cell / Size, Col: cell % Size}, start)
		require.NoError(t, k.Walk(f.Row, f.Col))
	}
	k.ClearFresh()
	look(t, &k, m, start, end)
	assert.Equal(t, cellsAt(10, 11, 10, 12, 10, 13, 10, 14, 11, 11, 11, 12, 11, 13, 11, 14, 12, 11, 12, 12, 12, 13, 12, 14),
		discoveredCells(&k, start))
	var fresh []int
	for _, i := range k.Fresh(nil) {
		fresh = append(fresh, (i/Frame-Origin+start.Row)*Size+i%Frame-Origin+start.Col)
	}
	assert.ElementsMatch(t, cellsAt(12, 13, 12, 14, 11, 12, 11, 13, 11, 14), fresh)
	assert.Equal(t, []Side{Opening, Opening, Opening}, sidesOf(&k, start, East, 11, 12, 11, 13, 11, 14))
	f := frameOf(Pose{Row: 11, Col: 15}, start)
	assert.True(t, k.Exists(f.Row, f.Col))
	assert.False(t, k.Discovered(f.Row, f.Col))
	assert.False(t, k.DeadEnd(f.Row, f.Col))
}

// rowMaze is a corridor across the whole of row `row`, with openings off it
// at (row, 5) (up, or down from row 0) and at (row, 7) (down, or up from the
// last row), so that no inner line of walls crosses the maze below or
// above it.
func rowMaze(t *testing.T, row int) *Maze {
	m := NewMaze()
	for c := 0; c+1 < Size; c++ {
		require.NoError(t, m.SetWall(row, c, East, false))
	}
	up, down := North, South
	if row == 0 {
		up = South
	}
	require.NoError(t, m.SetWall(row, 5, up, false))
	if row != 0 {
		require.NoError(t, m.SetWall(row, 7, down, false))
	}
	return m
}

// Outer walls: 25 cells in 25 columns discover both vertical outer walls,
// along all 25 rows, before a single row is anchored.
func TestTwentyFiveColumnsDiscoverTheVerticalOuterWalls(t *testing.T) {
	m := rowMaze(t, 12)
	start := Pose{Row: 12, Col: 12, Facing: East}
	var k Knowledge
	look(t, &k, m, start, start)
	_, left, rows, cols := k.Anchor()
	require.True(t, cols)
	assert.False(t, rows)
	assert.Equal(t, Origin-12, left)
	var rowsAll []int
	for r := 0; r < Size; r++ {
		rowsAll = append(rowsAll, r, 0)
	}
	west := sidesOf(&k, start, West, rowsAll...)
	for r := range rowsAll {
		rowsAll[r] = map[bool]int{true: rowsAll[r], false: Size - 1}[r%2 == 0]
	}
	east := sidesOf(&k, start, East, rowsAll...)
	assert.Equal(t, strings.Repeat("W", Size), sideString(west))
	assert.Equal(t, strings.Repeat("W", Size), sideString(east))
	// 25 corridor cells, the player's included, and (11,5) and (13,7)
	// behind the side openings.
	assert.Equal(t, Size+2, k.Count())
	// Only the outer walls are new: the other sides of (11,0) and (13,0)
	// stay unknown, so they are no dead ends.
	assert.Equal(t, []Side{Unknown, Unknown}, sidesOf(&k, start, East, 11, 0, 13, 0))
	assert.Equal(t, []Side{Unknown, Unknown}, sidesOf(&k, start, North, 11, 0, 14, 0))
}

// The opposite wall: a corridor along the top row shows all 25 north walls
// of the maze; the columns anchor, the line is a complete outer wall, so
// the south outer wall is discovered too.
func TestACompleteOuterWallDiscoversTheOppositeOne(t *testing.T) {
	m := rowMaze(t, 0)
	start := Pose{Row: 0, Col: 9, Facing: West}
	var k Knowledge
	look(t, &k, m, start, start)
	top, left, rows, cols := k.Anchor()
	require.True(t, cols)
	require.True(t, rows)
	assert.Equal(t, Origin, top)
	assert.Equal(t, Origin-9, left)
	var bottom []int
	for c := 0; c < Size; c++ {
		bottom = append(bottom, Size-1, c)
	}
	assert.Equal(t, strings.Repeat("W", Size), sideString(sidesOf(&k, start, South, bottom...)))
	// The bottom corners now have two walls each: not dead ends.
	f := frameOf(Pose{Row: Size - 1, Col: 0}, start)
	assert.False(t, k.Discovered(f.Row, f.Col))
}

// The corner rule alone: from (5,7) looking west, the corridor opening
// (5,5)-(5,6) and the side openings south of both meet at one corner point,
// so the edge (6,5)|(6,6), which nobody has seen, is a wall; at the next
// point east the south of (5,7) is a wall and nothing follows.
func TestThreeOpeningsAtACornerWallTheFourth(t *testing.T) {
	m := carve(t, 5, 5,
		"+-+-+-+",
		"|     |",
		"+ + +-+",
		"| | | |",
		"+-+-+-+")
	start := Pose{Row: 5, Col: 7, Facing: West}
	v := m.Look(start)
	require.Equal(t, []string{"LLW", "W", "W", "W", "0"}, v.Lines())
	var k Knowledge
	look(t, &k, m, start, start)
	assert.Equal(t, cellsAt(5, 5, 5, 6, 5, 7, 6, 5, 6, 6), discoveredCells(&k, start))
	assert.Equal(t, []Side{Wall, Unknown}, sidesOf(&k, start, East, 6, 5, 6, 6))
	assert.Equal(t, []Side{Unknown, Unknown}, sidesOf(&k, start, South, 6, 5, 6, 6))
}

func sideString(s []Side) string {
	b := make([]byte, len(s))
	for i, x := range s {
		b[i] = "?WO"[x]
	}
	return string(b)
}

// A view that contradicts the map, or runs out of the frame, is an error,
// never a panic: a player whose map is wrong learns it.
func TestSeeRejectsContradictionsAndViewsOutOfTheFrame(t *testing.T) {
	var k Knowledge
	p := Pose{Row: Origin, Col: Origin, Facing: North}
	v, err := ParseView([]string{"W", "W", "RW", "W", "505"})
	require.NoError(t, err)
	require.NoError(t, k.See(p, &v))
	// Now a wall behind, where an opening was seen.
	w, err := ParseView([]string{"W", "W", "W", "W", "505"})
	require.NoError(t, err)
	assert.ErrorIs(t, k.See(p, &w), ErrConflict)
	// A corridor of 24 cells from the frame's edge.
	long, err := ParseView([]string{strings.Repeat("N", MaxCorridor) + "W", "W", "W", "W", "1"})
	require.NoError(t, err)
	var k2 Knowledge
	assert.ErrorIs(t, k2.See(Pose{Row: 3, Col: 3, Facing: North}, &long), ErrConflict)
	assert.ErrorIs(t, k2.See(Pose{Row: -1, Col: 3, Facing: North}, &long), ErrConflict)
	assert.ErrorIs(t, k2.Walk(Frame, 0), ErrConflict)
}
