package zuniq

import (
	"testing"

	"botcup/search/searchtest"
)

// kit is Zuniq for the checks every duel game passes (search/searchtest).
var kit = searchtest.Game[State, Move, *State]{Name: "zuniq", Start: Start, Quit: Quit, New: New, Parse: ParseMove,
	Run: Run, NewEngine: NewEngine, DefaultEngine: DefaultEngine}

func TestEnginesPlayWholeGames(t *testing.T) { kit.EnginesPlayWholeGames(t) }

func TestRunPlaysWholeGames(t *testing.T) { kit.RunPlaysWholeGames(t) }

func TestRandomOpeningVaries(t *testing.T) { kit.RandomOpeningVaries(t) }

func TestBenchIsRepeatable(t *testing.T) {
	searchtest.BenchIsRepeatable(t, Bench, benchSetups, benchMCTSPlayouts)
}
