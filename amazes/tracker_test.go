package amazes

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// trackedCells lists the tracker's cells, sorted.
func trackedCells(t *tracker) []int {
	var s []int
	for _, x := range t.cells[:t.n] {
		s = append(s, int(x))
	}
	sort.Ints(s)
	return s
}

func cellsRel(rc ...int) []int {
	var s []int
	for i := 0; i+1 < len(rc); i += 2 {
		s = append(s, (Origin+rc[i])*Frame+Origin+rc[i+1])
	}
	sort.Ints(s)
	return s
}

// The opponent stands on the circle of the squared distance: at 25 from
// the player, the twelve cells 3-4-5 away, alike; then at 1, the four
// neighbours, alike by symmetry (no wall known), every one reached from
// the old cells; then at 0, the player's own cell, certain.
func TestTrackerKeepsTheCircleWeighedByTheWalk(t *testing.T) {
	var k Knowledge
	require.NoError(t, k.Walk(Origin, Origin))
	var tr tracker
	tr.reset()
	me := Origin*Frame + Origin
	tr.update(&k, me, 25, 1)
	assert.Equal(t, cellsRel(-5, 0, 5, 0, 0, -5, 0, 5, -3, -4, -3, 4, 3, -4, 3, 4, -4, -3, -4, 3, 4, -3, 4, 3), trackedCells(&tr))
	for i := 0; i < tr.n; i++ {
		assert.InDelta(t, 1.0/12, tr.explore[i], 1e-12)
		assert.Zero(t, tr.hunting[i])
	}
	assert.InDelta(t, 1.0/12, tr.odds((Origin-5)*Frame+Origin), 1e-12)
	assert.Zero(t, tr.odds(me))

	tr.update(&k, me, 1, 2)
	assert.Equal(t, cellsRel(-1, 0, 1, 0, 0, -1, 0, 1), trackedCells(&tr))
	for i := 0; i < tr.n; i++ {
		assert.InDelta(t, 0.25, tr.explore[i]+tr.hunting[i], 1e-9)
	}
	tr.update(&k, me, 0, 3)
	assert.Equal(t, []int{me}, trackedCells(&tr))
	assert.InDelta(t, 1, tr.odds(me), 1e-9)
	// A circle outside the box (the maze is at most 25 wide; 1250 is
	// 25²+25², 35²+5² and 31²+17²): nothing.
	tr.update(&k, me, 1250, 4)
	assert.Zero(t, tr.n)
}

// A hunter, certain to stand on h, is told the squared distance to the
// player's cell and walks to the nearest cell of that circle; the player's
// next reading is consistent with it, and the tracker puts nearly all its
// weight there, as a hunter.
func TestTrackerFollowsAHunter(t *testing.T) {
	s := NewSetup(search.NewRng(3))
	start := Pose{Row: 0, Col: 0, Facing: North}
	me := Pose{Row: 5, Col: 5, Facing: North}
	h := Pose{Row: 18, Col: 14, Facing: North}
	e := fullExplorer(t, &s.Maze, start, h)
	e.Routes()
	targets := e.HuntTargets(Dist2(h, me), nil)
	require.NotEmpty(t, targets)
	target := int(targets[0])
	meCell := frameOf(me, start)
	meIndex := meCell.Row*Frame + meCell.Col
	hCell := frameOf(h, start)

	var tr tracker
	tr.n, tr.started = 1, true
	tr.cells[0] = int16(hCell.Row*Frame + hCell.Col)
	tr.hunting[0] = 1
	tr.update(&e.Map, meIndex, Dist2Cells(meIndex, target), 100)
	assert.Contains(t, trackedCells(&tr), target)
	onCircle := 0.0
	for _, x := range targets {
		if Dist2Cells(meIndex, int(x)) == Dist2Cells(meIndex, target) {
			onCircle += tr.odds(int(x))
		}
	}
	assert.Greater(t, onCircle, 0.9)
	assert.Greater(t, tr.odds(target), 0.9/float64(len(targets)))
	assert.InDelta(t, 1, tr.huntOdds(), 1e-9)
}

