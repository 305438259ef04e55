package samegame

import (
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/require"
)

// standardBoard is standard board 1 (15x15, 5 colours), skipping the
// benchmark when the shared data is absent.
func standardBoard(b *testing.B) *Board {
	_, board := standard(b, 0, Classic)
	return board
}

// bigBoard is a random 256x256 board with the given colours.
func bigBoard(b *testing.B, colours int) *Board {
	rows, err := Generate(GenOptions{Columns: 256, Rows: 256, Colours: colours}, search.NewRng(1))
	require.NoError(b, err)
	board, err := NewBoard(rows, Contest)
	require.NoError(b, err)
	return board
}

func benchGroup(b *testing.B, board *Board) {
	moves := board.Moves(nil)
	require.NotEmpty(b, moves)
	// The largest group: the most work per fill.
	best, size := moves[0], 0
	for _, m := range moves {
		if n := board.GroupSize(m.X(), m.Y()); n > size {
			best, size = m, n
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		n += board.GroupSize(best.X(), best.Y())
	}
	b.ReportMetric(float64(size), "stones/group")
}

func benchMoves(b *testing.B, board *Board) {
	buf := board.Moves(nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = board.Moves(buf)
	}
	b.ReportMetric(float64(len(buf)), "groups")
}

func benchPlayout(b *testing.B, start *Board) {
	var board Board
	board.CopyFrom(start)
	r := search.NewRng(1)
	tabu := start.TabuColour()
	line := make([]Move, 0, start.Stones())
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		board.CopyFrom(start)
		line = board.Playout(r, tabu, line[:0])
		moves += len(line)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/playout")
}

func BenchmarkGroupStandard1(b *testing.B)     { benchGroup(b, standardBoard(b)) }
func BenchmarkMovesStandard1(b *testing.B)     { benchMoves(b, standardBoard(b)) }
func BenchmarkPlayoutStandard1(b *testing.B)   { benchPlayout(b, standardBoard(b)) }
func BenchmarkGroup256x256c5(b *testing.B)     { benchGroup(b, bigBoard(b, 5)) }
func BenchmarkMoves256x256c5(b *testing.B)     { benchMoves(b, bigBoard(b, 5)) }
func BenchmarkPlayout256x256c3(b *testing.B)   { benchPlayout(b, bigBoard(b, 3)) }
func BenchmarkPlayout256x256c5(b *testing.B)   { benchPlayout(b, bigBoard(b, 5)) }
func BenchmarkPlayout256x256c255(b *testing.B) { benchPlayout(b, bigBoard(b, 255)) }

func BenchmarkPlayout256x256c5Tabu3(b *testing.B) {
	start := bigBoard(b, 5)
	var board Board
	board.CopyFrom(start)
	set := start.TabuColours(3)
	r := search.NewRng(1)
	line := make([]Move, 0, start.Stones())
	b.ReportAllocs()
	b.ResetTimer()
	var score int64
	for i := 0; i < b.N; i++ {
		board.CopyFrom(start)
		line = board.PlayoutTabu(r, &set, line[:0])
		score += board.Score()
	}
	b.ReportMetric(float64(score)/float64(b.N), "score")
}

// benchPlayoutOrder times contest playouts with one tabu colour whose
// groups go in the given order, and reports their mean score.
func benchPlayoutOrder(b *testing.B, start *Board, order TabuOrder) {
	var board Board
	board.CopyFrom(start)
	r := search.NewRng(1)
	var tabu Tabu
	tabu[start.TabuColour()] = true
	line := make([]Move, 0, start.Stones())
	b.ReportAllocs()
	b.ResetTimer()
	var score int64
	for i := 0; i < b.N; i++ {
		board.CopyFrom(start)
		line = board.PlayoutTabuOrder(r, &tabu, order, line[:0])
		score += board.Score()
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(score)/float64(b.N), "score")
}

func BenchmarkPlayoutRandomTabu256x256c5(b *testing.B) {
	benchPlayoutOrder(b, bigBoard(b, 5), RandomTabuGroup)
}

func BenchmarkPlayoutSmallestTabu256x256c5(b *testing.B) {
	benchPlayoutOrder(b, bigBoard(b, 5), SmallestTabuGroup)
}

// BenchmarkCopyFromStandard1 times the copy of a 15x15 position, as the
// beam and NMCS make one per child.
func BenchmarkCopyFromStandard1(b *testing.B) {
	start := standardBoard(b)
	var board Board
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.CopyFrom(start)
	}
}

// BenchmarkHashStandard1 times the key of a 15x15 position.
func BenchmarkHashStandard1(b *testing.B) {
	board := standardBoard(b)
	b.ReportAllocs()
	b.ResetTimer()
	var h uint64
	for i := 0; i < b.N; i++ {
		h ^= board.Hash()
	}
	b.ReportMetric(float64(h&1), "parity")
}

// BenchmarkPlayStandard1 times a copy of a 15x15 position and one move on
// it, the step of the beam's expansion.
func BenchmarkPlayStandard1(b *testing.B) {
	start := standardBoard(b)
	moves := start.Moves(nil)
	var board Board
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.CopyFrom(start)
		board.Play(moves[i%len(moves)])
	}
}

// BenchmarkRankPlayoutStandard1 times the beam's ranking playout from a
// 15x15 position, played on lane masks without a copy (rankPlayout): the
// work of BenchmarkPlayoutStandard1 less the copy and the write-back.
func BenchmarkRankPlayoutStandard1(b *testing.B) {
	start := standardBoard(b)
	var p lanePlayout
	r := search.NewRng(1)
	tabu := start.TabuColour()
	line := make([]Move, 0, start.Stones())
	b.ReportAllocs()
	b.ResetTimer()
	var score int64
	for i := 0; i < b.N; i++ {
		var s int64
		s, line, _ = start.rankPlayout(&p, r, tabu, line[:0])
		score += s
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(score)/float64(b.N), "score")
}
