package bao

import (
	"errors"
	"io"

	"botcup/search"
	"botcup/search/duel"
)

// DefaultBudget is the bot's thinking time for a game when Options give
// none: TimeLimit less duel.SafetyMargin.
const DefaultBudget = TimeLimit - duel.SafetyMargin

// DefaultEngine is the engine a bot thinks with when Options name none:
// the stronger of the two in our matches (see docs/tuning.md).
const DefaultEngine = duel.MCTS

// movesToGoCap bounds the bot's estimate of its own moves still to come
// (the game lasts at most 50 moves each, but usually ends sooner with an
// empty side: about 47 moves in all in random play, 58 in our matches), so
// early moves get their share; at 20 the later moves, where a game is
// decided, keep more time than at 10 (see docs/tuning.md).
var movesToGoCap = 20

// AlphaBetaTimeShare divides the moves to go that alpha-beta's time manager
// is told: alpha-beta starts no iteration past half its share, so it mostly
// stops between half and all of it, while MCTS uses all of it (at 3 s a game
// alpha-beta left a quarter of 2.7 s unused without it).
const AlphaBetaTimeShare = 2

// Options configure Run: duel.BotOptions.
type Options = duel.BotOptions

// ErrProtocol is wrapped by Run's errors about what the judge sent.
var ErrProtocol = errors.New("bao: protocol")

// Run plays one game over the contest protocol (duel.Run): it reads
// "Start" (it is White) or White's first move (it is Black) from in, then
// answers every move of the opponent with its own on out, one letter and a
// newline, flushed at once, until it reads "Quit" or in ends. It never
// prints an illegal move; a line from the judge that is not a legal move
// ends the game with an error.
func Run(in io.Reader, out io.Writer, opts Options) error {
	return duel.Run[State, Pit](in, out, New(), &duel.Protocol[Pit]{Name: "bao",
		Start: "Start", Quit: "Quit", Parse: ParseMove, Err: ErrProtocol,
		DefaultBudget: DefaultBudget, DefaultEngine: DefaultEngine,
		MovesToGoCap: movesToGoCap, AlphaBetaTimeShare: AlphaBetaTimeShare,
		MCTS: duel.MCTSSetup{MCTSOptions: search.MCTSOptions{Exploration: exploration, MaxNodes: mctsNodes,
			RolloutLimit: rolloutPlies}}}, opts)
}
