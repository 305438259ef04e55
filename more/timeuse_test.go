package more

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/clocktest"
)

// A move whose best move changed in one of its last two iterations may
// start iterations until UnstableStart percent of its soft limit; once the
// choice has held for two iterations, IterationStart holds again.
func TestUnstableMovesGetMoreTime(t *testing.T) {
	saved := UnstableStart
	defer func() { UnstableStart = saved }()
	UnstableStart = 150
	clock := &clocktest.HandClock{}
	budget, err := search.NewGameBudget(10*time.Second, 0, clock)
	require.NoError(t, err)
	var stab moveStability
	d := iterationDeadline{budget.Move(10), &stab} // soft 1 s, hard 4 s
	clock.T = 700 * time.Millisecond
	a, b := Move(1), Move(2)
	steps := []struct {
		best     Move
		unstable bool
	}{
		{a, false}, // the first iteration has nothing to change from
		{a, false},
		{b, true},
		{b, true}, // changed one iteration ago
		{b, false},
		{a, true},
	}
	for i, st := range steps {
		stab.report(search.AlphaBetaResult[Move]{Move: st.best, Depth: i + 1})
		assert.Equal(t, st.unstable, stab.unstable(), "after iteration %d", i+1)
		assert.Equal(t, st.unstable, d.NewIteration(), "at 0.7 s of a 1 s soft limit, after iteration %d", i+1)
	}
	clock.T = 1499 * time.Millisecond
	assert.True(t, d.NewIteration())
	clock.T = 1500 * time.Millisecond
	assert.False(t, d.NewIteration(), "150%% of the soft limit")
}
