package game

import (
	"fmt"
	"time"

	"botcup/game/draw"
	"botcup/search"
)

// Registration is everything botcup knows of a game, given by the game's
// own folder (<game>/judge's Registration) and listed once in cmd/botcup's
// games.go: the judge and its options, the reference players, perft, the
// bench cases, the bot to bundle, the opening lines, the sides and the
// replay pages' drawing. Exactly one of NewJudge and NewPuzzle is set; the
// other fields are optional, and a command that needs one the game lacks
// says so.
type Registration struct {
	// Name is the game's name on the command line: its folder's.
	Name string
	// NewJudge makes the two-player judge with options (name=value pairs
	// given as `-opt name=value`; nil or empty means the rules' defaults).
	// An unknown option or bad value is an error.
	NewJudge func(opts map[string]string) (Judge, error)
	// Program is the path of the program that judges the game and plays
	// its games itself, players and all (a CAIA referee, caia:PATH); ""
	// for a judge of botcup's own. Such a game names no clock, plays no
	// opening lines, and its program travels to a queue's workers.
	Program string
	// NewPuzzle makes the single-player judge with options, likewise.
	NewPuzzle func(opts map[string]string) (PuzzleJudge, error)
	// Options describe the judge's options for `botcup help`, in the order
	// the judge names them when refusing an unknown one.
	Options []Option
	// Players are the reference players by name ("random", "greedy").
	Players map[string]Player
	// Perft is the game's perft, or nil.
	Perft Perft
	// Bench is the game's fixed searches for `botcup bench`, or nil.
	Bench func() []search.BenchCase
	// Bot is the bot's main package as `go build` names it from the
	// module's root ("./GAME/cmd/GAME"), which `botcup bundle GAME`
	// bundles; "" for none.
	Bot string
	// Repeatable are the bot's flags that make its play repeatable (a
	// fixed depth or playout count instead of the clock), with which the
	// tests compare two builds of it move by move (the bundle against the
	// normal build); nil for a bot whose bench is its only such proof.
	Repeatable []string
	// Openings are the game's opening suites (written by `botcup
	// openings`, played with -openings FILE), as paths from the module's
	// root inside the game's folder ("GAME/openings/GAME-4.txt"); `make
	// strength` plays the first. nil: none.
	Openings []string
	// NewLine starts a random line from the game's start for `botcup
	// openings` (the judge options of its position drawn from rng), or nil
	// for a game whose bot follows no lines.
	NewLine func(rng *search.Rng) OpeningLine
	// Sides are the names (colours) of the first and the second player
	// of a two-player game, as its boards draw them ("White", "Black");
	// empty: "first" and "second".
	Sides [2]string
	// Follow makes the replay pages' drawing of a two-player game: it
	// follows g, a new game of the judge (its Setup the record's), as the
	// record's moves are played.
	Follow func(g Game) (draw.Follower, error)
	// DrawSolve draws a puzzle's solution (one output line; "" for none)
	// on board for the replay pages: the scene, the score names and a
	// frame per move after the start's, and as Title the board's size;
	// the page's titles and result are the record's.
	DrawSolve func(board, solution string) (draw.Drawing, error)
	// Style is the replay pages' style sheet for the drawing, its rules
	// scoped by the class Name.
	Style string
}

// Option is one judge option as `botcup help` lists it: its name, the
// values it takes ("N", "random|example|WALLS") and what it means with its
// default.
type Option struct {
	Name, Value, About string
}

// BudgetOption is the option budget=DURATION of a judge whose rules give
// each player rules in all (turn.Judge's).
func BudgetOption(rules time.Duration) Option {
	return Option{Name: "budget", Value: "DURATION",
		About: fmt.Sprintf("the judge's clock per player per game, as -limit sets it (default %v, the rules'); not a bot's -budget", rules)}
}

// SideNames are the names of the first and the second player: Sides, or
// "first" and "second" for a game without colours.
func (r Registration) SideNames() [2]string {
	if r.Sides == [2]string{} {
		return [2]string{"first", "second"}
	}
	return r.Sides
}
