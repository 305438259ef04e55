package blackhole

import "botcup/search"

// benchMCTSPlayouts is the playouts of the bench's MCTS case.
const benchMCTSPlayouts = 4000

// Bench is Black Hole's bench (search.DuelBenchCases): alpha-beta to a
// fixed depth on benchSetups, then MCTS for benchMCTSPlayouts from the
// start.
func Bench() []search.BenchCase {
	return search.DuelBenchCases[Position, Move]("blackhole", benchStart, ParseMove, benchSetups, benchMCTSPlayouts)
}

// benchStart is the bench's start: DefaultBrown.
func benchStart() *Position {
	s, _ := New(DefaultBrown)
	return NewPosition(s)
}

// benchSetups are the bench's positions from DefaultBrown, searched by
// alpha-beta to fixed depths.
var benchSetups = []search.DuelBenchPosition{
	{Name: "blackhole/start", Depth: 5},
}
