package zuniq

import (
	"botcup/search"
	"botcup/search/duel"
)

// The bot's engine setup, in one place: what the bot's Run and the kits'
// engines are made with. The engine's coming RAVE and solver hand-off are
// wired here.
const (
	// DefaultEngine is the engine the bot thinks with when Options name none.
	DefaultEngine = duel.MCTS
	// ExactPlies lets alpha-beta try to solve the game first once at most
	// this many segments are open (duel.Options.ExactPlies).
	ExactPlies = 10
	// MCTSNodes is MCTS's node pool.
	MCTSNodes = 1 << 21
	// ExactFrom is the ply from which the bot's MCTS moves first let
	// alpha-beta try to prove the game for ExactShare percent of the move's
	// time: by ply 26 to 28 it often proves a position in a second, where
	// MCTS proves it near ply 34, so the victory call comes earlier.
	ExactFrom  = 24
	ExactShare = 50
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
		MCTS: mctsSetup()}
}

// mctsSetup is the bot's MCTS, from Params.
func mctsSetup() duel.MCTSSetup {
	return duel.MCTSSetup{MCTSOptions: search.MCTSOptions{Exploration: float64(exploration) / 100, MaxNodes: MCTSNodes,
		Rave: rave != 0, RaveBias: float64(raveBias) / 1e6, RaveRef: raveRef, ExpandAfter: expandAfter},
		ExactPlies: ExactPlies, SolvePlies: solvePlies, SolverNodes: int64(solverNodes) * 1000}
}

// NewEngine binds an engine of the given kind (duel.AlphaBeta, duel.MCTS,
// duel.Greedy or duel.Random; DefaultEngine if "") to s, the position the
// bot keeps up to date, with a transposition table of ttEntries slots (0:
// duel.DefaultTTEntries).
func NewEngine(s *State, kind string, seed uint64, ttEntries int) (*Engine, error) {
	return duel.New[State, Move](s, engineOptions(kind, seed, ttEntries, 0, 0))
}

// thinker is the bot's engine: the engine of its kind and, for MCTS, an
// alpha-beta that tries first to prove the game from ExactFrom on.
type thinker struct {
	main, exact *Engine
}

// newThinker binds the bot's engine to s with opts (engineOptions).
func newThinker(s *State, opts duel.Options) (*thinker, error) {
	main, err := duel.New[State, Move](s, opts)
	if err != nil {
		return nil, err
	}
	t := &thinker{main: main}
	if opts.Kind == duel.MCTS && opts.Playouts == 0 {
		if t.exact, err = duel.New[State, Move](s, duel.Options{Kind: duel.AlphaBeta, Seed: opts.Seed, TTEntries: opts.TTEntries}); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// choose picks the move in s, the position both engines are bound to, and
// reports whether it is a proven win.
func (t *thinker) choose(s *State, timer *search.MoveTimer) (duel.Thought[Move], bool) {
	if t.exact != nil && s.Ply() >= ExactFrom {
		if th := t.exact.Choose(timer.ShareDeadline(ExactShare)); th.Exact {
			return th, th.Value > 0 // a lost game: the longest defence
		}
	}
	th := t.main.Choose(timer)
	return th, provenWin(th)
}

// played tells the engines that m was played.
func (t *thinker) played(m Move) { t.main.Played(m) }

// provenWin reports whether t, the engine's thought, proves the side to
// move wins: MCTS's proof of the root, or alpha-beta's exact win.
func provenWin(t duel.Thought[Move]) bool { return t.Proof == search.ProvenWin }
