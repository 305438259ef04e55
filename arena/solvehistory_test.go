package arena

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game/toytest"
)

// TestSolveHistory: every line in time is kept with its arrival and its
// scores; a bad line in the middle scores 0 with its fault. The program
// ends after its lines, so the generous time (for a loaded machine) costs
// nothing.
func TestSolveHistory(t *testing.T) {
	const budget = 10 * time.Second
	script := `read b; echo 1; echo 9; echo 1 2; echo 3 3 3`
	res, err := Solve(context.Background(), toytest.Pick{Clock: testBudget}, "5", shPlayer("P", script), budget, "contest")
	require.NoError(t, err)
	require.Len(t, res.History, 4)
	want := []map[string]int64{
		{"contest": 1, "classic": 10},
		{"contest": 0, "classic": 0},
		{"contest": 3, "classic": 20},
		{"contest": 9, "classic": 30},
	}
	for i, h := range res.History {
		assert.Equal(t, want[i], h.Scores, "line %d", i)
		assert.Equal(t, map[bool]string{true: SolveIllegal}[i == 1], h.Fault, "line %d", i)
		assert.Greater(t, h.At, 0.0)
		assert.LessOrEqual(t, h.At, budget.Seconds())
		if i > 0 {
			assert.GreaterOrEqual(t, h.At, res.History[i-1].At)
		}
	}
	assert.Equal(t, res.Last, res.History[3].At, "the line that counts is the last in time")
	assert.Equal(t, int64(9), res.Score)

	none, err := Solve(context.Background(), toytest.Pick{Clock: testBudget}, "5", shPlayer("P", `read b; exit 0`), budget, "contest")
	require.NoError(t, err)
	assert.Nil(t, none.History)
}
