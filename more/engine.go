package more

import (
	"errors"
	"fmt"
	"strings"

	"botcup/search"
)

// Kind names a search engine.
type Kind string

// The engines a bot can think with.
const (
	AlphaBeta Kind = "ab"
	MCTS      Kind = "mcts"
)

// Defaults of EngineOptions left at zero.
const (
	// DefaultMCTSNodes is the MCTS node pool's size.
	DefaultMCTSNodes = 1 << 20
	// DefaultRolloutLimit is how many moves an MCTS rollout plays before
	// the race scores it.
	DefaultRolloutLimit = 24
	// DefaultAspiration is the alpha-beta aspiration window's half-width.
	DefaultAspiration = 2 * Unit
)

// TTBits is the log2 of the transposition table's default size, in
// entries of 16 bytes (DefaultTTEntries); -param tt-bits sets it (see
// Params).
var TTBits = 20

// DefaultTTEntries is the transposition table's size when
// EngineOptions.TTEntries is 0.
func DefaultTTEntries() int { return 1 << TTBits }

// ExactRaceOn, when not 0, turns EngineOptions.ExactRace on for every
// engine; -param exact-race sets it (see Params).
var ExactRaceOn = 0

// DefaultLMR is the number of moves of a node alpha-beta searches at full
// depth before it reduces the quiet ones (search.AlphaBetaOptions.LMR);
// -param lmr sets it (see Params).
var DefaultLMR = 3

// EngineOptions configure an Engine.
type EngineOptions struct {
	// Kind is the engine: AlphaBeta (the default) or MCTS.
	Kind Kind
	// TTEntries is the alpha-beta transposition table's size; 0 means
	// DefaultTTEntries.
	TTEntries int
	// MaxDepth bounds the alpha-beta iterations; 0 means no bound.
	MaxDepth int
	// MaxNodes bounds one alpha-beta search's nodes (or MCTS's playouts);
	// 0 means no bound.
	MaxNodes int64
	// Seed seeds MCTS's rollouts.
	Seed uint64
	// ExactRace takes the race as the exact value of a position where the
	// sides are Separated (in the search, and at the root by playing
	// RaceMove at once) instead of searching on, as v0.1.0 did.
	ExactRace bool
	// NoLookahead evaluates by the race alone, as v0.1.0 did, without the
	// side to move's LookaheadGain.
	NoLookahead bool
	// NoLMR searches every move at full depth, as v0.1.0 did, without
	// late-move reductions.
	NoLMR bool
}

// Thought is what one search found.
type Thought struct {
	Move  Move
	Value int32 // from the side to move, in Units (AlphaBeta); 1000*mean reward (MCTS)
	Depth int   // nominal depth of the last completed iteration (AlphaBeta)
	Nodes int64 // nodes (AlphaBeta) or playouts (MCTS)
	// PV is the principal variation, Move first (AlphaBeta); it belongs
	// to the engine and is valid until its next Think.
	PV []Move
	// Forced says there was only one legal move: no search was run.
	Forced bool
	// Race says the sides were Separated: the move is RaceMove, no search
	// was run, Value is the race's.
	Race bool
}

// Engine plays one game: it keeps the position and thinks with the chosen
// engine of package search.
type Engine struct {
	game SearchPosition
	kind Kind
	ab   *search.AlphaBeta[Move, *SearchPosition]
	tt   *search.TT[Move]
	mcts *search.MCTS[mctsGame, Move, *mctsGame]
	buf  []Move
}

// ErrKind is the error for an engine kind that does not exist.
var ErrKind = errors.New("unknown engine (want ab or mcts)")

