package bao

import "botcup/search/duel"

// Engine chooses the moves of one side on the State it is bound to:
// duel.Duel on Bao (Choose, Played, Random, Kind). Its alpha-beta is
// exact once its depth reaches the 100-move end (PliesLeft); its Thought's
// Value is stones*StoneValue for alpha-beta and greedy.
type Engine = duel.Duel[State, Pit, *State]

// NewEngine binds an engine of the given kind (duel.AlphaBeta,
// duel.MCTS, duel.Greedy or duel.Random; DefaultEngine if "") to s, the
// position the bot keeps up to date, with a transposition table of
// ttEntries slots (0: duel.DefaultTTEntries).
func NewEngine(s *State, kind string, seed uint64, ttEntries int) (*Engine, error) {
	if kind == "" {
		kind = DefaultEngine
	}
	return duel.New[State, Pit](s, duel.Options{Kind: kind, Seed: seed, TTEntries: ttEntries})
}
