package more

import (
	"testing"

	"github.com/stretchr/testify/require"

	"botcup/search"
)

// benchPositions are positions from guided random games on the example
// board, the mix a search meets.
func benchPositions(b *testing.B) []Position {
	board := mustBoard(b, ExampleBoard)
	rng := search.NewRng(5)
	var out []Position
	for len(out) < 1024 {
		p := NewPosition(board)
		for !p.Over() && len(out) < 1024 {
			out = append(out, *p)
			p.Make(playoutMove(rng, p, p.Moves(nil), 70))
		}
	}
	return out
}

func BenchmarkMoves(b *testing.B) {
	ps := benchPositions(b)
	buf := make([]Move, 0, MaxMoves)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		n += len(ps[i&1023].Moves(buf))
	}
	require.Positive(b, n)
}

func BenchmarkCount(b *testing.B) {
	ps := benchPositions(b)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		n += ps[i&1023].Count()
	}
	require.Positive(b, n)
}

func BenchmarkMakeUnmake(b *testing.B) {
	ps := benchPositions(b)
	moves := make([][]Move, len(ps))
	for i := range ps {
		moves[i] = ps[i].Moves(nil)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p, ms := &ps[i&1023], moves[i&1023]
		m := ms[i%len(ms)]
		p.Make(m)
		p.Unmake(m)
	}
}

func BenchmarkPerft8(b *testing.B) {
	p := NewPosition(mustBoard(b, ExampleBoard))
	b.ReportAllocs()
	b.ResetTimer()
	var n uint64
	for i := 0; i < b.N; i++ {
		n = p.Perft(8)
	}
	b.StopTimer()
	require.Equal(b, uint64(24937456), n)
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkLeastCostHome(b *testing.B) {
	board := mustBoard(b, ExampleBoard)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if LeastCostHome(board, StartSquares[White], White) != 25 {
			b.Fatal("wrong cost")
		}
	}
}

func BenchmarkEval(b *testing.B) {
	ps := benchPositions(b)
	race := NewRace(ps[0].board)
	gs := make([]SearchPosition, len(ps))
	for i := range ps {
		gs[i] = *SearchPositionAt(&ps[i], race)
	}
	b.ReportAllocs()
	b.ResetTimer()
	var sum int32
	for i := 0; i < b.N; i++ {
		sum += gs[i&1023].Eval()
	}
	_ = sum
}

// BenchmarkAlphaBeta searches the start of the example board to depth 9
// (the table cleared each time) and reports nodes per second.
func BenchmarkAlphaBeta(b *testing.B) {
	board := mustBoard(b, ExampleBoard)
	race := NewRace(board)
	e, err := NewEngine(board, EngineOptions{MaxDepth: 9, TTEntries: 1 << 16})
	require.NoError(b, err)
	e.game.race = race
	_, err = e.Think(nil) // the search's buffers grow once
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	var nodes int64
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		e.tt.Clear()
		b.StartTimer()
		th, err := e.Think(nil)
		require.NoError(b, err)
		nodes += th.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
