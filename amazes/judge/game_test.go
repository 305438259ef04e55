package judge

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/amazes"
	"botcup/game"
	"botcup/search"
)

// sampleSetup is built to play the rules' sample game: Red on (3,23)
// facing north, Blue on (15,4) facing east (0-based), every side a wall but
// the few drawn open.
func sampleSetup(t *testing.T) *amazes.Setup {
	t.Helper()
	s := &amazes.Setup{Maze: *amazes.NewMaze()}
	require.NoError(t, s.Maze.Carve(3, 21,
		"+-+-+-+",
		"| | | |",
		"+-+-+ +",
		"| |   |",
		"+-+ +-+",
		"|     |",
		"+-+-+-+"))
	require.NoError(t, s.Maze.Carve(14, 0,
		"+-+-+-+-+-+",
		"| | | | | |",
		"+-+ +-+-+-+",
		"|         |",
		"+-+ + + +-+",
		"| | | | | |",
		"+-+-+-+-+-+"))
	s.Start = [2]amazes.Pose{{Row: 3, Col: 23, Facing: amazes.North}, {Row: 15, Col: 4, Facing: amazes.East}}
	return s
}

// The sample exchange of the rules, through the judge's lines.
func TestSampleExchange(t *testing.T) {
	g := newGame(sampleSetup(t), amazes.MovesPerPlayer)
	p, lines := g.Next()
	assert.Equal(t, amazes.Red, p)
	assert.Equal(t, []string{"Start", "W", "W", "RW", "W", "505"}, lines)
	require.NoError(t, g.Play(p, "TR"))
	p, lines = g.Next()
	assert.Equal(t, amazes.Blue, p)
	assert.Equal(t, []string{"W", "W", "LLBNW", "W", "445"}, lines)
	require.NoError(t, g.Play(p, "TFFR"))
	p, lines = g.Next()
	assert.Equal(t, amazes.Red, p)
	// The text's 483 is no sum of two squares; here it is 541.
	assert.Equal(t, []string{"W", "W", "LW", "BW", "541"}, lines)
	assert.False(t, g.Over())
}

// Two moves each on the sample maze, points by hand:
// Red: view 1 discovers (3,23), (4,23), (4,22), all first: +6; TR: -2;
// view 2 discovers (5,22) and (5,21), (5,23) beside it: +6; LL: -2 -> 8.
// Blue: view 1 discovers its cell, the corridor (15,3)..(15,0) and (16,3),
// (16,2), (16,1), (14,1) beside it, all first: +18; TFFR: -4; view 2 from
// (14,1) shows nothing new; T: -1 -> 13.
func TestScriptedGameOnTheSampleMaze(t *testing.T) {
	g := newGame(sampleSetup(t), 2)
	for _, move := range []string{"TR", "TFFR", "LL", "T"} {
		p, _ := g.Next()
		require.NoError(t, g.Play(p, move))
	}
	assert.True(t, g.Over())
	assert.Equal(t, [2]int{8, 13}, g.Points())
	assert.Equal(t, [2]float64{8, 13}, g.Scores())
	assert.Equal(t, [2]int{6, 9}, g.Discovered())
	assert.Equal(t, [2]amazes.Pose{{Row: 5, Col: 23, Facing: amazes.East}, {Row: 15, Col: 1, Facing: amazes.South}}, g.Poses())
	// A shortened game: both still wait for a turn, so both get Quit.
	assert.Equal(t, []string{"Quit"}, g.Final(amazes.Red))
	assert.Equal(t, []string{"Quit"}, g.Final(amazes.Blue))
}

// rowSetup is a maze whose only openings make a corridor along row 0, Red
// on (0,0) and Blue on (0,20), both facing west.
func rowSetup(t *testing.T) *amazes.Setup {
	s := &amazes.Setup{Maze: *amazes.NewMaze()}
	for c := 0; c+1 < amazes.Size; c++ {
		require.NoError(t, s.Maze.SetWall(0, c, amazes.East, false))
	}
	s.Start = [2]amazes.Pose{{Row: 0, Col: 0, Facing: amazes.West}, {Row: 0, Col: 20, Facing: amazes.West}}
	return s
}

// The catch: Red sees the whole row (25 cells, first: +50), walks T and 19
// F onto Blue (-20, +100) -> 130. Blue sees the same row (+25, none first),
// steps F (-1) -> 24.
func TestEndingOnTheOpponentScoresAHundred(t *testing.T) {
	g := newGame(rowSetup(t), 1)
	p, lines := g.Next()
	require.Equal(t, amazes.Red, p)
	assert.Equal(t, []string{"Start", "W", "W", strings.Repeat("N", 24) + "W", "W", "400"}, lines)
	require.NoError(t, g.Play(p, "T"+strings.Repeat("F", 19)))
	p, lines = g.Next()
	require.Equal(t, amazes.Blue, p)
	assert.Equal(t, "0", lines[4])
	require.NoError(t, g.Play(p, "F"))
	assert.True(t, g.Over())
	assert.Equal(t, [2]int{130, 24}, g.Points())
	assert.Equal(t, -1, g.SuddenDeath())
}

