package search

import (
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/internal/toy"
)

// benchDepth is the depth of the benchmark searches of 5x4 Connect-4 from
// the empty board, with a TT of benchTT entries cleared before each search.
const (
	benchDepth = 12
	benchTT    = 1 << 16
)

var benchOptions = AlphaBetaOptions{MaxDepth: benchDepth, Aspiration: 1}

// cpuTime is the CPU time the process has used: on a machine shared with
// other work it measures a benchmark more steadily than the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportNodes adds nodes per search, nodes per second of wall time, and CPU
// nanoseconds per search to a benchmark.
func reportNodes(b *testing.B, nodes int64, elapsed, cpu time.Duration) {
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	if elapsed > 0 {
		b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
	}
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// BenchmarkAlphaBetaConnect4 is the generic engine on 5x4 Connect-4.
func BenchmarkAlphaBetaConnect4(b *testing.B) {
	g, err := toy.NewConnect4(5, 4)
	require.NoError(b, err)
	tt, err := NewTT[uint8](benchTT)
	require.NoError(b, err)
	e, err := NewAlphaBeta[uint8](g, tt, benchOptions)
	require.NoError(b, err)
	_, err = e.Search(nil) // grow the buffers
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	start, cpu := time.Now(), cpuTime()
	var nodes int64
	for i := 0; i < b.N; i++ {
		tt.Clear()
		e.Reset()
		res, _ := e.Search(nil)
		nodes += res.Nodes
	}
	reportNodes(b, nodes, time.Since(start), cpuTime()-cpu)
}

// BenchmarkAlphaBetaConcrete is the same search by the concrete copy of the
// engine (alphabeta_concrete_test.go): the cost of type parameters is the
// ratio of the two.
func BenchmarkAlphaBetaConcrete(b *testing.B) {
	g, err := toy.NewConnect4(5, 4)
	require.NoError(b, err)
	tt, err := newC4TT(benchTT)
	require.NoError(b, err)
	e, err := newC4AB(g, tt, benchOptions)
	require.NoError(b, err)
	_, err = e.Search(nil)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	start, cpu := time.Now(), cpuTime()
	var nodes int64
	for i := 0; i < b.N; i++ {
		tt.Clear()
		e.Reset()
		res, _ := e.Search(nil)
		nodes += res.Nodes
	}
	reportNodes(b, nodes, time.Since(start), cpuTime()-cpu)
}

// BenchmarkAlphaBetaTicTacToe solves tic-tac-toe with wins marked.
func BenchmarkAlphaBetaTicTacToe(b *testing.B) {
	tt, err := NewTT[uint8](1 << 12)
	require.NoError(b, err)
	e, err := NewAlphaBeta[uint8](tttWins{&toy.TicTacToe{}}, tt, AlphaBetaOptions{Aspiration: 1})
	require.NoError(b, err)
	_, err = e.Search(nil)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	start, cpu := time.Now(), cpuTime()
	var nodes int64
	for i := 0; i < b.N; i++ {
		tt.Clear()
		e.Reset()
		res, _ := e.Search(nil)
		nodes += res.Nodes
	}
	reportNodes(b, nodes, time.Since(start), cpuTime()-cpu)
}

// TestConcreteCopyIsFaithful: the concrete copy searches exactly as the
// generic engine (same nodes, values, moves and PVs), so the benchmarks
// compare the same work.
func TestConcreteCopyIsFaithful(t *testing.T) {
	g := newC4(t, 5, 4)
	rng := NewRng(7)
	for p := 0; p < 20; p++ {
		walk := randomWalk(g, rng, p%15, []uint8(nil))
		if over, _ := g.Terminal(); !over {
			for _, opts := range []AlphaBetaOptions{benchOptions, {MaxDepth: 7, NoPVS: true}, {MaxDepth: 9, MaxNodes: 3000}} {
				tt, err := NewTT[uint8](1 << 10)
				require.NoError(t, err)
				ctt, err := newC4TT(1 << 10)
				require.NoError(t, err)
				e, err := NewAlphaBeta[uint8](g, tt, opts)
				require.NoError(t, err)
				c, err := newC4AB(g, ctt, opts)
				require.NoError(t, err)
				want, err := e.Search(nil)
				require.NoError(t, err)
				got, err := c.Search(nil)
				require.NoError(t, err)
				assert.Equal(t, want, got)
				assert.Equal(t, tt.Used(), ctt.Used())
				assert.Equal(t, tt.Len(), ctt.Len())
				assert.Equal(t, tt.Bytes(), ctt.Bytes())
				assert.Equal(t, e.Nodes(), c.Nodes())
			}
		}
		for i := len(walk) - 1; i >= 0; i-- {
			g.Unmake(walk[i])
		}
	}
}
