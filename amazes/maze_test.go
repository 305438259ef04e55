package amazes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestValidateRejectsEachBrokenProperty(t *testing.T) {
	good := Generate(search.NewRng(7))
	require.NoError(t, good.Validate())

	openBorder := *good
	openBorder.walls[0] &^= 1 << North
	disagree := *good
	disagree.walls[Size+3] ^= 1 << North // (1,3) alone changes its mind
	closed := *good
	for d := North; d <= West; d++ {
		require.NoError(t, closed.SetWall(12, 12, d, true))
	}
	square := carve(t, 0, 0, "+-+-+", "|   |", "+ + +", "|   |", "+-+-+")
	tests := []struct {
		name string
		m    *Maze
		want error
	}{
		{"open outer wall", &openBorder, ErrOuterWallOpen},
		{"sides disagree", &disagree, ErrSidesDisagree},
		{"walled-in cell", &closed, ErrNotConnected},
		{"open 2x2 square", square, ErrOpenSquare},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.ErrorIs(t, tc.m.Validate(), tc.want)
		})
	}
}

func TestSetWallKeepsTheOuterWallAndBothSides(t *testing.T) {
	m := NewMaze()
	assert.Error(t, m.SetWall(0, 4, North, false))
	assert.Error(t, m.SetWall(25, 0, North, false))
	require.NoError(t, m.SetWall(3, 4, East, false))
	assert.False(t, m.Wall(3, 4, East))
	assert.False(t, m.Wall(3, 5, West))
	assert.True(t, m.Wall(3, 4, South))
	assert.Equal(t, 1, m.Openings())
	assert.Equal(t, 2, m.DeadEnds())
}

// The contest's sample mazes had 675..678 openings and 127..151 dead ends;
// so must every generated maze.
func TestGeneratedMazesHaveTheContestStatistics(t *testing.T) {
	rng := search.NewRng(2010)
	openings := map[int]int{}
	deadSum := 0
	const n = 1000
	for g := 0; g < n; g++ {
		m := Generate(rng)
		require.NoError(t, m.Validate(), "maze %d", g)
		o, d := m.Openings(), m.DeadEnds()
		require.GreaterOrEqual(t, o, MinOpenings, "maze %d", g)
		require.LessOrEqual(t, o, MaxOpenings, "maze %d", g)
		require.GreaterOrEqual(t, d, MinDeadEnds, "maze %d", g)
		require.LessOrEqual(t, d, MaxDeadEnds, "maze %d", g)
		openings[o]++
		deadSum += d
	}
	// Every loop count of the range is drawn, and the dead ends centre in
	// their range.
	assert.Len(t, openings, MaxOpenings-MinOpenings+1)
	mean := float64(deadSum) / n
	assert.InDelta(t, 139, mean, 4)
	t.Logf("openings %v, mean dead ends %.1f", openings, mean)
}

func TestGenerateIsDeterministic(t *testing.T) {
	a, b := Generate(search.NewRng(5)), Generate(search.NewRng(5))
	assert.Equal(t, a, b)
	assert.NotEqual(t, a, Generate(search.NewRng(6)))
}

func TestRandomStartsFollowTheRules(t *testing.T) {
	rng := search.NewRng(3)
	for g := 0; g < 200; g++ {
		s := NewSetup(rng)
		require.NoError(t, s.Validate(), "setup %d", g)
		assert.GreaterOrEqual(t, Dist2(s.Start[Red], s.Start[Blue]), MinStartDist2)
	}
}

func TestSetupValidateRejectsBadStarts(t *testing.T) {
	s := NewSetup(search.NewRng(4))
	require.NoError(t, s.Validate())

	near := *s
	near.Start[Blue] = near.Start[Red]
	outside := *s
	outside.Start[Red].Row = Size
	walled := *s
	for d := North; d <= West; d++ {
		if s.Maze.Wall(s.Start[Red].Row, s.Start[Red].Col, d) {
			walled.Start[Red].Facing = d.Back()
		}
	}
	require.True(t, walled.Maze.Wall(walled.Start[Red].Row, walled.Start[Red].Col, walled.Start[Red].Facing.Back()),
		"a start cell with a wall somewhere (every maze has dead ends here)")
	assert.ErrorIs(t, near.Validate(), ErrStartsTooClose)
	assert.ErrorIs(t, outside.Validate(), ErrStartOutside)
	assert.ErrorIs(t, walled.Validate(), ErrWallBehind)
}
