package amazes

import "botcup/search"

// The statistics of the contest's sample mazes, which Generate reproduces.
const (
	// MinOpenings and MaxOpenings bound the openings of a generated maze:
	// a spanning tree's 624 plus 51 to 54 loops.
	MinOpenings = 675
	MaxOpenings = 678
	// MinDeadEnds and MaxDeadEnds bound its cells with a single exit.
	MinDeadEnds = 127
	MaxDeadEnds = 151
)

// Decision: the shape of the maze. Generate grows the spanning tree with the
// "growing tree" method, extending the newest cell with probability
// newestPercent/100 and a random one otherwise, then adds loops at random
// inner walls, passing over a wall next to a dead end with probability
// keepDeadEndPercent/100. With 0 and 50 the mean is 139 dead ends (the
// middle of the contest's 127..151); the few mazes outside are drawn again.
const (
	newestPercent      = 0
	keepDeadEndPercent = 50
)

// Generate returns a random valid maze whose openings lie in
// MinOpenings..MaxOpenings and dead ends in MinDeadEnds..MaxDeadEnds: a
// spanning tree with loops added where they open no 2x2 square. Mazes out
// of range are drawn again, so the same generator state gives the same maze.
func Generate(rng *search.Rng) *Maze {
	for {
		m := NewMaze()
		m.growTree(rng, newestPercent)
		m.addLoops(rng, MinOpenings-(Cells-1)+rng.Intn(MaxOpenings-MinOpenings+1), keepDeadEndPercent)
		if d := m.DeadEnds(); d >= MinDeadEnds && d <= MaxDeadEnds {
			return m
		}
	}
}

// growTree carves a spanning tree of all cells out of a maze of closed cells.
func (m *Maze) growTree(rng *search.Rng, newest int) {
	var in [Cells]bool
	var active [Cells]int
	var dirs [4]Dir
	start := rng.Intn(Cells)
	in[start] = true
	active[0] = start
	n := 1
	for n > 0 {
		k := n - 1
		if rng.Intn(100) >= newest {
			k = rng.Intn(n)
		}
		i := active[k]
		r, c := i/Size, i%Size
		free := dirs[:0]
		for d := North; d <= West; d++ {
			nr, nc := r+d.DRow(), c+d.DCol()
			if Inside(nr, nc) && !in[nr*Size+nc] {
				free = append(free, d)
			}
		}
		if len(free) == 0 {
			copy(active[k:n], active[k+1:n])
			n--
			continue
		}
		d := free[rng.Intn(len(free))]
		_ = m.SetWall(r, c, d, false)
		j := (r+d.DRow())*Size + c + d.DCol()
		in[j] = true
		active[n] = j
		n++
	}
}

// addLoops takes down loops inner walls chosen at random, skipping those
// whose removal would leave a corner point touching no wall, and passing
// over a wall next to a dead end with probability keep/100.
func (m *Maze) addLoops(rng *search.Rng, loops, keep int) {
	for loops > 0 {
		r, c := rng.Intn(Size), rng.Intn(Size)
		d := East
		if rng.Intn(2) == 1 {
			d = South
		}
		if !Inside(r+d.DRow(), c+d.DCol()) || !m.Wall(r, c, d) {
			continue
		}
		if (m.Exits(r, c) == 1 || m.Exits(r+d.DRow(), c+d.DCol()) == 1) && rng.Intn(100) < keep {
			continue
		}
		_ = m.SetWall(r, c, d, false)
		// The wall's two end points.
		var bad bool
		if d == East {
			bad = m.openCorner(r, c+1) || m.openCorner(r+1, c+1)
		} else {
			bad = m.openCorner(r+1, c) || m.openCorner(r+1, c+1)
		}
		if bad {
			_ = m.SetWall(r, c, d, true)
			continue
		}
		loops--
	}
}
