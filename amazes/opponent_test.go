package amazes

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func suspectList(pl *Planner) []int {
	var s []int
	for _, x := range pl.suspects.cells[:pl.suspects.n] {
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
// the player, the twelve cells 3-4-5 away; a later circle keeps only cells
// near the earlier ones.
func TestTrackOpponentNarrowsTheCircle(t *testing.T) {
	pl := &Planner{}
	pl.Reset()
	require.NoError(t, pl.Map.Walk(Origin, Origin))
	pl.trackOpponent(25)
	assert.Equal(t, cellsRel(-5, 0, 5, 0, 0, -5, 0, 5, -3, -4, -3, 4, 3, -4, 3, 4, -4, -3, -4, 3, 4, -3, 4, 3), suspectList(pl))
	assert.InDelta(t, 100.0/12, pl.catchWorth((Origin-5)*Frame+Origin, false), 1e-9)
	assert.Zero(t, pl.catchWorth((Origin-5)*Frame+Origin, true), "secure: a catch brings nothing")
	assert.Zero(t, pl.catchWorth(Origin*Frame+Origin, false))
	// One cell next to a suspect: exposed to a catch.
	assert.InDelta(t, 100*exposureOdds/12, pl.exposure((Origin-6)*Frame+Origin, false), 1e-9)

	// Squared distance 0: only the player's own cell, which is near none of
	// the old suspects, so the whole (one-cell) circle counts.
	pl.trackOpponent(0)
	assert.Equal(t, cellsRel(0, 0), suspectList(pl))
	// 1 next: the four neighbours, all within reach of the old suspect.
	pl.trackOpponent(1)
	assert.Equal(t, cellsRel(-1, 0, 1, 0, 0, -1, 0, 1), suspectList(pl))
	// A circle far from them (49: (7,0), (0,7), ...): none near, so all.
	pl.trackOpponent(49)
	assert.Len(t, suspectList(pl), 4)
}

func TestIsqrt(t *testing.T) {
	for n, want := range map[int]int{0: 0, 1: 1, 3: 1, 4: 2, 24: 4, 25: 5, 1152: 33} {
		assert.Equal(t, want, isqrt(n), "%d", n)
	}
}

// An opponent stepping back and forth between A and B (the jury's T):
// the player moves between views, the circles cross, and the cell that was
// a suspect two views ago weighs bounceWeight times the others; the cell it
// steps back to is fully exposed.
func TestTrackOpponentFavoursABouncingOpponent(t *testing.T) {
	pl := &Planner{}
	pl.Reset()
	require.NoError(t, pl.Map.Walk(Origin, Origin))
	a, b := Pose{Row: Origin - 5, Col: Origin}, Pose{Row: Origin - 5, Col: Origin + 1}
	look := func(row, col int, opp Pose) {
		pl.Pose = Pose{Row: row, Col: col}
		pl.trackOpponent(Dist2(pl.Pose, opp))
	}
	look(Origin, Origin, a)
	look(Origin, Origin+3, b)
	look(Origin+2, Origin, a)
	got := suspectList(pl)
	// The circle of 49 around (2,0) from the start: (-7,0) is A; (2,7),
	// (2,-7) and (9,0) lie near the second circle's cells.
	assert.Equal(t, cellsRel(-5, 0, 2, -7, 2, 7, 9, 0), got)
	cellA, cellB := a.Row*Frame+a.Col, b.Row*Frame+b.Col
	total := pl.suspects.total
	assert.InDelta(t, bounceWeight/total, pl.catchOdds(cellA), 1e-12)
	assert.InDelta(t, float64(len(got)-1)+bounceWeight, total, 1e-12, "only A was a suspect two views ago")
	assert.InDelta(t, PointsCatch*bounceWeight/total, pl.exposure(cellB, false), 1e-9)
}
