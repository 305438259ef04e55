package searchtest

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/duel"
)

// BenchIsRepeatable checks a game's bench, made by duel.BenchCases
// from positions and playouts: two runs visit the same nodes and choose the
// same moves, every alpha-beta case reaches its position's depth, and the
// MCTS case runs exactly its playouts.
func BenchIsRepeatable(t *testing.T, bench func() []search.BenchCase, positions []duel.BenchPosition, playouts int) {
	first, total := search.RunBench(nil, bench())
	require.Len(t, first, len(positions)+1)
	again, totalAgain := search.RunBench(nil, bench())
	assert.Equal(t, total, totalAgain, "the signature")
	for i, r := range first {
		assert.Equal(t, r.Nodes, again[i].Nodes, r.Name)
		assert.Equal(t, r.Move, again[i].Move, r.Name)
		assert.Positive(t, r.Nodes, r.Name)
		if i < len(positions) {
			assert.True(t, strings.HasSuffix(r.Move, "@"+strconv.Itoa(positions[i].Depth)),
				"%s searched to its depth: %s", r.Name, r.Move)
		} else {
			assert.Equal(t, int64(playouts), r.Nodes, "MCTS runs its playouts exactly")
		}
	}
}

// BenchmarkAlphaBeta benchmarks alpha-beta from the start to depth, with a
// table of 1<<16 slots cleared before each search, and reports nodes/op and
// nodes/s (allocations too: a search allocates nothing).
func (g Game[S, M, P]) BenchmarkAlphaBeta(b *testing.B, depth int) {
	s := g.New()
	tt, err := search.NewTT[M](1 << 16)
	if err != nil {
		b.Fatal(err)
	}
	ab, err := search.NewAlphaBeta[M, P](s, tt, search.AlphaBetaOptions{MaxDepth: depth})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	var nodes int64
	for i := 0; i < b.N; i++ {
		tt.Clear()
		res, err := ab.Search(search.NoDeadline{})
		if err != nil {
			b.Fatal(err)
		}
		nodes += res.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerft benchmarks search.Perft from the start to depth and
// reports leaves/s.
func (g Game[S, M, P]) BenchmarkPerft(b *testing.B, depth int) {
	s := g.New()
	b.ReportAllocs()
	var leaves uint64
	for i := 0; i < b.N; i++ {
		leaves += search.Perft[M](s, depth)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}
