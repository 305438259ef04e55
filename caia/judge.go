package caia

import (
	"errors"
	"fmt"
	"os"
	"time"

	"botcup/game"
)

// Prefix starts the game argument that names a CAIA referee: caia:PATH.
const Prefix = "caia:"

// MaxLine is the longest line a player of a CAIA referee may write (the
// fault "output" beyond it). Decision: caiaio bounds none; 64 KiB is far
// above any contest's move.
const MaxLine = 64 << 10

// Judge is a CAIA referee as botcup's judge of the game Name (caia:PATH):
// botcup is the referee's caiaio for two players (see PlayHosted). It
// implements game.Judge and arena.Hosted.
type Judge struct {
	name string
	path string
}

// NewJudge is the judge of the game name whose referee is the program at
// path: on the machine that names the game, path is name's own; a worker
// runs its copy of it under the same name.
func NewJudge(name, path string) (*Judge, error) {
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, fmt.Errorf("%s: the CAIA referee: %w", name, err)
	case !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0:
		return nil, fmt.Errorf("%s: the CAIA referee %s is not an executable file", name, path)
	}
	return &Judge{name: name, path: path}, nil
}

// Name is the game's name, caia:PATH as given.
func (j *Judge) Name() string { return j.name }

// Budget is 0: a CAIA referee names no clock; -limit gives it.
func (j *Judge) Budget() time.Duration { return 0 }

// MaxLine is the longest line a player may write (see MaxLine).
func (j *Judge) MaxLine() int { return MaxLine }

// NewGame is a game that is over before it starts: a CAIA referee plays
// its games itself (PlayHosted), botcup cannot drive them.
func (j *Judge) NewGame(seed uint64) game.Game { return hostedGame{} }

// hostedGame is NewGame's: nothing to play, nothing to draw.
type hostedGame struct{}

func (hostedGame) Setup() string         { return "" }
func (hostedGame) Next() (int, []string) { return 0, nil }
func (hostedGame) Play(int, string) error {
	return errors.New("a CAIA referee's game is played by the referee")
}
func (hostedGame) Fallback(int) string { return "" }
func (hostedGame) Over() bool          { return true }
func (hostedGame) Final(int) []string  { return nil }
func (hostedGame) Scores() [2]float64  { return [2]float64{} }
func (hostedGame) Render() string      { return "(a CAIA referee's game: botcup draws no board)" }
