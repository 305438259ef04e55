package duel

import (
	"errors"
	"fmt"

	"golang.org/x/exp/constraints"

	"botcup/search"
)

// The engines a Duel can think with (Options.Kind).
const (
	// AlphaBeta is search.AlphaBeta on the game's Eval, told how many plies
	// the game can still last (Horizon) so it starts no deeper iteration.
	AlphaBeta = "ab"
	// MCTS is search.MCTS with the game's rollouts, grown in chunks of
	// MCTSChunk playouts until the move's soft limit.
	MCTS = "mcts"
	// Greedy plays the best move by a one-ply evaluation (exact when
	// the move ends the game), ties broken at random: the reference player
	// "greedy".
	Greedy = "greedy"
	// Random plays a uniformly random legal move: the reference player
	// "random".
	Random = "random"
)

// DefaultTTEntries is the size of a Duel's alpha-beta transposition
// table when Options give none (slots; 16 bytes each).
const DefaultTTEntries = 1 << 21

// MCTSChunk is the playouts of one MCTS Search call of a Duel. The duel
// asks the clock between calls, so a move overruns its soft limit by at most
// one chunk (the search itself looks only every 1024 playouts).
const MCTSChunk = 64

// ErrUnknownEngine is New's error for an engine kind it does not know.
var ErrUnknownEngine = errors.New("duel: unknown engine (want ab, mcts, greedy or random)")

// ErrExactPlies is New's error for a negative MCTSSetup.ExactPlies.
var ErrExactPlies = search.InvalidOption("duel.MCTSSetup.ExactPlies", "must not be negative")

// ErrExactShare is New's error for an MCTSSetup.ExactShare outside 0..100.
var ErrExactShare = search.InvalidOption("duel.MCTSSetup.ExactShare", "must lie in [0, 100]")

// ErrSolvePlies is New's error for a negative MCTSSetup.SolvePlies or
// SolverNodes.
var ErrSolvePlies = search.InvalidOption("duel.MCTSSetup.SolvePlies, SolverNodes", "must not be negative")

// ErrDepth is New's error for a negative depth or playout count.
var ErrDepth = search.InvalidOption("duel.Options.MaxDepth, Playouts", "must not be negative")

// Horizon is an optional hook of a Duel's game: PliesLeft is the most plies
// the game can still last from the current position (a rule that ends
// the game after so many moves). Alpha-beta then starts no iteration deeper than that,
// and a search that reaches it is exact. Without it, a search is exact when
// search.AlphaBeta says Solved.
type Horizon interface {
	PliesLeft() int
}

// AlphaBetaTuning is an optional hook of a Duel's game: TuneAlphaBeta sets
// the enhancements off by default (search.AlphaBetaOptions.LMR, Aspiration) that
// the game's alpha-beta searches with. New calls it on the options it
// made (MaxDepth already set) before it binds the search. Without it, a
// duel's alpha-beta searches with the defaults.
type AlphaBetaTuning interface {
	TuneAlphaBeta(opts *search.AlphaBetaOptions)
}

// Options configure a Duel.
type Options struct {
	// Kind is AlphaBeta, MCTS, Greedy or Random.
	Kind string
	// Seed seeds the random choices (greedy's ties, random moves, MCTS
	// rollouts).
	Seed uint64
	// TTEntries is the alpha-beta table's size; 0 means DefaultTTEntries.
	TTEntries int
	// MaxDepth stops alpha-beta at this depth on every move (repeatable
	// play, bench searches); 0 means as deep as time allows.
	MaxDepth int
	// Playouts makes MCTS run exactly this many playouts a move, whatever
	// the clock (repeatable play, bench searches); 0 means chunks of
	// MCTSChunk until the move's soft limit.
	Playouts int
	// MCTS is how MCTS searches (Kind MCTS).
	MCTS MCTSSetup
}

// DefaultSolverNodes bounds each proof of a duel's exact solver when
// MCTSSetup gives no bound: at Zuniq's or Black Hole's sizes a proof
// within it takes milliseconds.
const DefaultSolverNodes = 200_000

