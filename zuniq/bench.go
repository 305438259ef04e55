package zuniq

import (
	"botcup/search"
	"botcup/search/duel"
)

// benchMCTSPlayouts is the playouts of the bench's MCTS case.
const benchMCTSPlayouts = 2000

// Bench is Zuniq's bench (duel.BenchCases): alpha-beta to a fixed depth
// on benchSetups, then MCTS for benchMCTSPlayouts from the start.
func Bench() []search.BenchCase {
	return duel.BenchCases[State, Move]("zuniq", New, ParseMove, benchSetups, benchMCTSPlayouts)
}

// benchSetups are the bench's positions, each the moves from the start
// (as the protocol writes them) and a depth.
var benchSetups = []duel.BenchPosition{
	{Name: "zuniq/start", Depth: 3},
	{Name: "zuniq/opening", Moves: "A2h B3h E5v C3v D1h B5v", Depth: 3},
	{Name: "zuniq/middle", Moves: benchMiddle, Depth: 4},
	{Name: "zuniq/ending", Moves: benchEnding, Depth: 6},
}

// benchMiddle and benchEnding are random games' first 24 and 32 moves.
const (
	benchMiddle = "C4h B1h D2h F4h A5h E1h A4v E6v B4v C5h A4h E4h D4v B2h F2h D3v A1h B4h D3h E5v D1h B3v E3h E2v"
	benchEnding = "D4h D1v D6v E3v D2h C5h C1v C6v A2v B4v E2v B3h B6v A5h A4v D3h C3v B4h B2h E2h A5v B3v F3h A1h B1h B5v B2v D5v C5v A4h E1v E4v"
)
