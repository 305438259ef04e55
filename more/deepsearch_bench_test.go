package more

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkDeepSearch plays 24 plies of the example board, each a depth-13
// alpha-beta search with the default engine (lookahead, LMR, a table of
// 1<<20 entries), and reports the nodes per op and nodes/s: the speed of
// the search the bot plays with. A change that only makes the search
// faster keeps nodes/op (3867853 when it was written).
func BenchmarkDeepSearch(b *testing.B) { deepSearch(b, 1<<20) }

// BenchmarkDeepSearchTT is BenchmarkDeepSearch with tables of 2^16 to 2^20
// entries: the nodes change with the table, and nodes/s shows what the
// table's cache misses cost.
func BenchmarkDeepSearchTT(b *testing.B) {
	for _, bits := range []int{16, 17, 18, 20} {
		b.Run(fmt.Sprint(bits), func(b *testing.B) { deepSearch(b, 1<<bits) })
	}
}

// deepSearch runs BenchmarkDeepSearch with a table of entries slots.
func deepSearch(b *testing.B, entries int) {
	board := mustBoard(b, ExampleBoard)
	var nodes int64
	for i := 0; i < b.N; i++ {
		e, err := NewEngine(board, EngineOptions{MaxDepth: 13, TTEntries: entries})
		require.NoError(b, err)
		for ply := 0; ply < 24 && !e.Position().Over(); ply++ {
			th, err := e.Think(nil)
			require.NoError(b, err)
			nodes += th.Nodes
			require.NoError(b, e.Play(th.Move))
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
