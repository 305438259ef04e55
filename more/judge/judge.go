package judge

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"botcup/game"
	"botcup/more"
)

// Name is the game's name on the command line.
const Name = "more"

// The judge's options, as `-opt name=value` on the command line.
const (
	// OptBoard is "random" (the default: a board per seed, see WallOdds),
	// "example" (the text's board, for repeatable tests) or a wall line.
	OptBoard = "board"
	// OptWalls is the random boards' odds as "single,double" percentages.
	OptWalls = "walls"
	// OptCutOff is the number of moves after which the game is cut off.
	OptCutOff = "cutoff"
	// OptCutOffTotal ("true" or "false") counts both sides' moves together
	// for the cut-off instead of each side's.
	OptCutOffTotal = "cutoff-total"
	// OptReplacement is the jury's replacement player: "greedy" (the
	// default) or "random".
	OptReplacement = "replacement"
)

// Board choices besides a wall line.
const (
	RandomBoards = "random"
	ExampleBoard = "example"
)

// Options are the judge's settings.
type Options struct {
	// Board is the fixed board of every game, or nil for a random board
	// per seed.
	Board *more.Board
	// Walls are the random boards' odds.
	Walls WallOdds
	// CutOff ends games that run too long.
	CutOff more.CutOff
	// Replacement moves for a faulted player. Decision: the contest text
	// only says that a replacement player moves in its place; ours plays
	// like the reference player greedy, with the game's seed.
	Replacement Chooser
	// ReplacementName names Replacement.
	ReplacementName string
}

// DefaultOptions are the contest's rules with our decisions: random boards
// with DefaultWallOdds, more.DefaultCutOff, the greedy replacement.
func DefaultOptions() Options {
	return Options{Walls: DefaultWallOdds, CutOff: more.DefaultCutOff, Replacement: GreedyMove, ReplacementName: "greedy"}
}

// Judge is the referee of More (game.Judge).
type Judge struct {
	opts Options
	// fixedRace is the Race of the fixed board, built once on first use
	// and shared by its games (a Race never changes).
	fixedRace func() *more.Race
}

// ErrOption is wrapped by every error about a judge option.
var ErrOption = errors.New("more judge option")

// New makes a judge with the given options.
func New(opts Options) (*Judge, error) {
	if err := opts.Walls.Check(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrOption, err)
	}
	if opts.CutOff.Moves < 1 {
		return nil, fmt.Errorf("%w: the cut-off must allow at least 1 move, not %d", ErrOption, opts.CutOff.Moves)
	}
	if opts.Replacement == nil {
		return nil, fmt.Errorf("%w: no replacement player", ErrOption)
	}
	j := &Judge{opts: opts}
	if opts.Board != nil {
		j.fixedRace = sync.OnceValue(func() *more.Race { return more.NewRace(opts.Board) })
	}
	return j, nil
}

// Parse makes a judge from name=value options (see the Opt constants);
// nil or empty means DefaultOptions.
func Parse(opts map[string]string) (*Judge, error) {
	o := DefaultOptions()
	names := make([]string, 0, len(opts))
	for k := range opts {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		v := opts[k]
		switch k {
		case OptBoard:
			switch v {
			case RandomBoards:
				o.Board = nil
			case ExampleBoard:
				o.Board, _ = more.ParseBoard(more.ExampleBoard)
			default:
				b, err := more.ParseBoard(v)
				if err != nil {
					return nil, fmt.Errorf("%w %s: want random, example or a wall line: %w", ErrOption, k, err)
				}
				o.Board = b
			}
		case OptWalls:
			s, d, ok := strings.Cut(v, ",")
			single, err1 := strconv.Atoi(s)
			double, err2 := strconv.Atoi(d)
			if !ok || err1 != nil || err2 != nil {
				return nil, fmt.Errorf("%w %s=%q: want single,double percentages like 20,5", ErrOption, k, v)
			}
			o.Walls = WallOdds{Single: single, Double: double}
		case OptCutOff:
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, fmt.Errorf("%w %s=%q: want a number of moves", ErrOption, k, v)
			}
			o.CutOff.Moves = n
		case OptCutOffTotal:
			t, err := strconv.ParseBool(v)
			if err != nil {
				return nil, fmt.Errorf("%w %s=%q: want true or false", ErrOption, k, v)
			}
			o.CutOff.Total = t
		case OptReplacement:
			switch v {
			case "greedy":
				o.Replacement = GreedyMove
			case "random":
				o.Replacement = RandomMove
			default:
				return nil, fmt.Errorf("%w %s=%q: want greedy or random", ErrOption, k, v)
			}
			o.ReplacementName = v
		default:
			return nil, fmt.Errorf("%w: unknown option %q (known: %s, %s, %s, %s, %s)", ErrOption, k, OptBoard, OptWalls, OptCutOff, OptCutOffTotal, OptReplacement)
		}
	}
	return New(o)
}

// Name is "more".
func (j *Judge) Name() string { return Name }

// Budget is the contest's 30 seconds per player per game.
func (j *Judge) Budget() time.Duration { return more.TimeLimit }

// Options are the judge's settings.
func (j *Judge) Options() Options { return j.opts }

// NewGame starts a game: the fixed board, or a random board drawn from seed.
func (j *Judge) NewGame(seed uint64) game.Game {
	g := newGame(j.opts, seed)
	g.fixedRace = j.fixedRace
	return g
}
