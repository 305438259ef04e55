package arena

import (
	"context"
	"testing"
	"time"

	"botcup/game/toytest"
)

// BenchmarkPlayGameMove measures the arena's cost per move: resume the
// player, send its line, wait for its answer, suspend it, judge the line.
// The players are shell loops; one op is one game of 2x500 moves.
func BenchmarkPlayGameMove(b *testing.B) {
	b.ReportAllocs()
	j := toytest.Sum{Clock: time.Minute, MovesEach: 500}
	players := [2]Entrant{shPlayer("A", sayer("3")), shPlayer("B", sayer("2"))}
	for i := 0; i < b.N; i++ {
		rec, err := PlayGame(context.Background(), j, uint64(i), players, GameOptions{})
		if err != nil || len(rec.Faults) > 0 {
			b.Fatal(err, rec.Faults)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*1000), "ns/move")
}
