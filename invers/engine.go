package invers

import (
	"botcup/search"
	"botcup/search/duel"
)

// NewEngine binds an engine of the given kind (duel.AlphaBeta,
// duel.MCTS, duel.Greedy or duel.Random; DefaultEngine if "") to s, the
// position the bot keeps up to date, with a transposition table of
// ttEntries slots (0: duel.DefaultTTEntries).
func NewEngine(s *State, kind string, seed uint64, ttEntries int) (*Engine, error) {
	if kind == "" {
		kind = DefaultEngine
	}
	return duel.New[State, Push](s, duel.Options{Kind: kind, Seed: seed, TTEntries: ttEntries})
}

// Engine chooses the pushes of one side on the State it is bound to:
// duel.Duel on Invers (Choose, Played, Random, Kind). Its alpha-beta
// starts no iteration past the 200-ply end (PliesLeft) and is exact there
// or once it proves a win or a loss (WinValue); it reduces late moves
// (TuneAlphaBeta); its Thought's Value is in Eval's units for alpha-beta
// and greedy.
type Engine = duel.Duel[State, Push, *State]

// lmr is the bot's late-move reductions (search.AlphaBetaOptions.LMR): the
// moves of a node alpha-beta searches at full depth before it reduces the
// rest (0: none; a variable only so that -param can set it, see Params;
// the value: see docs/tuning.md).
var lmr = 3

// TuneAlphaBeta sets lmr on the options of the bot's alpha-beta
// (duel.AlphaBetaTuning).
func (s *State) TuneAlphaBeta(opts *search.AlphaBetaOptions) {
	opts.LMR = lmr
}
