package blackhole

import (
	"botcup/search"
	"botcup/search/duel"
)

// Engine chooses the moves of one side on the Position it is bound to:
// search's Duel on Black Hole (Choose, Played, Random, Kind). Its
// alpha-beta starts no iteration past the 30-ply end (PliesLeft) and is
// exact there; its Thought's Value is R-B for the mover times Scale.
type Engine = duel.Duel[Position, Move, *Position]

// NewEngine binds an engine of the given kind (duel.AlphaBeta,
// DuelMCTS, DuelGreedy or DuelRandom; DefaultEngine if "") to p, the
// position the bot keeps up to date, with a transposition table of
// ttEntries slots (0: duel.DefaultTTEntries).
func NewEngine(p *Position, kind string, seed uint64, ttEntries int) (*Engine, error) {
	if kind == "" {
		kind = DefaultEngine
	}
	return duel.New[Position, Move](p, duel.Options{Kind: kind, Seed: seed, TTEntries: ttEntries})
}

// lmr is the bot's late-move reductions (search.AlphaBetaOptions.LMR): the
// moves of a node alpha-beta searches at full depth before it reduces the
// rest (0: none; a variable only so that -param can set it).
var lmr = 0

// TuneAlphaBeta sets lmr on the options of the bot's alpha-beta
// (duel.AlphaBetaTuning).
func (p *Position) TuneAlphaBeta(opts *search.AlphaBetaOptions) {
	opts.LMR = lmr
}
