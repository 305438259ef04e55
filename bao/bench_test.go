package bao

import (
	"testing"

	"botcup/search/searchtest"
)

// benchPositions are 256 positions of random games, so that the hot-path
// benchmarks see the positions of real play.
func benchPositions() []*State { return duel.RandomPositions(256, 4, 6) }

func BenchmarkSowMakeUnmake(b *testing.B) { duel.BenchmarkMakeUnmake(b, benchPositions(), "sows/s") }

func BenchmarkPerft8(b *testing.B) { duel.BenchmarkPerft(b, 8) }

func BenchmarkHash(b *testing.B) { duel.BenchmarkHash(b, benchPositions()) }

func BenchmarkAlphaBetaNodes(b *testing.B) { duel.BenchmarkAlphaBeta(b, 12) }

func TestBenchIsRepeatable(t *testing.T) {
	searchtest.BenchIsRepeatable(t, Bench, benchSetups, benchMCTSPlayouts)
}
