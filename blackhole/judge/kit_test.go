package judge

import (
	"testing"

	"botcup/arena/arenatest"
)

// FuzzJudgePlay: any line against any position the jury reaches is taken
// as a legal move or refused, never a panic (the conformance kit's
// property; cmd/botcup's TestRegisteredGamesConform runs the rest of the
// kit on this game's registration).
func FuzzJudgePlay(f *testing.F) { arenatest.FuzzJudgePlay(f, Registration()) }
