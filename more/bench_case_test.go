package more

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// The bench's positions are legal, its searches reach their depth and
// choose a legal move, and a second run visits exactly the same nodes.
func TestBenchIsRepeatable(t *testing.T) {
	first, total := search.RunBench(nil, Bench())
	require.Len(t, first, len(benchSetups)+1)
	_, again := search.RunBench(nil, Bench())
	assert.Equal(t, total, again)
	for i, r := range first {
		require.Positive(t, r.Nodes, "%s: %s", r.Name, r.Move)
		if i < len(benchSetups) {
			assert.Regexp(t, `^[a-f][1-6][a-f][1-6]@9$`, r.Move, r.Name)
		}
	}
}
