package amazes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Blue of the sample game, in its own frame: it faces "north" there, so
// the corridor behind it runs south.
func sampleExplorer(t *testing.T) *Explorer {
	t.Helper()
	m, start := sampleMaze(t)
	var e Explorer
	e.Reset()
	v := m.Look(start[Blue])
	require.NoError(t, e.Observe(&v))
	return &e
}

func TestExplorerRoutesAndPaths(t *testing.T) {
	e := sampleExplorer(t)
	reached := e.Routes()
	// Its cell, the four corridor cells, the side cells: 9, nearest first.
	require.Len(t, reached, 9)
	assert.Equal(t, int16(Origin*Frame+Origin), reached[0])
	tests := []struct {
		row, col int
		steps    int
		move     string
	}{
		{Origin + 1, Origin, 1, "T"},
		{Origin + 3, Origin, 3, "TFF"},
		// The third corridor cell has openings on both sides; walking the
		// corridor (frame south), maze south is frame east, on the left.
		{Origin + 3, Origin - 1, 4, "TFFR"},
		{Origin + 3, Origin + 1, 4, "TFFL"},
		{Origin + 2, Origin + 1, 3, "TFL"},
		{Origin + 2, Origin - 1, -1, ""},
	}
	for _, tc := range tests {
		cell := tc.row*Frame + tc.col
		assert.Equal(t, tc.steps, e.Steps(cell), "%d,%d", tc.row, tc.col)
		assert.Equal(t, tc.move, string(e.PathTo(cell, nil)), "%d,%d", tc.row, tc.col)
	}
	assert.Equal(t, -1, e.Steps(0))
	assert.Empty(t, e.PathTo(0, nil))
	assert.Empty(t, e.PathTo(Origin*Frame+Origin, nil))
}

func TestExplorerPlayFollowsTheJudge(t *testing.T) {
	tests := []struct {
		move string
		end  Pose
		err  error
	}{
		{"TFF", Pose{Row: Origin + 3, Col: Origin, Facing: South}, nil},
		// A known wall stops the move, as the judge does; here F runs into
		// the wall the view showed ahead, so the jury's T follows.
		{"F", Pose{Row: Origin + 1, Col: Origin, Facing: South}, nil},
		{"TFRFF", Pose{Row: Origin + 2, Col: Origin, Facing: South}, nil},
		// Beyond the side cells nothing is known.
		{"TFFRF", Pose{}, ErrUnknownSide},
		{"TFFLF", Pose{}, ErrUnknownSide},
	}
	for _, tc := range tests {
		e := sampleExplorer(t)
		err := e.Play(tc.move)
		if tc.err != nil {
			assert.ErrorIs(t, err, tc.err, tc.move)
			continue
		}
		require.NoError(t, err, tc.move)
		assert.Equal(t, tc.end, e.Pose, tc.move)
		assert.Equal(t, 1, e.Moves)
	}
}

func TestStepForTurnsTheWayTurnDoes(t *testing.T) {
	for facing := North; facing <= West; facing++ {
		for d := North; d <= West; d++ {
			assert.Equal(t, d, Turn(facing, StepFor(facing, d)))
		}
	}
}