// serpentineSetup is a valid maze with one path through all cells: every
// row open, row r joined to row r+1 at its east end for even r, at its west
// end for odd r. Red starts on (0,0), Blue on (24,12), both facing west.
func serpentineSetup(t *testing.T) (*amazes.Setup, []int) {
	s := &amazes.Setup{Maze: *amazes.NewMaze()}
	var path []int
	for r := 0; r < amazes.Size; r++ {
		for k := 0; k < amazes.Size; k++ {
			c := k
			if r%2 == 1 {
				c = amazes.Size - 1 - k
			}
			path = append(path, r*amazes.Size+c)
			if k+1 < amazes.Size {
				d := amazes.East
				if r%2 == 1 {
					d = amazes.West
				}
				require.NoError(t, s.Maze.SetWall(r, c, d, false))
			} else if r+1 < amazes.Size {
				require.NoError(t, s.Maze.SetWall(r, c, amazes.South, false))
			}
		}
	}
	s.Start = [2]amazes.Pose{{Row: 0, Col: 0, Facing: amazes.West}, {Row: 24, Col: 12, Facing: amazes.West}}
	require.NoError(t, s.Validate())
	return s, path
}

// walkCells is the move along cells (adjacent ones) from a player facing
// facing.
func walkCells(from int, facing amazes.Dir, cells []int) string {
	var b []byte
	for _, c := range cells {
		var d amazes.Dir
		switch c - from {
		case -amazes.Size:
			d = amazes.North
		case 1:
			d = amazes.East
		case amazes.Size:
			d = amazes.South
		default:
			d = amazes.West
		}
		b = append(b, amazes.StepFor(facing, d))
		facing, from = d, c
	}
	return string(b)
}

// Sudden death on the serpentine maze, points by hand. Path index i is the
// i-th cell from (0,0); row r holds 25r..25r+24.
//
// Red 1: view: row 0 and (1,24) beside it, 26 first: +52; walk 256 steps
// to index 256 = (10,6): 231 new first cells: +462, -256 -> 258.
// Blue 1: view: row 24 and (23,0), 26 first: +52; T to (24,13): -1 -> 51.
// Red 2: view from (10,6) facing east: (10,7)..(10,24) and (11,24), 19
// first: +38 -> 296; walk to index 512 = (20,12): 256 - 19 = 237 new first
// cells: +474, -256 -> 514.
// Blue 2: nothing new; T back to (24,12): -1 -> 50.
// Red 3: view: (20,13)..(20,24) and (21,24), 13 first: +26 -> 540; walk to
// the path's end (24,24) and back along row 24 to (24,12): 112 + 12 steps,
// 99 new cells of which Blue had 26 (row 24 and (23,0)): +99 +73 -124 ->
// 588. Red has all 625 cells and ends on Blue: doubled to 1176, Blue to 0.
func TestSuddenDeath(t *testing.T) {
	s, path := serpentineSetup(t)
	g := newGame(s, amazes.MovesPerPlayer)
	red := walkCells(path[0], amazes.West, path[1:257])
	red2 := walkCells(path[256], amazes.East, path[257:513])
	back := []int{}
	for c := 23; c >= 12; c-- {
		back = append(back, 24*amazes.Size+c)
	}
	red3 := walkCells(path[512], amazes.East, append(append([]int{}, path[513:]...), back...))
	require.Len(t, red, 256)
	require.Len(t, red3, 124)
	moves := []string{red, "T", red2, "T", red3}
	wantPoints := [][2]int{{258, 0}, {258, 51}, {514, 51}, {514, 50}, {1176, 0}}
	for i, move := range moves {
		require.False(t, g.Over(), "move %d", i)
		p, _ := g.Next()
		require.NoError(t, g.Play(p, move), "move %d", i)
		assert.Equal(t, wantPoints[i], g.Points(), "after move %d", i+1)
	}
	assert.True(t, g.Over())
	assert.Equal(t, amazes.Red, g.SuddenDeath())
	assert.Equal(t, [2]int{amazes.Cells, 26}, g.Discovered())
	assert.Equal(t, [2]float64{1000, 0}, g.Scores())
	assert.Equal(t, []string{"Quit"}, g.Final(amazes.Red))
	assert.Equal(t, []string{"Quit"}, g.Final(amazes.Blue))
}

