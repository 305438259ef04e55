package amazes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// The bench games are fixed: the same nodes and discoveries on every run,
// and each side's discoveries stay within the maze's 625 cells.
func TestBenchIsRepeatable(t *testing.T) {
	first, total := search.RunBench(nil, Bench())
	_, again := search.RunBench(nil, Bench())
	require.Len(t, first, 3)
	assert.Equal(t, total, again)
	for _, r := range first {
		assert.Greater(t, r.Nodes, int64(benchMoves*2), r.Name)
		var red, blue int
		_, err := fmt.Sscanf(r.Move, "%d/%d", &red, &blue)
		require.NoError(t, err, r.Move)
		assert.True(t, red > 0 && red <= Cells && blue > 0 && blue <= Cells, r.Move)
	}
}
