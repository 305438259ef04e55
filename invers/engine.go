package invers

import "botcup/search"

// NewEngine binds an engine of the given kind (search.DuelAlphaBeta,
// DuelMCTS, DuelGreedy or DuelRandom; DefaultEngine if "") to s, the
// position the bot keeps up to date, with a transposition table of
// ttEntries slots (0: search.DefaultDuelTTEntries).
func NewEngine(s *State, kind string, seed uint64, ttEntries int) (*Engine, error) {
	if kind == "" {
		kind = DefaultEngine
	}
	return search.NewDuel[State, Push](s, search.DuelOptions{Kind: kind, Seed: seed, TTEntries: ttEntries})
}

// Engine chooses the pushes of one side on the State it is bound to:
// search's Duel on Invers (Choose, Played, Random, Kind). Its alpha-beta
// starts no iteration past the 200-ply end (PliesLeft) and is exact there
// or once it proves a win or a loss (WinValue); its Thought's Value is in
// Eval's units for alpha-beta and greedy.
type Engine = search.Duel[State, Push, *State]
