package invers

import (
	"testing"

	"botcup/search"
	"botcup/search/searchtest"
)

// benchPositions are 256 positions of random games, so that the hot-path
// benchmarks see the positions of real play.
func benchPositions() []*State { return kit.RandomPositions(256, 8, 6) }

func BenchmarkPushMakeUnmake(b *testing.B) { kit.BenchmarkMakeUnmake(b, benchPositions(), "pushes/s") }

func BenchmarkMoves(b *testing.B) { kit.BenchmarkMoves(b, benchPositions()) }

// BenchmarkPerft5 is State.Perft from the start to depth 5 (botcup perft's
// work), reported as leaves/s.
func BenchmarkPerft5(b *testing.B) {
	s := New()
	b.ReportAllocs()
	var leaves uint64
	for i := 0; i < b.N; i++ {
		leaves += s.Perft(5)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkHash(b *testing.B) { kit.BenchmarkHash(b, benchPositions()) }

func BenchmarkAlphaBetaNodes(b *testing.B) { kit.BenchmarkAlphaBeta(b, 5) }

func BenchmarkMCTSPlayouts(b *testing.B) {
	s := New()
	m, err := search.NewMCTS[State, Push, *State](search.MCTSOptions{Iterations: 1000, MaxNodes: 1 << 16, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Reset()
		if _, err := m.Search(s, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(1000*b.N)/b.Elapsed().Seconds(), "playouts/s")
}

func TestBenchIsRepeatable(t *testing.T) {
	searchtest.BenchIsRepeatable(t, Bench, benchSetups, benchMCTSPlayouts)
}
