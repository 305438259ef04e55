package invers

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
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
	n := 0
	for i := 0; i < b.N; i++ {
		n += len(positions[i&255].Moves(buf[:0]))
	}
	b.ReportMetric(float64(n)/float64(b.N), "moves/op")
}

func BenchmarkPerft5(b *testing.B) {
	s := New()
	b.ReportAllocs()
	var leaves uint64
	for i := 0; i < b.N; i++ {
		leaves += s.Perft(5)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkHash(b *testing.B) {
	positions := benchPositions()
	b.ReportAllocs()
	var h uint64
	for i := 0; i < b.N; i++ {
		h ^= positions[i&255].Hash()
	}
	if h == 1 {
		b.Log(h)
	}
}

func BenchmarkAlphaBetaNodes(b *testing.B) {
	s := New()
	tt, err := search.NewTT[Push](1 << 16)
	if err != nil {
		b.Fatal(err)
	}
	ab, err := search.NewAlphaBeta[Push, *State](s, tt, search.AlphaBetaOptions{MaxDepth: 5})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	var nodes int64
	for i := 0; i < b.N; i++ {
		tt.Clear()
		res, err := ab.Search(search.NoDeadline{})
		if err != nil {
			b.Fatal(err)
		}
		nodes += res.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

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
	first, total := search.RunBench(nil, Bench())
	require.Len(t, first, len(benchSetups)+1)
	again, totalAgain := search.RunBench(nil, Bench())
	assert.Equal(t, total, totalAgain, "the signature")
	for i, r := range first {
		assert.Equal(t, r.Nodes, again[i].Nodes, r.Name)
		assert.Equal(t, r.Move, again[i].Move, r.Name)
		assert.Positive(t, r.Nodes, r.Name)
		if i < len(benchSetups) {
			assert.True(t, strings.HasSuffix(r.Move, "@"+strconv.Itoa(benchSetups[i].Depth)),
				"%s searched to its depth: %s", r.Name, r.Move)
		} else {
			assert.Equal(t, int64(benchMCTSPlayouts), r.Nodes, "MCTS runs its playouts exactly")
		}
	}
}
