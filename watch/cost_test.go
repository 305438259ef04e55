package watch

import (
	"encoding/json"
	"io"
	"testing"

	"botcup/arena"
)

// What the live page costs a run, per game and per read of /state.json
// (an open page reads it at most once a second): with the numbers of a
// 400-game match (go test -bench Cost ./watch/).
func BenchmarkCostPerGame(b *testing.B) {
	w := New(Run{Kind: "match", Game: "sum", Sides: [2]string{"Red", "Blue"}, Total: 400})
	rec := arena.Record{Game: "sum", Players: [2]string{"a", "b"}, Scores: [2]float64{1, 0},
		Moves: make([]arena.Move, 40)}
	sum := arena.MatchSummary{Elo: 120, EloCI: [2]float64{100, 140}}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		rec.Index = i
		w.Game(rec)
		i++
		w.Match(i, 400, sum)
	}
}

func BenchmarkCostPerStateRead(b *testing.B) {
	w := New(Run{Kind: "match", Game: "sum", Sides: [2]string{"Red", "Blue"}, Total: 400})
	rec := arena.Record{Game: "sum", Players: [2]string{"a", "b"}, Scores: [2]float64{1, 0}, Moves: make([]arena.Move, 40)}
	for i := range 400 {
		rec.Index = i
		w.Game(rec)
		w.Match(i+1, 400, arena.MatchSummary{Elo: 120, EloCI: [2]float64{100, 140}})
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := json.NewEncoder(io.Discard).Encode(w.State()); err != nil {
			b.Fatal(err)
		}
	}
}
