package blackhole

import (
	"botcup/search"
	"testing"
)

// benchPositions are 256 positions of random games, so that the hot-path
// benchmarks see the positions of real play.
func benchPositions() []*Position { return kit.RandomPositions(256, 8, 6) }

func BenchmarkMakeUnmake(b *testing.B) { kit.BenchmarkMakeUnmake(b, benchPositions(), "moves/s") }

func BenchmarkMoves(b *testing.B) { kit.BenchmarkMoves(b, benchPositions()) }

func BenchmarkEval(b *testing.B) {
	ps := benchPositions()
	b.ReportAllocs()
	b.ResetTimer()
	var sum int32
	for i := 0; i < b.N; i++ {
		p := ps[i&255]
		if !p.Over() {
			sum += p.Eval()
		}
	}
	_ = sum
}

// BenchmarkPerft3 is State.Perft from DefaultBrown's start to depth 3
// (botcup perft's work), reported as leaves/s.
func BenchmarkPerft3(b *testing.B) {
	s, _ := New(DefaultBrown)
	b.ReportAllocs()
	var leaves uint64
	for i := 0; i < b.N; i++ {
		leaves += s.Perft(3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkAlphaBetaNodes(b *testing.B) { kit.BenchmarkAlphaBeta(b, 5) }

// BenchmarkMCTSPlayouts is the bot's MCTS (a wide position, its epsilon
// and expand-after, its rollouts) from DefaultBrown's start, 20,000
// playouts an op on a fresh tree, as playouts/s; it allocates nothing
// once the pool is made.
func BenchmarkMCTSPlayouts(b *testing.B) {
	const playouts = 20000
	opts := mctsOptions()
	opts.Iterations, opts.Seed = playouts, 1
	m, err := search.NewMCTS[Position, Move](opts)
	if err != nil {
		b.Fatal(err)
	}
	p := benchStart()
	p.wide = true
	b.ReportAllocs()
	b.ResetTimer()
	var done int64
	for range b.N {
		m.Reset()
		res, err := m.Search(p, nil)
		if err != nil {
			b.Fatal(err)
		}
		done += res.Iterations
	}
	b.ReportMetric(float64(done)/b.Elapsed().Seconds(), "playouts/s")
}
