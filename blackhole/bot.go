package blackhole

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"time"

	"botcup/search"
	"botcup/search/duel"
)

// SafetyMargin is what the bot's default budget keeps back from TimeLimit
// for process start, pipes and the judge's own clock: search's
// duel.SafetyMargin (3 s) would leave only 2 s of a 5 s game.
const SafetyMargin = 600 * time.Millisecond

// DefaultBudget is the bot's thinking time for a game when Options give
// none.
const DefaultBudget = TimeLimit - SafetyMargin

// DefaultEngine is the engine a bot thinks with when Options name none.
const DefaultEngine = duel.MCTS

// MovesToGoCap bounds the bot's estimate of its own moves still to come.
const MovesToGoCap = StonesEach

// timeShare divides the moves to go alpha-beta's time manager is told
// (duel.Protocol.AlphaBetaTimeShare): the last moves are solved at
// once, so the time goes to the first (a variable for -param).
var timeShare = 2

// endPlies is the plies at the end of a game that the bot plays at once
// (duel.Protocol.EndPlies): a game is mostly settled (no two empty fields
// touch) with about this many fields empty, and a settled position's move
// is known (a variable for -param).
var endPlies = 8

// expandAfter is the visits an MCTS leaf needs before the bot's tree gets
// its children (search.MCTSOptions.ExpandAfter): a position has 30 to 60
// moves, and expanding every leaf at once would fill the node pool in a
// fraction of a move's playouts (a variable for -param).
var expandAfter = 8

// handOff makes MCTS hand a proven root to alpha-beta
// (duel.MCTSSetup.HandOff), which wins by the most and loses by the least
// where MCTS's proof knows only the sign (0: off; a variable for -param).
var handOff = 1

// exactPlies is the plies left from which MCTS lets alpha-beta try to
// solve the game first (duel.MCTSSetup.ExactPlies): MCTS's averages give
// points away in the end game that an exact search keeps (0: never; a
// variable for -param).
var exactPlies = 12

// exactSolver makes exactPlies search with the engine's exact Solver on
// the hooks of bounds.go, solvermoves.go and solvercuts.go
// (duel.MCTSSetup.ExactBySolver) instead of alpha-beta (0: alpha-beta; a
// variable for -param).
var exactSolver = 0

// exactShare is the percent of a move's soft limit the exact search of
// exactPlies may take before MCTS gets the rest of the move
// (duel.MCTSSetup.ExactShare; 0: all of it; a variable for -param).
var exactShare = 0

// solvePlies hands every new MCTS leaf with at most this many plies left
// to the engine's exact Solver on Bounds and SolverMoves
// (duel.MCTSSetup.SolvePlies), each proof bounded by solverNodes nodes
// (0: duel.DefaultSolverNodes); 0: never (variables for -param).
var solvePlies, solverNodes = 0, 0

// epsilon is the chance in percent that MCTS's selection tries a random
// child instead of the best (search.MCTSOptions.Epsilon; a variable for
// -param).
var epsilon = 10

// rave turns RAVE on (1) over the action keys of rave.go
// (search.MCTSOptions.Rave), raveBias is its bias in millionths
// (RaveBias) and raveRef GRAVE's reference visits (RaveRef; 0: plain
// RAVE); variables for -param.
var rave, raveBias, raveRef = 0, 1000, 0

// ErrProtocol is wrapped by Run's errors about what the judge sent.
var ErrProtocol = errors.New("blackhole: protocol")

// Options configure Run: search's DuelBotOptions.
type Options = duel.BotOptions

// Run plays one game over the contest protocol: it reads the five brown
// fields, one a line ("C4"), then "Start" (it is Red and moves first) or
// Red's first move (it is Blue), and answers every move of the opponent
// with its own on out ("B3=15" and a newline, flushed at once) until
// "Quit" or the end of in (duel.Run). It never prints an illegal
// move; a line from the judge that is not a field or a legal move ends the
// game with an error.
func Run(in io.Reader, out io.Writer, opts Options) error {
	r := bufio.NewReader(in)
	var brown [NumBrown]Field
	for i := range brown {
		line, err := r.ReadString('\n')
		if err != nil && (err != io.EOF || line == "") {
			if err == io.EOF {
				return nil // no game
			}
			return err
		}
		f, err := ParseField(trimLine(line))
		if err != nil {
			return fmt.Errorf("%w: brown stone %d: %w", ErrProtocol, i+1, err)
		}
		brown[i] = f
	}
	s, err := New(brown)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrProtocol, err)
	}
	engine := opts.Engine
	if engine == "" {
		engine = DefaultEngine
	}
	proto := duel.Protocol[Move]{Name: "blackhole", Start: "Start", Quit: "Quit", Parse: ParseMove, Err: ErrProtocol,
		DefaultBudget: DefaultBudget, DefaultEngine: DefaultEngine, MovesToGoCap: MovesToGoCap, AlphaBetaTimeShare: timeShare,
		EndPlies: endPlies, MCTS: MCTSSetup()}
	return duel.Run[Position, Move](r, out, NewPositionFor(s, engine), &proto, opts)
}

// NewPositionFor is s (a copy) as an engine of the given kind searches it:
// every legal move for the random player, the wide move list for MCTS
// (every value on a live field), the pruned one otherwise.
func NewPositionFor(s *State, engine string) *Position {
	return &Position{State: *s, all: engine == duel.Random, wide: engine == duel.MCTS}
}

// MCTSSetup is how the bot's MCTS searches (duel.MCTSSetup), from the
// parameters.
func MCTSSetup() duel.MCTSSetup {
	return duel.MCTSSetup{MCTSOptions: mctsOptions(), HandOff: handOff != 0, ExactPlies: exactPlies, ExactBySolver: exactSolver != 0,
		ExactShare: exactShare,
		SolvePlies: solvePlies, SolverNodes: int64(solverNodes)}
}

// mctsOptions are the bot's MCTS options from the parameters: selection
// epsilon-greedy by field, then stone (MoveGroup), or UCT with epsilon 0.
func mctsOptions() search.MCTSOptions {
	opts := search.MCTSOptions{ExpandAfter: expandAfter, Rave: rave != 0, RaveBias: float64(raveBias) / 1e6, RaveRef: raveRef}
	if epsilon > 0 {
		opts.Selection, opts.Epsilon = search.GroupedEpsilonGreedy, float64(epsilon)/100
	}
	return opts
}

// trimLine is line without its line ending and surrounding blanks.
func trimLine(line string) string {
	for len(line) > 0 && (line[len(line)-1] == '\n' || line[len(line)-1] == '\r' || line[len(line)-1] == ' ') {
		line = line[:len(line)-1]
	}
	for len(line) > 0 && line[0] == ' ' {
		line = line[1:]
	}
	return line
}