func TestIsqrt(t *testing.T) {
	for n, want := range map[int]int{0: 0, 1: 1, 3: 1, 4: 2, 24: 4, 25: 5, 1152: 33} {
		assert.Equal(t, want, isqrt(n), "%d", n)
	}
}

// With every side known, a hunter's walks are the bot's: the danger of
// each cell is exactly 1/ties when the hunter's rule (HuntTargets, from its
// cell on the true maze) picks it for the squared distance it would read,
// and 0 otherwise.
func TestDangerIsTheHuntersPickOnAKnownMaze(t *testing.T) {
	s := NewSetup(search.NewRng(5))
	start := Pose{Row: 0, Col: 0, Facing: North}
	h := Pose{Row: 12, Col: 9, Facing: North}
	e := fullExplorer(t, &s.Maze, start, h)
	hf := frameOf(h, start)
	hCell := hf.Row*Frame + hf.Col
	var tr tracker
	tr.n, tr.started = 1, true
	tr.cells[0] = int16(hCell)
	tr.hunting[0] = 1
	var risk [Frame * Frame]float32
	tr.danger(&e.Map, 0, &risk)
	e.Routes()
	picked := 0
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			f := frameOf(Pose{Row: r, Col: c}, start)
			x := f.Row*Frame + f.Col
			want := float32(0)
			if x != hCell {
				targets := e.HuntTargets(Dist2Cells(hCell, x), nil)
				for _, y := range targets {
					if int(y) == x {
						want = 1 / float32(len(targets))
						picked++
					}
				}
			}
			assert.InDelta(t, want, risk[x], 1e-6, "cell %d,%d", r, c)
		}
	}
	assert.Greater(t, picked, 100)
}

// A hunter told 0 (the bot ended its move on it) has no cell to walk to and
// turns back the way it came: certain to stand on a with b behind it, the
// tracker puts nearly all its weight on b at the next reading of 1, knows
// it came from a, and sends it back to a when told 0 there again. Without
// a known way in, the neighbours stay alike.
func TestTrackerTurnsAHunterToldZeroBack(t *testing.T) {
	var k Knowledge
	require.NoError(t, k.Walk(Origin, Origin))
	a := Origin*Frame + Origin
	b := a + 1
	var tr tracker
	tr.n, tr.started = 1, true
	tr.cells[0], tr.came[0] = int16(a), int16(b)
	tr.hunting[0] = 1
	tr.update(&k, a, 1, 100)
	assert.Equal(t, cellsRel(-1, 0, 1, 0, 0, -1, 0, 1), trackedCells(&tr))
	assert.Greater(t, tr.odds(b), 0.99)
	for _, x := range []int{a - 1, a - Frame, a + Frame} {
		assert.Less(t, tr.odds(x), 0.01, "cell %d", x)
	}
	for k, x := range tr.cells[:tr.n] {
		assert.Equal(t, int16(a), tr.came[k], "cell %d came from the hunter's cell", x)
	}

	tr.update(&k, b, 1, 101)
	assert.Greater(t, tr.odds(a), 0.99)

	tr.n = 1
	tr.cells[0], tr.came[0] = int16(a), noCell
	tr.explore[0], tr.hunting[0] = 0, 1
	tr.update(&k, a, 1, 102)
	for _, x := range tr.cells[:tr.n] {
		assert.InDelta(t, 0.25, tr.odds(int(x)), 1e-9)
	}
}

// The step into a cell at the end of a walk: from its one neighbour one
// step nearer the start; none where two neighbours are (an open field's
// diagonal cell) or at the start itself.
func TestStepBeforeIsTheOneNeighbourNearerTheStart(t *testing.T) {
	var k Knowledge
	require.NoError(t, k.Walk(Origin, Origin))
	a := Origin*Frame + Origin
	var tr tracker
	b := k.box()
	tr.walkKnown(&k, a, b)
	tr.walk(&k, a, b)
	assert.Equal(t, int16(a+1), tr.stepBefore(&k, a+2))
	assert.Equal(t, int16(a-Frame), tr.stepBefore(&k, a-2*Frame))
	assert.Equal(t, int16(noCell), tr.stepBefore(&k, a+Frame+1))
	assert.Equal(t, int16(noCell), tr.stepBefore(&k, a))
}
