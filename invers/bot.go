package invers

import (
	"errors"
	"io"
	"time"

	"botcup/search"
)

// TimeLimit is each program's thinking time for a whole game. Decision (the
// text names none): CodeCup's usual 30 s.
const TimeLimit = 30 * time.Second

// DefaultBudget is the bot's thinking time for a game when Options give
// none: TimeLimit less a safety margin for process start, pipes and the
// judge's own clock.
const DefaultBudget = TimeLimit - 3*time.Second

// MovesToGoCap bounds the bot's estimate of its own moves still to come
// (the game lasts at most 100 moves each, but usually ends sooner with a
// win), so early moves get their share.
const MovesToGoCap = 20

// Options configure Run (search's DuelBotOptions): Budget (0:
// DefaultBudget), Seed, Engine ("": DefaultEngine), Log, Clock, TTEntries,
// MaxDepth and RandomOpening.
type Options = search.DuelBotOptions

// Protocol words.
const (
	startWord = "Y"
	quitWord  = "Z"
)

// ErrProtocol is wrapped by Run's errors about what the judge sent.
var ErrProtocol = errors.New("invers: protocol")

// Run plays one game over the contest protocol: it reads "Y" (it is
// Yellow) or Yellow's first move (it is Red) from in, then answers every
// move of the opponent with its own on out, one letter and a newline,
// flushed at once, until it reads "Z" or in ends. It never prints an
// illegal move; a line from the judge that is not a legal move ends the
// game with an error.
func Run(in io.Reader, out io.Writer, opts Options) error {
	return search.RunDuel[State, Push](in, out, New(), &search.DuelProtocol[Push]{
		Name: "invers", Start: startWord, Quit: quitWord, Parse: ParsePush, Err: ErrProtocol,
		DefaultBudget: DefaultBudget, DefaultEngine: DefaultEngine, MovesToGoCap: MovesToGoCap,
	}, opts)
}
