package bao

import (
	"botcup/search"
	"botcup/search/duel"
)

// benchSetups are the bench's positions, each searched by alpha-beta to a
// fixed depth: the start, the contest example's four moves, and 16 and 40
// moves into two random games (search.NewRng seeds 4 and 5).
var benchSetups = []duel.BenchPosition{
	{Name: "bao/start", Depth: 13},
	{Name: "bao/example-4", Moves: "B H B I", Depth: 13},
	{Name: "bao/middle-16", Moves: "B L C L A J C K A H B L C J D I", Depth: 14},
	{Name: "bao/late-40", Moves: "B K D K D K E L C I F H B K C L E K D J C G A L E J B G E I E I E J C J B K A I B H", Depth: 18},
}

// benchMCTSPlayouts is the playouts of the bench's MCTS case.
const benchMCTSPlayouts = 20000

// Bench is Bao's bench (duel.BenchCases): alpha-beta to a fixed depth
// on benchSetups and MCTS for benchMCTSPlayouts from the start.
func Bench() []search.BenchCase {
	return duel.BenchCases[State, Pit]("bao", New, ParseMove, benchSetups, benchMCTSPlayouts)
}
