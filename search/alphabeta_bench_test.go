package search

import (
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"botcup/search/internal/toy"
)

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

// The generic engine on 5x4 Connect-4 is timed beside its plain copy in
// package plain (search/internal/plain): BenchmarkGeneric, BenchmarkPlain.

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
