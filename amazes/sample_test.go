package amazes

import (
	"bufio"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sampleMaze is built to play the sample game of the rules (section 10):
// Red starts on (3,23) (0-based) facing north and Blue on (15,4) facing
// east; every other side is a wall.
func sampleMaze(t testing.TB) (*Maze, [2]Pose) {
	t.Helper()
	m := carve(t, 3, 21,
		"+-+-+-+",
		"| | | |",
		"+-+-+ +",
		"| |   |",
		"+-+ +-+",
		"|     |",
		"+-+-+-+")
	blue := carve(t, 14, 0,
		"+-+-+-+-+-+",
		"| | | | | |",
		"+-+ +-+-+-+",
		"|         |",
		"+-+ + + +-+",
		"| | | | | |",
		"+-+-+-+-+-+")
	for r := 13; r < 18; r++ {
		for c := 0; c < 6; c++ {
			for d := North; d <= West; d++ {
				if !blue.Wall(r, c, d) {
					require.NoError(t, m.SetWall(r, c, d, false))
				}
			}
		}
	}
	return m, [2]Pose{{Row: 3, Col: 23, Facing: North}, {Row: 15, Col: 4, Facing: East}}
}

// The sample exchange: Red sees W W RW W and 505 and answers TR; Blue then
// sees W W LLBNW W and 445 and answers TFFR; Red then sees W W LW BW. (The
// text's 483 that follows cannot be a squared distance: 483 = 3*7*23 is no
// sum of two squares; in this maze it is 541.)
func TestSampleExchange(t *testing.T) {
	m, start := sampleMaze(t)
	red, blue := start[Red], start[Blue]

	v := m.Look(red)
	v.Dist2 = Dist2(red, blue)
	assert.Equal(t, []string{"W", "W", "RW", "W", "505"}, v.Lines())
	red, walked, extra := m.Walk(red, "TR", nil)
	assert.Equal(t, Pose{Row: 4, Col: 22, Facing: West}, red)
	assert.Equal(t, cellsAt(4, 23, 4, 22), walked)
	assert.False(t, extra)

	v = m.Look(blue)
	v.Dist2 = Dist2(red, blue)
	assert.Equal(t, []string{"W", "W", "LLBNW", "W", "445"}, v.Lines())
	blue, walked, extra = m.Walk(blue, "TFFR", nil)
	assert.Equal(t, Pose{Row: 14, Col: 1, Facing: North}, blue)
	assert.Equal(t, cellsAt(15, 3, 15, 2, 15, 1, 14, 1), walked)
	assert.False(t, extra)

	v = m.Look(red)
	v.Dist2 = Dist2(red, blue)
	assert.Equal(t, []string{"W", "W", "LW", "BW", "541"}, v.Lines())
}

// Moves from Blue's sample start: the stop at a wall mid-move (the rules'
// TFRFF), and the jury's extra T when a move ends where it began.
func TestWalkStopsAtAWallAndAddsTheJurysT(t *testing.T) {
	m, start := sampleMaze(t)
	blue := start[Blue]
	tests := []struct {
		move   string
		end    Pose
		walked []int
		extra  bool
	}{
		{"TFFR", Pose{Row: 14, Col: 1, Facing: North}, cellsAt(15, 3, 15, 2, 15, 1, 14, 1), false},
		// R from (15,2) facing west runs into its north wall: the move
		// stops there, still facing west; the last F is never played.
		{"TFRFF", Pose{Row: 15, Col: 2, Facing: West}, cellsAt(15, 3, 15, 2), false},
		// A wall ahead: no step, back where it began, so the jury adds T.
		{"F", Pose{Row: 15, Col: 3, Facing: West}, cellsAt(15, 3), true},
		{"TT", Pose{Row: 15, Col: 3, Facing: West}, cellsAt(15, 3, 15, 4, 15, 3), true},
		{"TFFFT", Pose{Row: 15, Col: 1, Facing: East}, cellsAt(15, 3, 15, 2, 15, 1, 15, 0, 15, 1), false},
		// The fourth F runs into the outer wall: the T is never played.
		{"TFFFFT", Pose{Row: 15, Col: 0, Facing: West}, cellsAt(15, 3, 15, 2, 15, 1, 15, 0), false},
		{"TFFLFFFF", Pose{Row: 16, Col: 1, Facing: South}, cellsAt(15, 3, 15, 2, 15, 1, 16, 1), false},
	}
	for _, tc := range tests {
		t.Run(tc.move, func(t *testing.T) {
			require.NoError(t, CheckMove(tc.move))
			end, walked, extra := m.Walk(blue, tc.move, nil)
			assert.Equal(t, tc.end, end)
			assert.Equal(t, tc.walked, walked)
			assert.Equal(t, tc.extra, extra)
		})
	}
}

func TestCheckMoveRejectsBadMoves(t *testing.T) {
	long := make([]byte, MaxSteps+1)
	for i := range long {
		long[i] = 'F'
	}
	tests := []struct {
		move string
		want error
	}{
		{"", ErrEmptyMove},
		{string(long), ErrLongMove},
		{"FFX", ErrBadStep},
		{"f", ErrBadStep},
		{"F R", ErrBadStep},
	}
	for _, tc := range tests {
		assert.ErrorIs(t, CheckMove(tc.move), tc.want, "%q", tc.move)
	}
	assert.NoError(t, CheckMove(string(long[:MaxSteps])))
	assert.NoError(t, CheckMove("FTLR"))
}

func TestParseViewReadsAndRejects(t *testing.T) {
	v, err := ParseView([]string{"W", "W", "LLBNW", "W", "445"})
	require.NoError(t, err)
	assert.Equal(t, 4, v.Corridors[Behind].Len)
	assert.Equal(t, "LLBN", string(v.Corridors[Behind].Sides[:4]))
	assert.Equal(t, 445, v.Dist2)
	assert.Equal(t, []string{"W", "W", "LLBNW", "W", "445"}, v.Lines())

	bad := [][]string{
		{"W", "W", "W", "W"},
		{"W", "W", "LLBN", "W", "1"},
		{"W", "W", "LXW", "W", "1"},
		{"W", "W", "WW", "W", "1"},
		{"W", "W", "NNNNNNNNNNNNNNNNNNNNNNNNNW", "W", "1"},
		{"W", "W", "W", "W", "-1"},
		{"W", "W", "W", "W", "1153"},
		{"W", "W", "W", "W", "ten"},
	}
	for _, lines := range bad {
		_, err := ParseView(lines)
		assert.ErrorIs(t, err, ErrBadView, "%q", lines)
	}
}

func FuzzParseView(f *testing.F) {
	f.Add("W", "RW", "LLBNW", "505")
	f.Add("NNNNW", "W", "BW", "0")
	f.Fuzz(func(t *testing.T, a, b, c, d string) {
		v, err := ParseView([]string{a, b, c, a, d})
		if err != nil {
			return
		}
		back, err := ParseView(v.Lines())
		require.NoError(t, err)
		assert.Equal(t, v, back)
	})
}

// Any line the judge accepts walks inside the maze, one cell per step at
// most, and a rejected line is rejected with one of CheckMove's errors.
func FuzzWalk(f *testing.F) {
	f.Add("TFFR")
	f.Add("TFRFF")
	f.Add("F")
	f.Add("FTLRX")
	f.Add("")
	m, start := sampleMaze(f)
	f.Fuzz(func(t *testing.T, line string) {
		if err := CheckMove(line); err != nil {
			require.True(t, errors.Is(err, ErrEmptyMove) || errors.Is(err, ErrLongMove) || errors.Is(err, ErrBadStep), "%v", err)
			return
		}
		for _, p := range start {
			end, walked, extra := m.Walk(p, line, nil)
			require.True(t, Inside(end.Row, end.Col))
			require.LessOrEqual(t, len(walked), len(line)+1)
			if extra {
				require.NotEqual(t, Pose{Row: p.Row, Col: p.Col}, Pose{Row: end.Row, Col: end.Col})
			}
			if len(walked) > 0 {
				require.Equal(t, end.Row*Size+end.Col, walked[len(walked)-1])
			}
		}
	})
}

// ReadTurn never panics, and a turn it reads prints back as its lines.
func FuzzReadTurn(f *testing.F) {
	f.Add("Start\nW\nW\nRW\nW\n505\n")
	f.Add("W\nW\nLLBNW\nW\n445\n")
	f.Add("Quit\n")
	f.Add("Start\nStart\nW\n")
	f.Fuzz(func(t *testing.T, input string) {
		v, start, quit, err := ReadTurn(bufio.NewReader(strings.NewReader(input)))
		if err != nil || quit {
			return
		}
		lines := v.Lines()
		if start {
			lines = append([]string{StartLine}, lines...)
		}
		back, start2, _, err := ReadTurn(bufio.NewReader(strings.NewReader(strings.Join(lines, "\n") + "\n")))
		require.NoError(t, err)
		assert.Equal(t, start, start2)
		assert.Equal(t, v, back)
	})
}
