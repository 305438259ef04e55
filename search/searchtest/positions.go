package searchtest

import (
	"testing"

	"botcup/search"
)

// RandomPositions are n positions met in random games from the start, each
// position after a move kept with chance 1/keepOneIn, so that benchmarks of
// the hot paths see the positions of real play. The same seed gives the same
// positions.
func (g Game[S, M, P]) RandomPositions(n, keepOneIn int, seed uint64) []P {
	r := search.NewRng(seed)
	out := make([]P, 0, n)
	var buf []M
	for len(out) < n {
		s := g.New()
		for !s.Over() && len(out) < n {
			if r.Intn(keepOneIn) == 0 {
				c := P(new(S))
				*c = *s
				out = append(out, c)
			}
			buf = s.Moves(buf[:0])
			s.Make(buf[r.Intn(len(buf))])
		}
	}
	return out
}

// BenchmarkMakeUnmake makes and unmakes the positions' moves in turn and
// reports them per second under unit ("sows/s"); it allocates nothing.
func (g Game[S, M, P]) BenchmarkMakeUnmake(b *testing.B, positions []P, unit string) {
	moves := make([][]M, len(positions))
	for i, s := range positions {
		moves[i] = s.Moves(nil)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(positions)
		s, ms := positions[k], moves[k]
		m := ms[i%len(ms)]
		s.Make(m)
		s.Unmake(m)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), unit)
}

// BenchmarkMoves generates the positions' moves in turn into one buffer and
// reports moves/op.
func (g Game[S, M, P]) BenchmarkMoves(b *testing.B, positions []P) {
	buf := make([]M, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		buf = positions[i%len(positions)].Moves(buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/float64(b.N), "moves/op")
}

// BenchmarkHash hashes the positions in turn.
func (g Game[S, M, P]) BenchmarkHash(b *testing.B, positions []P) {
	b.ReportAllocs()
	b.ResetTimer()
	var h uint64
	for i := 0; i < b.N; i++ {
		h ^= positions[i%len(positions)].Hash()
	}
	if h == 1 {
		b.Log(h)
	}
}
