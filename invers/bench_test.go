package invers

import (
	"testing"

	"botcup/search"
	"botcup/search/duelcheck"
)

// benchPositions are positions of random games.
func benchPositions() []*State {
	r := rng(6)
	var out []*State
	var buf [Pushes]Push
	for len(out) < 256 {
		s := New()
		for !s.Over() && len(out) < 256 {
			if r.intn(8) == 0 {
				c := &State{}
				c.CopyFrom(s)
				out = append(out, c)
			}
			moves := s.Moves(buf[:0])
			s.Make(moves[r.intn(len(moves))])
		}
	}
	return out
}

func BenchmarkPushMakeUnmake(b *testing.B) {
	positions := benchPositions()
	var buf [Pushes]Push
	moves := make([][]Push, len(positions))
	for i, s := range positions {
		moves[i] = append([]Push(nil), s.Moves(buf[:0])...)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i & 255
		s, ms := positions[k], moves[k]
		m := ms[i%len(ms)]
		s.Make(m)
		s.Unmake(m)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "pushes/s")
}

func BenchmarkMoves(b *testing.B) {
	positions := benchPositions()
	var buf [Pushes]Push
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		n += len(positions[i&255].Moves(buf[:0]))
	}
	b.ReportMetric(float64(n)/float64(b.N), "moves/op")
}

func BenchmarkPerft5(b *testing.B) { duel.BenchmarkPerft(b, 5) }

func BenchmarkHash(b *testing.B) {
	positions := benchPositions()
	b.ReportAllocs()
	b.ResetTimer()
	var h uint64
	for i := 0; i < b.N; i++ {
		h ^= positions[i&255].Hash()
	}
	if h == 1 {
		b.Log(h)
	}
}

func BenchmarkAlphaBetaNodes(b *testing.B) { duel.BenchmarkAlphaBeta(b, 5) }

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
	duelcheck.BenchIsRepeatable(t, Bench, benchSetups, benchMCTSPlayouts)
}
