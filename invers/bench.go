package invers

import (
	"botcup/search"
	"botcup/search/duel"
)

// benchMCTSPlayouts is the playouts of the bench's MCTS case: fewer than
// Bao's, as an Invers playout is longer.
const benchMCTSPlayouts = 4000

// Bench is Invers' bench (duel.BenchCases): alpha-beta to a fixed
// depth on benchSetups, then MCTS for benchMCTSPlayouts from the start.
func Bench() []search.BenchCase {
	return duel.BenchCases[State, Push]("invers", New, ParsePush, benchSetups, benchMCTSPlayouts)
}

// benchSetups are the bench's positions, searched by alpha-beta to fixed
// depths: the start, and 6, 20 and 40 pushes into random games
// (search.NewRng seeds 1, 4 and 5).
var benchSetups = []duel.BenchPosition{
	{Name: "invers/start", Depth: 7},
	{Name: "invers/opening-6", Moves: "Q M N K P F", Depth: 7},
	{Name: "invers/middle-20", Moves: "G V L W E O M Q A J A X L O S K K E P M", Depth: 8},
	{Name: "invers/late-40", Moves: "G O P T M T N T J J X H J R O T Q S O P M K F V Q T G C Q Q S G T H P P K P K M", Depth: 8},
}
