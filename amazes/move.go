package amazes

import (
	"errors"
	"fmt"
)

// The steps of a move.
const (
	StepForward = 'F' // a step the way the player faces
	StepTurn    = 'T' // turn round, then step
	StepLeft    = 'L' // turn left, then step
	StepRight   = 'R' // turn right, then step
)

// MaxSteps is the most steps a move may hold.
const MaxSteps = 256

// Errors of CheckMove.
var (
	ErrEmptyMove   = errors.New("amazes: empty move")
	ErrLongMove    = errors.New("amazes: move longer than 256 steps")
	ErrBadStep     = errors.New("amazes: step is not F, T, L or R")
	ErrNotAPlayer  = errors.New("amazes: no such player")
	ErrGameIsOver  = errors.New("amazes: the game is over")
	ErrNotYourTurn = errors.New("amazes: not this player's turn")
)

// CheckMove reports whether line is a well-formed move: 1..256 steps, each
// F, T, L or R.
func CheckMove(line string) error {
	if len(line) == 0 {
		return ErrEmptyMove
	}
	if len(line) > MaxSteps {
		return fmt.Errorf("%w: %d steps", ErrLongMove, len(line))
	}
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case StepForward, StepTurn, StepLeft, StepRight:
		default:
			return fmt.Errorf("%w: %q at step %d", ErrBadStep, line[i], i+1)
		}
	}
	return nil
}

// Turn is the direction a player facing d steps in for step s (one of F,
// T, L, R; anything else counts as F).
func Turn(d Dir, s byte) Dir {
	switch s {
	case StepTurn:
		return d.Back()
	case StepLeft:
		return d.Left()
	case StepRight:
		return d.Right()
	}
	return d
}

// Step plays one step s from p. A step into a wall does nothing at all, not
// even the turn, and reports false.
func (m *Maze) Step(p Pose, s byte) (Pose, bool) {
	d := Turn(p.Facing, s)
	if m.Wall(p.Row, p.Col, d) {
		return p, false
	}
	return Pose{Row: p.Row + d.DRow(), Col: p.Col + d.DCol(), Facing: d}, true
}

// Walk plays the move line (checked by CheckMove) from p: the steps until
// the first that runs into a wall, then the jury's extra T if the player
// ends on the cell it started on. It appends the cells walked over (index
// row*Size+col), in order, to walked[:0] and returns the end pose, the
// cells and whether the jury added the T.
func (m *Maze) Walk(p Pose, line string, walked []int) (Pose, []int, bool) {
	walked = walked[:0]
	start := p
	for i := 0; i < len(line); i++ {
		next, ok := m.Step(p, line[i])
		if !ok {
			break
		}
		p = next
		walked = append(walked, p.Row*Size+p.Col)
	}
	if p.Row != start.Row || p.Col != start.Col {
		return p, walked, false
	}
	// Behind a player there is always an opening: it faces the way of its
	// last step, or of its start, which has no wall behind.
	if next, ok := m.Step(p, StepTurn); ok {
		p = next
		walked = append(walked, p.Row*Size+p.Col)
	}
	return p, walked, true
}