// MCTSSetup is how a duel's MCTS searches: the search's own options, and
// what the duel adds around the search (alpha-beta after a proof or near
// the end, the exact solver at the leaves).
type MCTSSetup struct {
	// MCTSOptions are search.MCTS's options (0: its defaults); the duel
	// sets their Seed (Options.Seed) and Iterations (Options.Playouts or
	// MCTSChunk).
	search.MCTSOptions
	// HandOff makes MCTS hand a move over to alpha-beta once it has
	// proven the root: MCTS's proofs know only won, drawn or lost,
	// alpha-beta the exact value of each move, so it wins by the most and
	// loses by the least. Alpha-beta searches until the move's soft limit;
	// its move is played if it reached the end of the game (Thought.Exact)
	// or the root is lost anyway, else MCTS's proven win or draw. Off, MCTS
	// plays its proven move, the most visited.
	HandOff bool
	// ExactPlies makes MCTS let alpha-beta try first once the game has at
	// most this many plies left (Horizon; the game must have one): a
	// search that reaches the game's end within the move's soft limit
	// plays its move, the one that wins by the most or loses by the least
	// against any reply, where MCTS's averages may miss by points; else
	// MCTS searches as usual with the time left. 0: never.
	ExactPlies int
	// ExactBySolver makes ExactPlies search with the engine's exact Solver
	// (search.Solver.SolveMove, null-window steps from Eval's value, on
	// the game's solver hooks) instead of alpha-beta: its move is played
	// if it finishes within the move's soft limit.
	ExactBySolver bool
	// ExactShare is the percent of the move's soft limit the exact search
	// of ExactPlies may take before MCTS searches the rest of the move,
	// when the move has a MoveTimer; 0 means all of it.
	ExactShare int
	// SolvePlies hands every new MCTS leaf with at most this many plies
	// left (Horizon; the game must have one) to the engine's exact solver
	// (search.Solver through search.MCTS.HandLeavesTo): a leaf it proves is
	// proven in the tree, so MCTS proves the root long before its playouts
	// alone would. 0: never.
	SolvePlies int
	// SolverNodes bounds each of the solver's proofs; 0 means
	// DefaultSolverNodes. A leaf it gives up on is rolled out as usual.
	SolverNodes int64
	// SolverEntries is the solver's table size; 0 means
	// search.DefaultSolverEntries.
	SolverEntries int
}

// Thought is what a Duel found for one move, for the bot's log.
type Thought[M comparable] struct {
	Move M
	// Value is the move's value for the mover: in the game's Eval units for
	// alpha-beta and greedy, the mean reward in [-1, 1] times 1000 for MCTS.
	Value int32
	// Depth is alpha-beta's last completed depth (1 for greedy).
	Depth int
	// Exact says alpha-beta reached the end of the game in every line (its
	// depth covers the game's Horizon, or it solved the position), or
	// proved a win or a loss (search.WinMarker).
	Exact bool
	// Nodes is the nodes (alpha-beta) or playouts (MCTS) searched.
	Nodes int64
	// Proof is what is proven of the position for the mover: MCTS's proof
	// of the root, or alpha-beta's exact value's sign when Exact;
	// search.Unproven otherwise. A bot that announces a win (Zuniq's
	// victory call) asks for search.ProvenWin.
	Proof search.Proof
}

// String is the thought in one short line.
func (t Thought[M]) String() string {
	exact := ""
	if t.Exact {
		exact = " exact"
	}
	return fmt.Sprintf("%v value %+d depth %d%s nodes %d", t.Move, t.Value, t.Depth, exact, t.Nodes)
}

// Game is the constraint a Duel puts on a game: a pointer to its
// concrete state S (copied by value for MCTS) that is a search.Game.
type Game[S any, M comparable] interface {
	*S
	search.Game[M]
}

// Duel chooses the moves of one side of a two-player game with the engine
// it was made with, on the position it is bound to (which the caller keeps
// up to date, telling the duel every move with Played). It is the part of
// a two-player bot that is the same for every game: the game keeps only its
// Eval, search.WinMarker and Horizon hooks.
type Duel[S any, M constraints.Unsigned, P Game[S, M]] struct {
	kind     string
	state    P
	ab       *search.AlphaBeta[M, P]
	mcts     *search.MCTS[S, M, P]
	rng      *search.Rng
	buf      []M
	end      endOfGame
	horizon  Horizon // nil without the hook
	win      int32   // the game's WinValue, 0 without one
	playouts bool
	// handOff and exactPlies are Options.HandOff and Options.ExactPlies
	// (MCTS; either makes ab).
	handOff    bool
	exactPlies int
	// exact is the solver of ExactPlies with MCTSSetup.ExactBySolver;
	// exactShare is MCTSSetup.ExactShare.
	exact      *search.Solver[M, P]
	exactShare int
}

