package blackhole

import (
	"botcup/search"
	"botcup/search/duel"
)

// benchMCTSPlayouts is the playouts of the bench's MCTS case.
const benchMCTSPlayouts = 4000

// Bench is Black Hole's bench (duel.BenchCases): alpha-beta to a
// fixed depth on benchSetups, then MCTS for benchMCTSPlayouts from the
// start.
func Bench() []search.BenchCase {
	return duel.BenchCases[Position, Move]("blackhole", benchStart, ParseMove, benchSetups, benchMCTSPlayouts)
}

// benchStart is the bench's start: DefaultBrown.
func benchStart() *Position {
	s, _ := New(DefaultBrown)
	return NewPosition(s)
}

// benchSetups are the bench's positions from DefaultBrown, searched by
// alpha-beta to fixed depths: the start, and 8 and 16 moves into a game of
// the bot at depth 3 against itself.
var benchSetups = []duel.BenchPosition{
	{Name: "blackhole/start", Depth: 4},
	{Name: "blackhole/middle-8", Moves: "B2=15 F2=15 B6=14 C5=14 E2=13 B3=13 D4=12 A2=12", Depth: 5},
	{Name: "blackhole/late-16", Moves: "B2=15 F2=15 B6=14 C5=14 E2=13 B3=13 D4=12 A2=12 C3=1 C1=11 F3=11 A6=10 G1=10 D3=9 A4=9 B7=8", Depth: 8},
}
