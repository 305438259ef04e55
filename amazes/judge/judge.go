package judge

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"

	"botcup/amazes"
	"botcup/game"
	"botcup/search"
)

// Budget is each player's thinking time for a whole game.
const Budget = 5 * time.Second

// Judge is the Amazes referee. Make it with New.
type Judge struct {
	moves int
	setup *amazes.Setup
}

// Errors of New.
var (
	ErrUnknownOption = errors.New("amazes/judge: unknown option")
	ErrBadOption     = errors.New("amazes/judge: bad option value")
)

// New makes the judge with options:
//   - moves=N: moves per player (default 150, the rules'); fewer make short
//     games for tests and demonstrations;
//   - setup=FILE: play every game on the setup (maze and starts) in FILE,
//     in the text format of amazes.ParseSetup, instead of one drawn from
//     the game's seed.
func New(opts map[string]string) (*Judge, error) {
	j := &Judge{moves: amazes.MovesPerPlayer}
	for name, value := range opts {
		switch name {
		case "moves":
			n, err := strconv.Atoi(value)
			if err != nil || n < 1 || n > amazes.MovesPerPlayer {
				return nil, fmt.Errorf("%w: moves=%q, want 1..%d", ErrBadOption, value, amazes.MovesPerPlayer)
			}
			j.moves = n
		case "setup":
			text, err := os.ReadFile(value)
			if err != nil {
				return nil, fmt.Errorf("%w: setup: %w", ErrBadOption, err)
			}
			s, err := amazes.ParseSetup(string(text))
			if err != nil {
				return nil, fmt.Errorf("%w: setup %s: %w", ErrBadOption, value, err)
			}
			j.setup = s
		default:
			return nil, fmt.Errorf("%w: %q (known: moves, setup)", ErrUnknownOption, name)
		}
	}
	return j, nil
}

// Name is "amazes".
func (j *Judge) Name() string { return "amazes" }

// Budget is 5 s per player per game.
func (j *Judge) Budget() time.Duration { return Budget }

// MaxLine is the longest move: 256 steps.
func (j *Judge) MaxLine() int { return amazes.MaxSteps }

// NewGame starts a game on the setup drawn from seed (or the judge's fixed
// setup).
func (j *Judge) NewGame(seed uint64) game.Game {
	s := j.setup
	if s == nil {
		s = amazes.NewSetup(search.NewRng(seed))
	}
	return newGame(s, j.moves)
}