// NewEngine starts a game on board b.
func NewEngine(b *Board, opts EngineOptions) (*Engine, error) {
	e := &Engine{game: *NewSearchPosition(b), kind: opts.Kind, buf: make([]Move, 0, MaxMoves)}
	e.game.SetExactRace((opts.ExactRace || ExactRaceOn != 0) && opts.Kind != MCTS)
	e.game.SetLookahead(!opts.NoLookahead && opts.Kind != MCTS)
	switch opts.Kind {
	case AlphaBeta, "":
		e.kind = AlphaBeta
		n := opts.TTEntries
		if n == 0 {
			n = DefaultTTEntries()
		}
		tt, err := search.NewTT[Move](n)
		if err != nil {
			return nil, err
		}
		lmr := DefaultLMR
		if opts.NoLMR {
			lmr = 0
		}
		ab, err := search.NewAlphaBeta[Move](&e.game, tt, search.AlphaBetaOptions{
			LMR:        lmr,
			MaxDepth:   opts.MaxDepth,
			MaxNodes:   opts.MaxNodes,
			Aspiration: DefaultAspiration,
		})
		if err != nil {
			return nil, err
		}
		e.ab, e.tt = ab, tt
	case MCTS:
		m, err := search.NewMCTS[mctsGame, Move, *mctsGame](search.MCTSOptions{
			Iterations:   int(opts.MaxNodes),
			MaxNodes:     DefaultMCTSNodes,
			RolloutLimit: DefaultRolloutLimit,
			Seed:         opts.Seed,
		})
		if err != nil {
			return nil, err
		}
		e.mcts = m
	default:
		return nil, fmt.Errorf("%w: %q", ErrKind, opts.Kind)
	}
	return e, nil
}

// Position is the game's current position (do not change it).
func (e *Engine) Position() *Position { return &e.game.Position }

// SearchPosition is the game's current position with its Race tables (do
// not change it).
func (e *Engine) SearchPosition() *SearchPosition { return &e.game }

// Play applies m, a move by the side to move (the engine's or the
// opponent's), if it is legal.
func (e *Engine) Play(m Move) error {
	if err := e.game.Check(m); err != nil {
		return err
	}
	e.game.Make(m)
	if e.mcts != nil {
		e.mcts.Advance(m)
	}
	return nil
}

// Think searches the position until d stops it (nil: until a limit of the
// options) and returns the move to play, always a legal one. A position
// with a single legal move is answered at once.
func (e *Engine) Think(d search.Deadline) (Thought, error) {
	if e.game.Over() {
		return Thought{}, fmt.Errorf("%w: the game is over", ErrIllegal)
	}
	moves := e.game.Moves(e.buf[:0])
	if len(moves) == 1 {
		return Thought{Move: moves[0], Forced: true}, nil
	}
	if e.game.exactRace && e.game.Separated() {
		return Thought{Move: e.game.RaceMove(moves), Value: e.game.RaceValue(), Race: true}, nil
	}
	if e.ab != nil {
		r, err := e.ab.Search(d)
		if err != nil {
			return Thought{}, err
		}
		return Thought{Move: r.Move, Value: r.Value, Depth: r.Depth, Nodes: r.Nodes, PV: r.PV}, nil
	}
	e.game.SetBaseline()
	root := mctsGame{e.game}
	r, err := e.mcts.Search(&root, d)
	if err != nil {
		return Thought{}, err
	}
	return Thought{Move: r.Move, Value: int32(1000 * r.Value), Nodes: r.Iterations}, nil
}

// PVString writes a principal variation as moves separated by spaces.
func PVString(pv []Move) string {
	var sb strings.Builder
	for i, m := range pv {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(m.String())
	}
	return sb.String()
}

// mctsGame is the SearchPosition as MCTS sees it. Decision: MCTS proves nothing in
// More. Its solver knows only won, drawn and lost, but a More game is scored
// by its margin, and a side behind by a point would find every move "proven
// lost" and play at random. So a game that is over is not terminal here:
// its only move is Nil, which changes nothing, and rollouts are scored by
// the margin (Reward) when they stop.
type mctsGame struct {
	SearchPosition
}

// Moves is Nil alone once the game is over.
func (g *mctsGame) Moves(buf []Move) []Move {
	if g.Over() {
		return append(buf[:0], Nil)
	}
	return g.SearchPosition.Moves(buf)
}

// Terminal is never over (see mctsGame).
func (g *mctsGame) Terminal() (bool, int32) { return false, 0 }