// New binds an engine of opts.Kind to s, the position the bot keeps up
// to date.
func New[S any, M constraints.Unsigned, P Game[S, M]](s P, opts Options) (*Duel[S, M, P], error) {
	if opts.MaxDepth < 0 || opts.Playouts < 0 {
		return nil, ErrDepth
	}
	d := &Duel[S, M, P]{kind: opts.Kind, state: s, rng: search.NewRng(opts.Seed), buf: make([]M, 0, 64),
		playouts: opts.Playouts > 0}
	if h, ok := any(s).(Horizon); ok {
		d.horizon = h
	}
	if w, ok := any(s).(search.WinMarker); ok {
		d.win = w.WinValue()
	}
	var err error
	switch opts.Kind {
	case AlphaBeta:
		d.ab, err = newAlphaBeta[S, M](s, opts)
	case MCTS:
		err = d.newMCTS(s, opts)
	case Greedy, Random:
	default:
		err = fmt.Errorf("%w: %q", ErrUnknownEngine, opts.Kind)
	}
	if err != nil {
		return nil, err
	}
	return d, nil
}

// newMCTS binds the duel's MCTS (and the alpha-beta and solver it hands
// positions to) to s.
func (d *Duel[S, M, P]) newMCTS(s P, opts Options) error {
	setup := opts.MCTS
	if setup.ExactPlies < 0 {
		return ErrExactPlies
	}
	if setup.SolvePlies < 0 || setup.SolverNodes < 0 {
		return ErrSolvePlies
	}
	var err error
	if setup.HandOff || setup.ExactPlies > 0 && !setup.ExactBySolver {
		if d.ab, err = newAlphaBeta[S, M](s, opts); err != nil {
			return err
		}
	}
	if setup.ExactPlies > 0 && setup.ExactBySolver {
		if d.exact, err = search.NewSolver[M, P](search.SolverOptions{Entries: setup.SolverEntries}); err != nil {
			return err
		}
	}
	if setup.ExactShare < 0 || setup.ExactShare > 100 {
		return ErrExactShare
	}
	d.handOff, d.exactPlies, d.exactShare = setup.HandOff, setup.ExactPlies, setup.ExactShare
	mopts := setup.MCTSOptions
	mopts.Seed, mopts.Iterations = opts.Seed, MCTSChunk
	if opts.Playouts > 0 {
		mopts.Iterations = opts.Playouts
	}
	if d.mcts, err = search.NewMCTS[S, M, P](mopts); err != nil {
		return err
	}
	if setup.SolvePlies == 0 {
		return nil
	}
	nodes := setup.SolverNodes
	if nodes == 0 {
		nodes = DefaultSolverNodes
	}
	solver, err := search.NewSolver[M, P](search.SolverOptions{Entries: setup.SolverEntries, MaxNodes: nodes})
	if err != nil {
		return err
	}
	return d.mcts.HandLeavesTo(solver, setup.SolvePlies)
}

// newAlphaBeta is the duel's alpha-beta on s: its own table
// (Options.TTEntries), MaxDepth and the game's AlphaBetaTuning.
func newAlphaBeta[S any, M constraints.Unsigned, P Game[S, M]](s P, opts Options) (*search.AlphaBeta[M, P], error) {
	ttEntries := opts.TTEntries
	if ttEntries <= 0 {
		ttEntries = DefaultTTEntries
	}
	tt, err := search.NewTT[M](ttEntries)
	if err != nil {
		return nil, err
	}
	abOpts := search.AlphaBetaOptions{MaxDepth: opts.MaxDepth}
	if h, ok := any(s).(AlphaBetaTuning); ok {
		h.TuneAlphaBeta(&abOpts)
	}
	return search.NewAlphaBeta[M, P](s, tt, abOpts)
}

// Kind is the engine's name.
func (d *Duel[S, M, P]) Kind() string { return d.kind }

// Choose picks a move for the side to move in the bound position, which
// must not be over, within the deadline (nil: none). It always returns a legal move.
func (d *Duel[S, M, P]) Choose(dl search.Deadline) Thought[M] {
	if dl == nil {
		dl = search.NoDeadline{}
	}
	moves := d.state.Moves(d.buf[:0])
	d.buf = moves[:0]
	t := Thought[M]{Move: moves[0]}
	switch d.kind {
	case AlphaBeta:
		t = d.searchAlphaBeta(dl, t)
	case MCTS:
		t = d.searchMCTS(dl, t)
	case Greedy:
		t = d.greedy(moves)
	case Random:
		t = d.Random()
	}
	return t
}

