package bao

import (
	"testing"

	"botcup/search"
	"botcup/search/searchtest"
)

// benchPositions are 256 positions of random games, so that the hot-path
// benchmarks see the positions of real play.
func benchPositions() []*State { return kit.RandomPositions(256, 4, 6) }

func BenchmarkSowMakeUnmake(b *testing.B) { kit.BenchmarkMakeUnmake(b, benchPositions(), "sows/s") }

func BenchmarkMoves(b *testing.B) { kit.BenchmarkMoves(b, benchPositions()) }

// BenchmarkPerft8 is Bao's own Perft (what `botcup perft bao` runs) from
// the start to depth 8.
func BenchmarkPerft8(b *testing.B) {
	s := New()
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		leaves += s.Perft(8)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkHash(b *testing.B) { kit.BenchmarkHash(b, benchPositions()) }

func BenchmarkAlphaBetaNodes(b *testing.B) { kit.BenchmarkAlphaBeta(b, 12) }

func TestBenchIsRepeatable(t *testing.T) {
	searchtest.BenchIsRepeatable(t, Bench, benchSetups, benchMCTSPlayouts)
}

// BenchmarkMCTSPlayouts is the bot's MCTS from the start, 2000 playouts a
// search with its playout policy: the hot path of the default engine.
func BenchmarkMCTSPlayouts(b *testing.B) {
	m, err := search.NewMCTS[State, Pit](search.MCTSOptions{Iterations: 2000, Seed: 1, MaxNodes: 1 << 16})
	if err != nil {
		b.Fatal(err)
	}
	start := New()
	b.ReportAllocs()
	for b.Loop() {
		m.Reset()
		if _, err := m.Search(start, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(2000*b.N)/b.Elapsed().Seconds(), "playouts/s")
}
