package amazes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// Every side around the bot unknown again and nothing worth a step: the
// planner walks to a nearest cell with something new about it, as
// ref:greedy does; told 0 (an exploring opponent ended its move on the
// bot's cell, and would walk there next as well), to a cell farther off.
func TestPlannerDoesNotLeadAFollowerToItsNextCell(t *testing.T) {
	s := NewSetup(search.NewRng(3))
	start := Pose{Row: 0, Col: 0, Facing: North}
	me := Pose{Row: 12, Col: 12, Facing: North}
	for _, told := range []int{0, 25} {
		pl := plannerOnFullMap(t, s, start, me, 40)
		reached := forgetAround(pl)
		pl.Map.discovered-- // no sudden death to look for
		pl.Dist2[pl.Moves] = told
		move := string(pl.Choose())
		require.NoError(t, CheckMove(move))
		x := pl.Best.Cell
		require.GreaterOrEqual(t, x, 0)
		nearest := pl.Steps(int(reached[1]))
		if told == 0 {
			assert.Greater(t, pl.Steps(x), nearest, "told 0: %q", move)
		} else {
			assert.Equal(t, nearest, pl.Steps(x), "told %d: %q", told, move)
		}
	}
}