// searchAlphaBeta searches to the game's horizon at most; t is the answer
// if the search fails.
func (d *Duel[S, M, P]) searchAlphaBeta(dl search.Deadline, t Thought[M]) Thought[M] {
	left := search.MaxPly
	if d.horizon != nil {
		left = d.horizon.PliesLeft()
	}
	d.end = endOfGame{Deadline: dl, left: left}
	res, err := d.ab.Search(&d.end)
	if err != nil {
		return t
	}
	// Solved: every line reached the game's end, even an end that comes
	// before the horizon (a game that can end early).
	exact := res.Solved || d.horizon != nil && res.Depth >= left
	if d.win != 0 && (res.Value >= d.win-search.MaxPly || res.Value <= -d.win+search.MaxPly) {
		exact = true
	}
	t = Thought[M]{Move: res.Move, Value: res.Value, Depth: res.Depth, Nodes: res.Nodes, Exact: exact}
	if exact {
		t.Proof = search.ProofOfValue(res.Value)
	}
	return t
}

// solve is the exact solver's answer in the bound position, which must not
// be over, and whether it finished before dl stopped it.
func (d *Duel[S, M, P]) solve(dl search.Deadline) (Thought[M], bool) {
	v, m, done := d.exact.SolveMove(d.state, d.state.Eval(), dl)
	if !done {
		return Thought[M]{}, false
	}
	return Thought[M]{Move: m, Value: v, Nodes: d.exact.Nodes(), Exact: true, Proof: search.ProofOfValue(v)}, true
}

// softLimited is a deadline with a soft limit (search.MoveTimer).
type softLimited interface {
	SoftDeadline() search.Deadline
}

// shareLimited is a deadline that gives a share of its move
// (search.MoveTimer).
type shareLimited interface {
	ShareDeadline(share int) search.Deadline
}

// searchMCTS grows the tree chunk by chunk (it is kept between calls) until
// the root is proven (then, with Options.HandOff, alpha-beta picks the
// move), the move's soft limit is reached or its deadline stops it (or,
// with Options.Playouts, after one call of that many playouts); t is the
// answer if not even one chunk completes.
func (d *Duel[S, M, P]) searchMCTS(dl search.Deadline, t Thought[M]) Thought[M] {
	exactDL := dl
	if s, ok := dl.(softLimited); ok {
		dl = s.SoftDeadline() // it stops at the soft limit, before the hard one
		exactDL = dl
		if sh, ok := s.(shareLimited); ok && d.exactShare > 0 {
			exactDL = sh.ShareDeadline(d.exactShare)
		}
	}
	if d.exactPlies > 0 && d.horizon != nil && d.horizon.PliesLeft() <= d.exactPlies {
		if d.exact != nil {
			if x, ok := d.solve(exactDL); ok {
				return x
			}
		} else if ab := d.searchAlphaBeta(exactDL, t); ab.Exact {
			return ab
		}
	}
	var total int64
	for {
		res, err := d.mcts.Search(d.state, nil)
		if err != nil {
			return t
		}
		total += res.Iterations
		t = Thought[M]{Move: res.Move, Value: int32(res.Value * 1000), Nodes: total, Proof: res.Proof}
		if res.Proof != search.Unproven && d.handOff {
			if ab := d.searchAlphaBeta(dl, t); ab.Exact || res.Proof == search.ProvenLoss {
				return ab
			}
			return t
		}
		if d.playouts || res.Proof != search.Unproven || dl.Stop() {
			return t
		}
	}
}

// greedy is the move whose position is best for the mover by Eval (or
// exactly, if it ends the game), ties broken at random.
func (d *Duel[S, M, P]) greedy(moves []M) Thought[M] {
	s := d.state
	best := Thought[M]{Value: -search.Inf}
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
			best, ties = Thought[M]{Move: m, Value: v, Depth: 1}, 1
		case v == best.Value:
			ties++
			if d.rng.Intn(ties) == 0 {
				best.Move = m
			}
		}
	}
	return best
}

// Random is a uniformly random legal move in the bound position, which must
// not be over: the random engine's choice, and a bot's random opening.
func (d *Duel[S, M, P]) Random() Thought[M] {
	moves := d.state.Moves(d.buf[:0])
	d.buf = moves[:0]
	return Thought[M]{Move: moves[d.rng.Intn(len(moves))]}
}

// Played tells the duel that m was played in the bound position (by either
// side), after the position has been updated, so that MCTS keeps its tree.
func (d *Duel[S, M, P]) Played(m M) {
	if d.mcts != nil {
		d.mcts.Advance(m)
	}
}

// endOfGame is a deadline that also starts no iteration deeper than the
// plies left in the game.
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
