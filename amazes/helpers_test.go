package amazes

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// carve builds a maze with every wall standing except the openings drawn
// in region (see Maze.Carve).
func carve(t testing.TB, top, left int, region ...string) *Maze {
	t.Helper()
	m := NewMaze()
	require.NoError(t, m.Carve(top, left, region...))
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

// route is the move that walks the shortest path in m from p to cell
// (row*Size+col), cut to at most limit steps; "" if p is on cell.
func route(m *Maze, p Pose, cell, limit int) string {
	var from [Cells]int
	for i := range from {
		from[i] = -1
	}
	start := p.Row*Size + p.Col
	from[start] = start
	queue := []int{start}
	for len(queue) > 0 && from[cell] < 0 {
		i := queue[0]
		queue = queue[1:]
		for d := North; d <= West; d++ {
			if m.Wall(i/Size, i%Size, d) {
				continue
			}
			j := i + d.DRow()*Size + d.DCol()
			if from[j] < 0 {
				from[j] = i
				queue = append(queue, j)
			}
		}
	}
	var path []int
	for i := cell; i != start; i = from[i] {
		path = append(path, i)
	}
	var move []byte
	facing := p.Facing
	for n := len(path) - 1; n >= 0 && len(move) < limit; n-- {
		prev := start
		if n+1 < len(path) {
			prev = path[n+1]
		}
		var d Dir
		for d = North; d <= West; d++ {
			if prev+d.DRow()*Size+d.DCol() == path[n] && !m.Wall(prev/Size, prev%Size, d) {
				break
			}
		}
		switch d {
		case facing:
			move = append(move, StepForward)
		case facing.Back():
			move = append(move, StepTurn)
		case facing.Left():
			move = append(move, StepLeft)
		default:
			move = append(move, StepRight)
		}
		facing = d
	}
	return string(move)
}

// plannerOnFullMap is a Planner at move moves standing on me, its map the
// whole maze of s explored from start.
func plannerOnFullMap(t *testing.T, s *Setup, start, me Pose, moves int) *Planner {
	pl := &Planner{}
	pl.Reset()
	pl.Explorer = *fullExplorer(t, &s.Maze, start, me)
	pl.Moves = moves
	return pl
}

// forgetAround makes every cell the planner reaches but its own one with
// something new about it (forgetWalls) and returns them as Routes lists
// them, the nearest first.
func forgetAround(pl *Planner) []int16 {
	reached := pl.Routes()
	cells := make([]int, 0, len(reached)-1)
	for _, c := range reached[1:] {
		cells = append(cells, int(c))
	}
	forgetWalls(&pl.Map, cells)
	return reached
}

// trackHunterOn makes the planner sure of a hunter standing on h0 (a pose
// as seen from start) that came from no known cell.
func trackHunterOn(pl *Planner, h0, start Pose) {
	f0 := frameOf(h0, start)
	pl.track.n, pl.track.started = 1, true
	pl.track.cells[0], pl.track.came[0] = int16(f0.Row*Frame+f0.Col), noCell
	pl.track.hunting[0] = 1
}
