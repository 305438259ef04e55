package zuniq

import "botcup/search/duel"

// The bot's engine setup, in one place: what the bot's Run and the kits'
// engines are made with. The engine's coming RAVE and solver hand-off are
// wired here.
const (
	// DefaultEngine is the engine the bot thinks with when Options name none.
	DefaultEngine = duel.MCTS
	// Exploration is MCTS's UCT constant.
	Exploration = 0.7
	// ExactPlies lets alpha-beta try to solve the game first once at most
	// this many segments are open (duel.Options.ExactPlies).
	ExactPlies = 10
	// MCTSNodes is MCTS's node pool.
	MCTSNodes = 1 << 21
)

// Engine chooses the moves of one side on the State it is bound to:
// duel.Duel on Zuniq (Choose, Played, Random, Kind).
type Engine = duel.Duel[State, Move, *State]

// engineOptions are the options of an engine of the given kind
// (DefaultEngine if "").
func engineOptions(kind string, seed uint64, ttEntries, maxDepth, playouts int) duel.Options {
	if kind == "" {
		kind = DefaultEngine
	}
	return duel.Options{Kind: kind, Seed: seed, TTEntries: ttEntries, MaxDepth: maxDepth, Playouts: playouts,
		Exploration: Exploration, MCTSNodes: MCTSNodes, ExactPlies: ExactPlies}
}

// NewEngine binds an engine of the given kind (duel.AlphaBeta, duel.MCTS,
// duel.Greedy or duel.Random; DefaultEngine if "") to s, the position the
// bot keeps up to date, with a transposition table of ttEntries slots (0:
// duel.DefaultTTEntries).
func NewEngine(s *State, kind string, seed uint64, ttEntries int) (*Engine, error) {
	return duel.New[State, Move](s, engineOptions(kind, seed, ttEntries, 0, 0))
}

// provenWin reports whether t, the engine's thought, proves the side to
// move wins: alpha-beta's exact win, or MCTS's value of exactly 1, which
// only a proven win gets (see reward).
//
// Decision (the engine does not hand out MCTS's proof): Thought.Value is
// read; the engine's Thought should carry the root's proof.
func provenWin(t duel.Thought[Move], kind string) bool {
	switch kind {
	case duel.AlphaBeta:
		return t.Exact && t.Value > 0
	case duel.MCTS:
		return t.Exact && t.Value > 0 || !t.Exact && t.Value == 1000
	}
	return false
}
