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
// or once it proves a win or a loss (WinValue); it reduces late moves
// (TuneAlphaBeta); its Thought's Value is in Eval's units for alpha-beta
// and greedy.
type Engine = search.Duel[State, Push, *State]

// lmr is the bot's late-move reductions (search.AlphaBetaOptions.LMR): the
// moves of a node alpha-beta searches at full depth before it reduces the
// rest (0: none; a variable only so that -param can set it, see Params).
// At 1 s a game over the 200 openings of openings/invers-4.txt, 3 beat
// none by +84 Elo (95% interval [+50, +120], 400 games).
var lmr = 3

// TuneAlphaBeta sets lmr on the options of the bot's alpha-beta
// (search.AlphaBetaTuning).
func (s *State) TuneAlphaBeta(opts *search.AlphaBetaOptions) {
	opts.LMR = lmr
}
