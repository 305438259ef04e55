package amazes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// stopNow is a deadline that has always passed.
type stopNow struct{}

func (stopNow) Stop() bool         { return true }
func (stopNow) NewIteration() bool { return false }

// On Blue's first view of the sample, the planner walks down the corridor
// behind it and through the side opening of its third cell, to the cell
// whose view promises the most less the steps (the rules' own answer,
// TFFR); the move is one its map can play, and with no time left (the
// deadline is asked after 64 cells, more than it can reach) the same.
func TestPlannerChoosesAKnownWalkToNewGround(t *testing.T) {
	m, start := sampleMaze(t)
	for _, deadline := range []search.Deadline{nil, stopNow{}} {
		pl := &Planner{Deadline: deadline}
		pl.Reset()
		v := m.Look(start[Blue])
		v.Dist2 = 445
		require.NoError(t, pl.Observe(&v))
		move := string(pl.Choose())
		// Blue's answer in the rules' sample game.
		assert.Equal(t, "TFFR", move)
		require.NoError(t, CheckMove(move))
		require.NoError(t, pl.Play(move), move)
		assert.True(t, pl.Map.unknownSides(pl.Pose.Row, pl.Pose.Col), "%q ends where nothing is new", move)
		// The judge agrees on where the move ends.
		end, _, _ := m.Walk(start[Blue], move, nil)
		assert.Equal(t, turnedFrameOf(end, start[Blue]), pl.Pose)
		// Nine cells seen, the walk's cells were seen already: 9 - steps.
		assert.InDelta(t, float64(9-len(move)), pl.Points, 1e-9)
	}
}

func TestPlannerEstimatesSecurePoints(t *testing.T) {
	pl := &Planner{}
	pl.Reset()
	pl.Moves = 100
	pl.Points = MaxScore + secureMargin + 50*secureStepsPerMove - 1
	assert.False(t, pl.secure())
	pl.Points++
	assert.True(t, pl.secure())
}

// turnedFrameOf is the pose, in the frame of a player that started on
// start and calls its first facing North, of absolute pose p.
func turnedFrameOf(p, start Pose) Pose {
	dr, dc := p.Row-start.Row, p.Col-start.Col
	for k := Dir(0); k < start.Facing; k++ { // a quarter turn anticlockwise
		dr, dc = -dc, dr
	}
	return Pose{Row: Origin + dr, Col: Origin + dc, Facing: (p.Facing - start.Facing) & 3}
}
