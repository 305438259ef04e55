package amazes

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// carve builds a maze with every wall standing except the openings drawn
// in region, a +-| drawing of h x w cells (2h+1 lines of 2w+1 characters)
// whose top-left cell is (top, left). Only the drawing's inner sides and its
// border sides that are open change the maze.
func carve(t *testing.T, top, left int, region ...string) *Maze {
	t.Helper()
	m := NewMaze()
	for y, line := range region {
		for x := 0; x < len(line); x++ {
			if line[x] != ' ' || (y%2 == 1 && x%2 == 1) {
				continue
			}
			r, c := top+y/2, left+x/2
			switch {
			case y%2 == 0 && x%2 == 1: // the north side of (r, c)
				require.NoError(t, m.SetWall(r, c, North, false), "line %d col %d", y, x)
			case y%2 == 1 && x%2 == 0: // the west side of (r, c)
				require.NoError(t, m.SetWall(r, c, West, false), "line %d col %d", y, x)
			}
		}
	}
	return m
}

// frameOf is the frame pose of absolute pose p for a player that started
// on start.
func frameOf(p, start Pose) Pose {
	return Pose{Row: p.Row - start.Row + Origin, Col: p.Col - start.Col + Origin, Facing: p.Facing}
}

// look feeds the player's map the view of m from absolute pose p.
func look(t *testing.T, k *Knowledge, m *Maze, start, p Pose) {
	t.Helper()
	v := m.Look(p)
	require.NoError(t, k.See(frameOf(p, start), &v))
}

// discoveredCells lists the absolute cells (row*Size+col) discovered on k
// by a player that started on start.
func discoveredCells(k *Knowledge, start Pose) []int {
	var cells []int
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			f := frameOf(Pose{Row: r, Col: c}, start)
			if k.Discovered(f.Row, f.Col) {
				cells = append(cells, r*Size+c)
			}
		}
	}
	return cells
}

// cellsAt lists cells given as row, col pairs, as indices row*Size+col.
func cellsAt(rc ...int) []int {
	var cells []int
	for i := 0; i+1 < len(rc); i += 2 {
		cells = append(cells, rc[i]*Size+rc[i+1])
	}
	return cells
}
