package invers

import (
	"errors"
	"io"

	"botcup/search/duel"
)

// DefaultBudget is the bot's thinking time for a game when Options give
// none: TimeLimit less duel.SafetyMargin.
const DefaultBudget = TimeLimit - duel.SafetyMargin

// MovesToGoCap bounds the bot's estimate of its own pushes still to come
// (the game lasts at most 100 pushes each, but usually ends sooner with a
// win), so early pushes get their share. Alpha-beta is told them all (no
// time share). Each push is given 1/40 of the time left, not 1/20: the
// first pushes after the opening take half as long and the time goes to
// the middle game, where games are decided (see docs/tuning.md).
const MovesToGoCap = 40

// DefaultEngine is the engine a bot thinks with when Options name none:
// the stronger of the two in our matches (see docs/tuning.md).
const DefaultEngine = duel.AlphaBeta

// ErrProtocol is wrapped by Run's errors about what the judge sent.
var ErrProtocol = errors.New("invers: protocol")

// Options configure Run: duel.BotOptions.
type Options = duel.BotOptions

// Run plays one game over the contest protocol (duel.Run): "Y" tells
// it that it is Yellow and moves first, else the first line is Yellow's
// push and it is Red; it answers every push of the opponent with its own on
// out, a letter and a newline, flushed at once, until "Z" or the end of in.
// It never prints an illegal push; a line from the judge that is not a
// legal push ends the game with an error.
func Run(in io.Reader, out io.Writer, opts Options) error {
	p := duel.Protocol[Push]{Name: "invers", Start: "Y", Quit: "Z", Parse: ParsePush, Err: ErrProtocol,
		DefaultBudget: DefaultBudget, DefaultEngine: DefaultEngine, MovesToGoCap: MovesToGoCap}
	return duel.Run[State, Push](in, out, New(), &p, opts)
}
