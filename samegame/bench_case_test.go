package samegame

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// The bench is repeatable (the same nodes on a second run), and each case's
// move is the positive classic score of the best line it found.
func TestBenchIsRepeatable(t *testing.T) {
	first, total := search.RunBench(nil, Bench())
	_, again := search.RunBench(nil, Bench())
	require.Len(t, first, 2*len(benchBoards))
	assert.Equal(t, total, again)
	for _, r := range first {
		require.Positive(t, r.Nodes, "%s: %s", r.Name, r.Move)
		score, err := strconv.ParseInt(r.Move, 10, 64)
		require.NoError(t, err, r.Move)
		assert.Positive(t, score, r.Name)
	}
}
