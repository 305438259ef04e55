package searchtest

import (
	"io"

	"botcup/search/duel"
)

// Position is what the checks need of a game's position: a
// duel.Position that also says why a move is illegal (Legal).
type Position[S any, M comparable] interface {
	duel.Position[S, M]
	Legal(m M) error
}

// Game is a duel game as the checks see it, in its own words.
type Game[S any, M duel.Move, P Position[S, M]] struct {
	// Name prefixes the bot's log lines (the game's name).
	Name string
	// Start and Quit are the protocol's first and last tokens.
	Start, Quit string
	// New is the start position; Parse reads one move token.
	New   func() P
	Parse func(string) (M, error)
	// Run is the bot's protocol loop.
	Run func(in io.Reader, out io.Writer, opts duel.BotOptions) error
	// NewEngine binds an engine of a kind to a position ("" is the game's
	// default engine, DefaultEngine).
	NewEngine     func(s P, kind string, seed uint64, ttEntries int) (*duel.Duel[S, M, P], error)
	DefaultEngine string
}

// Kinds are the engine kinds every check runs.
var Kinds = []string{duel.AlphaBeta, duel.MCTS, duel.Greedy, duel.Random}
