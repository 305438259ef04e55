package amazes

import (
	"math"
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

// A hunter certain to stand on h (it walked there as a hunter, and the
// reading agrees): with its points secure and nothing left worth a catch,
// the planner ends its move on a cell the hunter does not walk to next,
// as the hunter's own rule on the true maze says, though nearly every
// cell near it is one the hunter would pick.
func TestPlannerEndsOnACellTheHunterDoesNotPick(t *testing.T) {
	s := NewSetup(search.NewRng(3))
	start := Pose{Row: 0, Col: 0, Facing: North}
	me := Pose{Row: 5, Col: 5, Facing: North}
	h0 := Pose{Row: 18, Col: 14, Facing: North}
	hunter := fullExplorer(t, &s.Maze, start, h0)
	hunter.Routes()
	targets := hunter.HuntTargets(Dist2(h0, me), nil)
	require.NotEmpty(t, targets)
	h := int(targets[0])

	pl := plannerOnFullMap(t, s, start, me, 100)
	pl.Points = 3000
	pl.Dist2[pl.Moves] = Dist2Cells(pl.Pose.Row*Frame+pl.Pose.Col, h)
	trackHunterOn(pl, h0, start)
	// Every cell known: the planner would end on the hunter (sudden
	// death); with one cell left it cannot, and must hide.
	pl.Map.discovered--

	move := string(pl.Choose())
	require.NoError(t, CheckMove(move))
	x := pl.Best.Cell
	require.GreaterOrEqual(t, x, 0)
	assert.Less(t, pl.risk[x], float32(0.06), "risk %v", pl.risk[x])
	// The hunter's rule on the true maze, from h.
	hp := Pose{Row: h/Frame - Origin, Col: h%Frame - Origin, Facing: North}
	next := fullExplorer(t, &s.Maze, start, hp)
	next.Routes()
	if x != h {
		assert.NotContains(t, next.HuntTargets(Dist2Cells(h, x), nil), int16(x))
	}
	// Many cells within reach are the hunter's picks: hiding is a choice.
	picked := 0
	for _, c := range pl.Routes()[1:] {
		if pl.risk[c] > 0.5 {
			picked++
		}
	}
	assert.Greater(t, picked, 50)
}

// With its points secure, one cell short of its whole map and nothing left
// worth a step, the planner ends its move on the cell a hunter it was sure
// of walked to (its one pick from where it stood): the one cell the hunter
// cannot end its next move on (worth immunityWorth; catches count nothing
// any more).
func TestPlannerEndsOnAHunterForImmunity(t *testing.T) {
	s := NewSetup(search.NewRng(3))
	start := Pose{Row: 0, Col: 0, Facing: North}
	me := Pose{Row: 5, Col: 5, Facing: North}
	// A hunter's cell whose pick, for the squared distance to me, is one
	// cell the bot reaches in a few steps.
	h0, h := Pose{}, -1
	for r := 0; r < Size && h < 0; r++ {
		for c := 0; c < Size && h < 0; c++ {
			h0 = Pose{Row: r, Col: c, Facing: North}
			hunter := fullExplorer(t, &s.Maze, start, h0)
			hunter.Routes()
			targets := hunter.HuntTargets(Dist2(h0, me), nil)
			if len(targets) != 1 {
				continue
			}
			bot := fullExplorer(t, &s.Maze, start, me)
			bot.Routes()
			if n := bot.Steps(int(targets[0])); n > 1 && n < 20 {
				h = int(targets[0])
			}
		}
	}
	require.GreaterOrEqual(t, h, 0)
	pl := plannerOnFullMap(t, s, start, me, 120)
	pl.Map.discovered--
	pl.Points = 3000
	pl.Dist2[pl.Moves] = Dist2Cells(pl.Pose.Row*Frame+pl.Pose.Col, h)
	trackHunterOn(pl, h0, start)
	move := string(pl.Choose())
	require.NoError(t, CheckMove(move))
	assert.Greater(t, pl.catchOdds(h), 0.9)
	assert.InDelta(t, immunityWorth*pl.catchOdds(h), pl.catchWorth(h, true), 0.1)
	assert.Equal(t, h, pl.Best.Cell, "%q", move)
}

// forgetWalls makes every wall of the frame cells in cells unknown again:
// cells with something new about them.
func forgetWalls(k *Knowledge, cells []int) {
	for _, c := range cells {
		i := index(c/Frame, c%Frame)
		for d := North; d <= West; d++ {
			if k.side[i]&(1<<(wallBits+d)) != 0 {
				k.side[i] &^= 1 << (wallBits + d)
				k.side[i+neighbour[d]] &^= 1 << (wallBits + d.Back())
			}
		}
	}
}

// With nothing worth its steps, the planner walks to the cell with
// something new about it whose steps (at the step cost) and exposure cost
// least, among those exposed below frontierExposure: not past every cell
// whose exposure is above one point (an opponent's small odds of hunting
// soon) to the nearest one below it.
func TestPlannerWeighsStepsAgainstSmallExposure(t *testing.T) {
	s := NewSetup(search.NewRng(3))
	start := Pose{Row: 0, Col: 0, Facing: North}
	me := Pose{Row: 12, Col: 12, Facing: North}
	pl := plannerOnFullMap(t, s, start, me, 95)
	forgetAround(pl)
	pl.Map.discovered-- // no sudden death to look for
	// The opponent somewhere 5 rows off: a first reading, an explorer
	// with small odds (0.008) of having its whole map by now: every cell
	// near the bot exposed by about one to three points.
	pl.Dist2[pl.Moves] = 25
	pl.track.longN, pl.track.longLLR = 1, longRate-math.Log(124)/longScale
	require.InDelta(t, 0.008, pl.track.longOdds(), 1e-9)
	move := string(pl.Choose())
	require.NoError(t, CheckMove(move))
	x := pl.Best.Cell
	require.GreaterOrEqual(t, x, 0)
	stepCost := exploreStepCost
	cost := func(c int) float64 { return float64(pl.Steps(c))*stepCost + lossWorth*float64(pl.risk[c]) }
	oldRule := -1
	for _, c := range pl.Routes()[1:] {
		e := lossWorth * float64(pl.risk[c])
		if !pl.Map.unknownSides(int(c)/Frame, int(c)%Frame) {
			continue
		}
		if oldRule < 0 && e < safeEnough {
			oldRule = int(c)
		}
		if e < frontierExposure {
			assert.LessOrEqual(t, cost(x), cost(int(c)), "cell %d", c)
		}
	}
	t.Logf("chosen %d: %d steps, exposure %.2f; the old rule's %d: %d steps, exposure %.2f", x, pl.Steps(x), lossWorth*pl.risk[x], oldRule, pl.Steps(oldRule), lossWorth*pl.risk[oldRule])
	assert.Less(t, lossWorth*float64(pl.risk[x]), frontierExposure)
	assert.NotEqual(t, oldRule, x, "the old rule's choice")
	assert.Less(t, pl.Steps(x), pl.Steps(oldRule))
}

// The planner finishes its map once its points less finishCost per
// undiscovered cell reach finishBar, walking to the cell with the most
// unknown about it per step plus finishPace; a point short, it plays its
// own plan, here another cell (on Red's first view of the maze of seed 2).
func TestPlannerFinishesItsMapWhenItsPointsAllow(t *testing.T) {
	s := NewSetup(search.NewRng(2))
	choose := func(points float64, finish bool) *Planner {
		pl := &Planner{Finish: finish}
		pl.Reset()
		v := s.Maze.Look(s.Start[Red])
		v.Dist2 = Dist2(s.Start[Red], s.Start[Blue])
		require.NoError(t, pl.Observe(&v))
		left := float64(Cells - pl.Map.Count())
		pl.Points = finishBar + finishCost*left + points
		pl.Choose()
		return pl
	}
	pace := func(pl *Planner, c int) float64 {
		return float64(pl.Map.Unknowns(c/Frame, c%Frame)) / (float64(pl.Steps(c)) + finishPace)
	}
	pl := choose(0, true)
	require.True(t, pl.Finishing)
	finish := pl.Best.Cell
	require.Positive(t, pl.Map.Unknowns(finish/Frame, finish%Frame))
	for _, c := range pl.reached[1:pl.nReach] {
		assert.LessOrEqual(t, pace(pl, int(c)), pace(pl, finish), "cell %d", c)
	}

	pl = choose(-1, true)
	assert.False(t, pl.Finishing)
	assert.NotEqual(t, finish, pl.Best.Cell)
	// Without Finish (the default) the points change nothing.
	pl = choose(0, false)
	assert.False(t, pl.Finishing)
	assert.Equal(t, choose(-1, true).Best.Cell, pl.Best.Cell)
}

// Finishing, the planner does not end its move beside a likely cell of the
// opponent's (one that turns back each move would end on it), but may end
// on it (a catch) or two cells away, and a cell the opponent stands on with
// less than finishBeside does not count.
func TestPlannerFinishingKeepsOffTheOpponentsSide(t *testing.T) {
	pl := &Planner{}
	pl.Reset()
	x := Origin*Frame + Origin
	pl.track.n, pl.track.started = 1, true
	pl.track.cells[0], pl.track.explore[0] = int16(x), 1
	assert.True(t, pl.besideOpponent(x+1))
	assert.True(t, pl.besideOpponent(x-Frame))
	assert.False(t, pl.besideOpponent(x))
	assert.False(t, pl.besideOpponent(x+2))
	assert.False(t, pl.besideOpponent(x+Frame+1))
	pl.track.explore[0] = finishBeside / 2
	assert.False(t, pl.besideOpponent(x+1))
}
