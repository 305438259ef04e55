package blackhole

import (
	"testing"

	"botcup/search"
	"botcup/search/duel"
)

// solverBenchPosition is a self-play position with 15 empty fields
// (testdata/endgames.txt), a loss for Red to move that the engine's
// Solver proves in 10,602 nodes, the prototype in 3,080.
const solverBenchPosition = "A4 A7 B1 D4 E1 D5=7 D2=4 F3=14 G1=15 B3=8 F2=14 G2=15 A2=6 B2=9 D3=13 C4=11 B7=12 C2=13 A6=7 A5=10 C1=11"

func solverBenchStart(b *testing.B) *Position {
	s, err := ParsePosition(solverBenchPosition)
	if err != nil {
		b.Fatal(err)
	}
	return NewPositionFor(s, duel.MCTS)
}

func BenchmarkBounds(b *testing.B) {
	p := solverBenchStart(b)
	b.ReportAllocs()
	for b.Loop() {
		p.Bounds()
	}
}

func BenchmarkSolverMoves(b *testing.B) {
	p := solverBenchStart(b)
	buf := make([]Move, 0, Fields*MaxValue)
	b.ReportAllocs()
	for b.Loop() {
		buf = p.SolverMoves(buf)
	}
}

// BenchmarkSolverProve times the engine's Solver on every hook and
// without the cuts of solvercuts.go, each with a fresh table: nodes a
// proof and nodes a second.
func BenchmarkSolverProve(b *testing.B) {
	b.Run("cuts", func(b *testing.B) { benchProve(b, func(p *Position) *Position { return p }) })
	b.Run("no-cuts", func(b *testing.B) {
		benchProve(b, func(p *Position) *noCuts { return &noCuts{movesOnly{plain{p}}} })
	})
}

// benchProve times Prove on the bench position as view shows it to the
// Solver.
func benchProve[G search.Game[Move]](b *testing.B, view func(*Position) G) {
	var nodes int64
	for b.Loop() {
		b.StopTimer()
		s, err := search.NewSolver[Move, G](search.SolverOptions{})
		if err != nil {
			b.Fatal(err)
		}
		g := view(solverBenchStart(b))
		b.StartTimer()
		s.Prove(g)
		nodes += s.Nodes()
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
