package blackhole

import (
	"math/bits"

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

// ScoreMoves is the bot's move ordering (search.MoveScorer): each move
// scored by how much it changes Eval's mean estimate for the mover, in
// O(1) a move. A stone of value v placed by the mover on f adds v to its
// side's total on each empty neighbour of f and takes f away as a
// candidate hole.
func (p *Position) ScoreMoves(moves []Move, scores []int32) {
	sign := p.sign()
	for i, m := range moves {
		f := m.Field()
		e := bits.OnesCount64(neighbours[f] & p.empty)
		// The stone counts on e candidate holes; the field itself leaves
		// the candidates (a candidate bad for the mover is good to fill).
		scores[i] = int32(orderStone*e*m.Value() - orderField*sign*int(p.near[f]))
	}
}

// The weights of ScoreMoves.
var (
	orderStone = 4
	orderField = 4
)

// MoveGroup is a move's field (search.MoveGrouper): MCTS picks a field by
// all the playouts of its stones together, then the stone.
func (p *Position) MoveGroup(m Move) int { return int(m.Field()) }
