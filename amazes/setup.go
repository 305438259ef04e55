package amazes

import (
	"errors"
	"fmt"

	"botcup/search"
)

// MinStartDist2 is the least squared distance between the two start cells.
const MinStartDist2 = 288

// The two players; Red moves first.
const (
	Red  = 0
	Blue = 1
)

// Setup is a game's starting position: the maze and where Red and Blue
// start, each facing a direction with no wall behind it.
type Setup struct {
	Maze  Maze
	Start [2]Pose
}

// Errors of Setup.Validate.
var (
	ErrStartOutside   = errors.New("amazes: a start cell is outside the maze")
	ErrStartsTooClose = errors.New("amazes: the start cells are closer than the squared distance 288")
	ErrWallBehind     = errors.New("amazes: a player starts with a wall behind its back")
)

// NewSetup draws a maze with Generate and two start poses with
// RandomStarts.
func NewSetup(rng *search.Rng) *Setup {
	s := &Setup{Maze: *Generate(rng)}
	s.Start = RandomStarts(&s.Maze, rng)
	return s
}

// RandomStarts draws the two start poses on m: Red on a random cell, Blue
// on a random cell at a squared distance of at least MinStartDist2 (every
// cell has a corner that far), each facing a random direction with an
// opening behind it.
func RandomStarts(m *Maze, rng *search.Rng) [2]Pose {
	var starts [2]Pose
	red := rng.Intn(Cells)
	starts[Red] = Pose{Row: red / Size, Col: red % Size}
	for {
		blue := rng.Intn(Cells)
		starts[Blue] = Pose{Row: blue / Size, Col: blue % Size}
		if Dist2(starts[Red], starts[Blue]) >= MinStartDist2 {
			break
		}
	}
	for p := range starts {
		var open [4]Dir
		n := 0
		for d := North; d <= West; d++ {
			if !m.Wall(starts[p].Row, starts[p].Col, d.Back()) {
				open[n] = d
				n++
			}
		}
		// A valid maze is connected, so every cell has an opening.
		starts[p].Facing = open[rng.Intn(n)]
	}
	return starts
}

// Validate checks the maze (Maze.Validate) and the start poses: inside,
// far enough apart, no wall behind either player.
func (s *Setup) Validate() error {
	if err := s.Maze.Validate(); err != nil {
		return err
	}
	for p, st := range s.Start {
		if !Inside(st.Row, st.Col) || st.Facing > West {
			return fmt.Errorf("%w: %s at %+v", ErrStartOutside, PlayerName(p), st)
		}
		if s.Maze.Wall(st.Row, st.Col, st.Facing.Back()) {
			return fmt.Errorf("%w: %s at %+v", ErrWallBehind, PlayerName(p), st)
		}
	}
	if d := Dist2(s.Start[Red], s.Start[Blue]); d < MinStartDist2 {
		return fmt.Errorf("%w: %d", ErrStartsTooClose, d)
	}
	return nil
}

// PlayerName is "red" for Red and "blue" for Blue.
func PlayerName(p int) string {
	if p == Red {
		return "red"
	}
	return "blue"
}
