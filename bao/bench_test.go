package bao

import (
	"testing"

	"botcup/search/duelcheck"
)

// benchPositions are positions of random games, so that the sowing
// benchmark sees the relays of real play.
func benchPositions() []*State {
	r := rng(6)
	var out []*State
	var buf [PitsPerSide]Pit
	for len(out) < 256 {
		s := New()
		for !s.Over() && len(out) < 256 {
			if r.intn(4) == 0 {
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

func BenchmarkSowMakeUnmake(b *testing.B) {
	positions := benchPositions()
	var buf [PitsPerSide]Pit
	moves := make([][]Pit, len(positions))
	for i, s := range positions {
		moves[i] = append([]Pit(nil), s.Moves(buf[:0])...)
	}
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		k := i & 255
		s, ms := positions[k], moves[k]
		m := ms[i%len(ms)]
		s.Make(m)
		s.Unmake(m)
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkPerft8(b *testing.B) { duel.BenchmarkPerft(b, 8) }

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

func BenchmarkAlphaBetaNodes(b *testing.B) { duel.BenchmarkAlphaBeta(b, 12) }

func TestBenchIsRepeatable(t *testing.T) {
	duelcheck.BenchIsRepeatable(t, Bench, benchSetups, benchMCTSPlayouts)
}
