package c4

import (
	"botcup/search"
	"botcup/search/duel"
)

// benchMCTSPlayouts is the playouts of the bench's MCTS case.
const benchMCTSPlayouts = 2000

// Bench is Connect-4's bench (duel.BenchCases).
func Bench() []search.BenchCase {
	return duel.BenchCases[State, Move]("c4", New, ParseMove, benchSetups, benchMCTSPlayouts)
}

// benchSetups are the bench's positions.
var benchSetups = []duel.BenchPosition{
	{Name: "c4/start", Depth: 6},
	{Name: "c4/middle", Moves: "4 4 3 5 5", Depth: 6},
}
