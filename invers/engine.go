package invers

import (
	"botcup/search"
)

// The engines a bot can think with (Options.Engine): search's Duel engines.
const (
	// EngineAlphaBeta is search's alpha-beta on Eval.
	EngineAlphaBeta = search.DuelAlphaBeta
	// EngineMCTS is search's Monte Carlo tree search with random
	// rollouts.
	EngineMCTS = search.DuelMCTS
	// EngineGreedy plays the best move by a one-ply evaluation: the
	// reference player "greedy".
	EngineGreedy = search.DuelGreedy
	// EngineRandom plays a uniformly random legal move: the reference
	// player "random".
	EngineRandom = search.DuelRandom
)

// DefaultEngine is the engine a bot thinks with when Options name none:
// the stronger of the two in our matches. At 3 s a game, with two random
// opening moves a side for variety, alpha-beta beat MCTS 36-4 over 40
// games (Elo +382, 95% interval [+255, +761]).
const DefaultEngine = EngineAlphaBeta

// DefaultTTEntries is the size of the alpha-beta transposition table
// (slots; 16 bytes each).
const DefaultTTEntries = search.DefaultDuelTTEntries

// ErrUnknownEngine is NewEngine's error for an engine name it does not know.
var ErrUnknownEngine = search.ErrUnknownEngine

// Thought is what an engine found for one push, for the bot's log. Its
// Value is in Eval's units for alpha-beta and greedy; Exact also holds once
// alpha-beta proved a win or a loss.
type Thought = search.Thought[Push]

// Engine chooses the pushes of one side on the State it is bound to
// (Choose, Played, Random, Kind): search's Duel on Invers.
type Engine = search.Duel[State, Push, *State]

// NewEngine binds an engine of the given kind (DefaultEngine if "") to s,
// the position the bot keeps up to date.
func NewEngine(s *State, kind string, seed uint64, ttEntries int) (*Engine, error) {
	return newEngine(s, search.DuelOptions{Kind: kind, Seed: seed, TTEntries: ttEntries})
}

// newEngine is NewEngine with every option (fixed depth and playouts too).
func newEngine(s *State, opts search.DuelOptions) (*Engine, error) {
	if opts.Kind == "" {
		opts.Kind = DefaultEngine
	}
	return search.NewDuel[State, Push](s, opts)
}

// PliesLeft is the most plies the game can still last (search.Horizon):
// alpha-beta starts no iteration deeper.
func (s *State) PliesLeft() int { return MaxPlies - int(s.plies) }
