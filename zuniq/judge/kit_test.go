package judge

import (
	"os"
	"testing"

	"botcup/arena/arenatest"
	"botcup/game"
)

// TestMain lets the conformance kit run this test binary as the reference
// player random (its fault games play it as a process).
func TestMain(m *testing.M) {
	arenatest.ServePlayers([]game.Registration{Registration()})
	os.Exit(m.Run())
}

// TestConformance runs the conformance kit on the registration: what
// cmd/botcup's TestRegisteredGamesConform runs once games.go lists it, here
// for `go test ./zuniq/...` alone.
func TestConformance(t *testing.T) { arenatest.Conformance(t, Registration()) }

// FuzzJudgePlay: any line against any position the jury reaches is taken
// as a legal move or refused, never a panic.
func FuzzJudgePlay(f *testing.F) { arenatest.FuzzJudgePlay(f, Registration()) }
