package invers

import (
	"errors"
	"fmt"
	"time"

	"botcup/search"
)

// The engines a bot can think with (Options.Engine).
const (
	// EngineAlphaBeta is search's alpha-beta on Eval.
	EngineAlphaBeta = "ab"
	// EngineMCTS is search's Monte Carlo tree search with random
	// rollouts.
	EngineMCTS = "mcts"
	// EngineGreedy plays the best move by a one-ply evaluation: the
	// reference player "greedy".
	EngineGreedy = "greedy"
	// EngineRandom plays a uniformly random legal move: the reference
	// player "random".
	EngineRandom = "random"
)

// DefaultEngine is the engine a bot thinks with when Options name none:
// the stronger of the two in our matches. At 3 s a game, with two random
// opening moves a side for variety, alpha-beta beat MCTS 36-4 over 40
// games (Elo +382, 95% interval [+255, +761]).
const DefaultEngine = EngineAlphaBeta

// DefaultTTEntries is the size of the alpha-beta transposition table
// (slots; 16 bytes each).
const DefaultTTEntries = 1 << 21

// ErrUnknownEngine is NewEngine's error for an engine name it does not know.
var ErrUnknownEngine = errors.New("invers: unknown engine (want ab, mcts, greedy or random)")

// Thought is what an engine found for one move, for the bot's log.
type Thought struct {
	Move Push
	// Value is the move's value for the mover: in Eval's units for
	// alpha-beta and greedy, the mean reward in [-1, 1] times 1000 for MCTS.
	Value int32
	// Depth is alpha-beta's last completed depth; Exact says it reached
	// the end of the game in every line, or proved a win or a loss.
	Depth int
	Exact bool
	// Nodes is the nodes (alpha-beta) or playouts (MCTS) searched.
	Nodes int64
}

// String is the thought in one short line.
func (t Thought) String() string {
	exact := ""
	if t.Exact {
		exact = " exact"
	}
	return fmt.Sprintf("%v value %+d depth %d%s nodes %d", t.Move, t.Value, t.Depth, exact, t.Nodes)
}

// Engine chooses the moves of one side on the State it is bound to.
type Engine struct {
	kind  string
	state *State
	ab    *search.AlphaBeta[Push, *State]
	mcts  *search.MCTS[State, Push, *State]
	rng   *search.Rng
	buf   [Pushes]Push
	end   endOfGame
}

// NewEngine binds an engine of the given kind (DefaultEngine if "") to s,
// the position the bot keeps up to date.
func NewEngine(s *State, kind string, seed uint64, ttEntries int) (*Engine, error) {
	if kind == "" {
		kind = DefaultEngine
	}
	e := &Engine{kind: kind, state: s, rng: search.NewRng(seed)}
	if ttEntries <= 0 {
		ttEntries = DefaultTTEntries
	}
	var err error
	switch kind {
	case EngineAlphaBeta:
		var tt *search.TT[Push]
		if tt, err = search.NewTT[Push](ttEntries); err == nil {
			e.ab, err = search.NewAlphaBeta[Push, *State](s, tt, search.AlphaBetaOptions{})
		}
	case EngineMCTS:
		e.mcts, err = search.NewMCTS[State, Push, *State](search.MCTSOptions{Seed: seed, Iterations: mctsChunk})
	case EngineGreedy, EngineRandom:
	default:
		err = fmt.Errorf("%w: %q", ErrUnknownEngine, kind)
	}
	if err != nil {
		return nil, err
	}
	return e, nil
}

// Kind is the engine's name.
func (e *Engine) Kind() string { return e.kind }

// Choose picks a move for the side to move in the bound position, which
// must not be over, within the deadline. It always returns a legal move.
func (e *Engine) Choose(dl search.Deadline) Thought {
	s := e.state
	moves := s.Moves(e.buf[:0])
	t := Thought{Move: moves[0]}
	switch e.kind {
	case EngineAlphaBeta:
		// Once the depth covers every move left, the value is exact and
		// deeper iterations add nothing.
		left := MaxPlies - int(s.plies)
		e.end = endOfGame{Deadline: dl, left: left}
		res, err := e.ab.Search(&e.end)
		if err == nil {
			t = Thought{Move: res.Move, Value: res.Value, Depth: res.Depth, Nodes: res.Nodes,
				Exact: res.Depth >= left || res.Value >= WinValue-search.MaxPly || res.Value <= -WinValue+search.MaxPly}
		}
	case EngineMCTS:
		t = e.searchMCTS(dl, t)
	case EngineGreedy:
		t = e.greedy(moves)
	case EngineRandom:
		t = e.random()
	}
	if s.Legal(t.Move) != nil { // never: the engines choose among Moves
		t.Move = moves[0]
	}
	return t
}

// mctsChunk is the playouts of one MCTS Search call. The engine asks the
// clock between calls, so a move overruns its limit by at most one chunk
// (the search itself looks only every 1024 playouts).
const mctsChunk = 64

// softLimited is a deadline that knows its move's soft limit
// (search.MoveTimer).
type softLimited interface {
	Elapsed() time.Duration
	Soft() time.Duration
}

// searchMCTS grows the tree chunk by chunk (it is kept between calls) until
// the root is proven, the move's soft limit is reached or its deadline
// stops it; t is the answer if not even one chunk completes.
func (e *Engine) searchMCTS(dl search.Deadline, t Thought) Thought {
	timer, soft := dl.(softLimited)
	var total int64
	for {
		res, err := e.mcts.Search(e.state, nil)
		if err != nil {
			return t
		}
		total += res.Iterations
		t = Thought{Move: res.Move, Value: int32(res.Value * 1000), Nodes: total}
		if res.Proof != search.Unproven || dl.Stop() || soft && timer.Elapsed() >= timer.Soft() {
			return t
		}
	}
}

// greedy is the move whose position is best for the mover by Eval (or
// exactly, if it ends the game), ties broken at random.
func (e *Engine) greedy(moves []Push) Thought {
	s := e.state
	best := Thought{Value: -search.Inf}
	ties := 0
	for _, m := range moves {
		s.Make(m)
		over, v := s.Terminal()
		if !over {
			v = s.Eval()
		}
		s.Unmake(m)
		v = -v
		switch {
		case v > best.Value:
			best, ties = Thought{Move: m, Value: v, Depth: 1}, 1
		case v == best.Value:
			ties++
			if e.rng.Intn(ties) == 0 {
				best.Move = m
			}
		}
	}
	return best
}

// random is a uniformly random legal move in the bound position.
func (e *Engine) random() Thought {
	moves := e.state.Moves(e.buf[:0])
	return Thought{Move: moves[e.rng.Intn(len(moves))]}
}

// Played tells the engine that m was played in the bound position (by
// either side), after the position has been updated, so that MCTS keeps
// its tree.
func (e *Engine) Played(m Push) {
	if e.mcts != nil {
		e.mcts.Advance(m)
	}
}

// endOfGame is a deadline that also starts no iteration deeper than the
// moves left in the game.
type endOfGame struct {
	search.Deadline
	left, started int
}

// NewIteration allows the next iteration if it is no deeper than the game
// and the move's own deadline allows it.
func (d *endOfGame) NewIteration() bool {
	d.started++
	return d.started < d.left && d.Deadline.NewIteration()
}
