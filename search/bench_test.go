package search

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/internal/toy"
)

func TestRunBenchSumsTheNodesOfFixedSearches(t *testing.T) {
	solve := func(g *toy.TicTacToe, depth int) BenchCase {
		return BenchCase{Name: "ttt", Run: func() (int64, string) {
			tt, err := NewTT[uint8](1 << 10)
			require.NoError(t, err)
			ab, err := NewAlphaBeta[uint8](g, tt, AlphaBetaOptions{MaxDepth: depth})
			require.NoError(t, err)
			res, err := ab.Search(nil)
			require.NoError(t, err)
			return res.Nodes, string(rune('0' + res.Move))
		}}
	}
	var a, b toy.TicTacToe
	cases := []BenchCase{solve(&a, 9), solve(&b, 2)}
	var out bytes.Buffer
	results, total := RunBench(&out, cases)
	require.Len(t, results, 2)
	assert.Equal(t, results[0].Nodes+results[1].Nodes, total)
	// A second run is the same signature: the searches are fixed.
	_, again := RunBench(nil, cases)
	assert.Equal(t, total, again)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 3)
	assert.True(t, strings.HasPrefix(lines[2], "Bench: "), lines[2])
	assert.Equal(t, strconv.FormatInt(total, 10), strings.Fields(lines[2])[1])
	assert.Equal(t, []string{"ttt", strconv.FormatInt(results[0].Nodes, 10)}, strings.Fields(lines[0])[:2])
	assert.Greater(t, results[0].Nodes, results[1].Nodes, "a full solve visits more than a 2-ply search")
}

func TestBrokenBench(t *testing.T) {
	c := BrokenBench("game/x", errors.New("no such position"))
	require.Equal(t, "game/x", c.Name)
	n, msg := c.Run()
	assert.Equal(t, int64(-1), n)
	assert.Equal(t, "no such position", msg)
}
