package zuniq

import (
	"testing"

	"botcup/search"
)

func BenchmarkMakeUnmake(b *testing.B) {
	kit.BenchmarkMakeUnmake(b, kit.RandomPositions(1000, 4, 1), "moves/s")
}

func BenchmarkMoves(b *testing.B) { kit.BenchmarkMoves(b, kit.RandomPositions(1000, 4, 1)) }

// BenchmarkRollout plays random games to the end from the start and
// reports them a second.
func BenchmarkRollout(b *testing.B) {
	rng := search.NewRng(1)
	start := New()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s := *start
		s.Rollout(rng)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
}

// BenchmarkMCTS runs 20000 playouts of the bot's MCTS from the start.
func BenchmarkMCTS(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s := New()
		e, err := NewEngine(s, "mcts", 1, 1<<10)
		if err != nil {
			b.Fatal(err)
		}
		_ = e
		m, err := search.NewMCTS[State, Move, *State](search.MCTSOptions{Seed: 1, Iterations: 20000, Exploration: float64(exploration) / 100})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := m.Search(s, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(20000*float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkMCTSPlayouts is the bot's MCTS from the start, 20,000 playouts a
// search, plain and with RAVE, the tree forgotten between searches.
func BenchmarkMCTSPlayouts(b *testing.B) {
	for _, rave := range []bool{false, true} {
		name := "uct"
		if rave {
			name = "rave"
		}
		b.Run(name, func(b *testing.B) {
			opts := mctsSetup().MCTSOptions
			opts.Seed, opts.Iterations, opts.Rave, opts.MaxNodes = 1, 20000, rave, 1<<18
			m, err := search.NewMCTS[State, Move, *State](opts)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				m.Reset()
				if _, err := m.Search(New(), nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(20000*float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}