func TestPlayRejectsFaultsAndLeavesTheGameUnchanged(t *testing.T) {
	g := newGame(sampleSetup(t), amazes.MovesPerPlayer)
	p, _ := g.Next()
	before := g.Points()
	tests := []struct {
		player int
		line   string
		want   []error
	}{
		{p, "TX", []error{game.ErrMalformed, amazes.ErrBadStep}},
		{p, "", []error{game.ErrMalformed, amazes.ErrEmptyMove}},
		{p, strings.Repeat("F", 257), []error{game.ErrMalformed, amazes.ErrLongMove}},
		{1 - p, "F", []error{ErrNotOnTurn}},
		{2, "F", []error{ErrNoSuchSide}},
	}
	for _, tc := range tests {
		err := g.Play(tc.player, tc.line)
		for _, want := range tc.want {
			assert.ErrorIs(t, err, want, "%d %q", tc.player, tc.line)
		}
	}
	assert.Equal(t, before, g.Points())
	// The jury's move: T, which always works (there is no wall behind).
	require.Equal(t, "T", g.Fallback(p))
	require.NoError(t, g.Play(p, g.Fallback(p)))
	assert.Equal(t, amazes.Pose{Row: 4, Col: 23, Facing: amazes.South}, g.Poses()[amazes.Red])
}

func TestPlayAfterTheEndIsRejected(t *testing.T) {
	g := newGame(rowSetup(t), 1)
	require.NoError(t, g.Play(amazes.Red, "T"))
	require.NoError(t, g.Play(amazes.Blue, "T"))
	require.True(t, g.Over())
	assert.ErrorIs(t, g.Play(amazes.Red, "T"), ErrGameOver)
}

// Whole games of jury moves and random walks on generated mazes: scores
// stay in 0..1000, discoveries never exceed the maze, the game ends after
// 150 moves each.
func TestRandomGamesEndWithinTheRules(t *testing.T) {
	j, err := New(nil)
	require.NoError(t, err)
	rng := search.NewRng(1)
	for seed := uint64(0); seed < 10; seed++ {
		g := j.NewGame(seed).(*AmazesGame)
		require.NoError(t, g.setup.Validate())
		n := 0
		for !g.Over() {
			p, lines := g.Next()
			require.Len(t, lines, 5+map[bool]int{true: 1}[n == 0])
			move := make([]byte, 1+rng.Intn(20))
			for i := range move {
				move[i] = "FFFTLR"[rng.Intn(6)]
			}
			require.NoError(t, g.Play(p, string(move)))
			n++
		}
		assert.Equal(t, 2*amazes.MovesPerPlayer, n)
		for p, d := range g.Discovered() {
			assert.LessOrEqual(t, d, amazes.Cells)
			assert.GreaterOrEqual(t, g.Scores()[p], 0.0)
			assert.LessOrEqual(t, g.Scores()[p], 1000.0)
		}
		assert.NotEmpty(t, g.Render())
	}
}

func TestNewRejectsBadOptions(t *testing.T) {
	_, err := New(map[string]string{"colour": "red"})
	assert.ErrorIs(t, err, ErrUnknownOption)
	for _, v := range []string{"0", "151", "x"} {
		_, err = New(map[string]string{"moves": v})
		assert.ErrorIs(t, err, ErrBadOption, v)
	}
	_, err = New(map[string]string{"setup": "/nonexistent/maze.txt"})
	assert.ErrorIs(t, err, ErrBadOption)
	j, err := New(map[string]string{"moves": "3"})
	require.NoError(t, err)
	assert.Equal(t, "amazes", j.Name())
	assert.Equal(t, 256, j.MaxLine())
	assert.Equal(t, j.NewGame(4).Setup(), j.NewGame(4).Setup())
	assert.NotEqual(t, j.NewGame(4).Setup(), j.NewGame(5).Setup())
}

func TestSetupOptionPlaysTheGivenMaze(t *testing.T) {
	s := amazes.NewSetup(search.NewRng(77))
	text := amazes.FormatSetup(s)
	dir := t.TempDir()
	good, bad := dir+"/maze.txt", dir+"/bad.txt"
	require.NoError(t, os.WriteFile(good, []byte(text), 0o600))
	require.NoError(t, os.WriteFile(bad, []byte(strings.Replace(text, "red", "green", 1)), 0o600))
	j, err := New(map[string]string{"setup": good})
	require.NoError(t, err)
	assert.Equal(t, text, j.NewGame(1).Setup())
	assert.Equal(t, text, j.NewGame(2).Setup())
	_, err = New(map[string]string{"setup": bad})
	assert.ErrorIs(t, err, ErrBadOption)
	assert.ErrorIs(t, err, amazes.ErrBadSetupText)
}

func TestRenderShowsPlayersAndPoints(t *testing.T) {
	g := newGame(rowSetup(t), 1)
	require.NoError(t, g.Play(amazes.Red, "T"+strings.Repeat("F", 19)))
	r := g.Render()
	lines := strings.Split(r, "\n")
	// Red stands on Blue: one X on row 0; the rest of the row is known to
	// Red only.
	assert.Equal(t, "|rrrrrrrrrrrrrrrrrrrrXrrrr|", strings.ReplaceAll(lines[1], " ", ""))
	assert.Contains(t, r, "red: moves 1, discovered 25, first 25, steps 20, catches 1, points 130")
	assert.Contains(t, r, "blue: moves 0, discovered 0, first 0, steps 0, catches 0, points 0")
}
