package game

import (
	"errors"
	"time"
)

// Judge is the referee of one two-player game. Each game implements it in
// <game>/judge; the arena runs the lines it produces between two processes
// and knows nothing of the game itself.
type Judge interface {
	// Name is the game's name as the CLI knows it (its folder's).
	Name() string
	// Budget is each player's total thinking time for one game, from the
	// rules (or our decision where they name none).
	Budget() time.Duration
	// NewGame starts a game. The same seed gives the same game (board, maze,
	// jury moves): the arena plays each seed twice with sides swapped and
	// replays recorded games from it.
	NewGame(seed uint64) Game
}

// Game is one game in progress, driven by the arena:
//
//	for !g.Over() {
//		p, lines := g.Next()   // send lines to player p, read one line back
//		err := g.Play(p, line) // or g.Play(p, g.Fallback(p)) once p has faulted
//	}
//	then Final(0), Final(1) are sent and Scores() read.
//
// Players are 0 (the side that moves first) and 1.
type Game interface {
	// Setup is the game's starting position as text (a board, a setup
	// drawn from the seed, ...), recorded with the game.
	Setup() string
	// Next says who is on turn and the lines that player is sent now,
	// before it answers: "Start", the opponent's last move, what the
	// player sees of the position, and on its first turn whatever the game
	// sends first (a setup line). Called once per move, while !Over().
	Next() (player int, lines []string)
	// Play applies the line player answered (without its newline). A non-nil
	// error means an illegal or malformed move: a fault; the game is then
	// unchanged, and the arena plays Fallback(player) instead. Wrap
	// ErrMalformed for lines that are not a move at all.
	Play(player int, line string) error
	// Fallback is the jury's move for a faulted player in the current
	// position, exactly as the rules say (a replacement player's move, a
	// random legal move from the game's seed, a fixed word).
	Fallback(player int) string
	// Over reports that the game has ended.
	Over() bool
	// Final is the lines player is sent once the game is over ("Quit", "Z"),
	// possibly none.
	Final(player int) []string
	// Scores is the contest score of each player as if nobody had faulted;
	// the arena sets a faulted player's score to 0, as every rule says.
	Scores() [2]float64
	// Render draws the current position for a terminal (`botcup replay`).
	Render() string
}

// Lister is an optional interface of a Game: the legal moves of the
// player on turn now, one line each as a player writes it (none once the
// game is over). Perft counts the same moves; the conformance kit
// (arenatest.Conformance) checks the two against each other and against
// Play.
type Lister interface {
	Legal() []string
}

// LineLimiter is an optional interface of a Judge: the longest line (in
// bytes, newline excluded) a player may print as a move. Without it the
// arena allows DefaultMaxLine. A longer line is the fault "output".
type LineLimiter interface {
	MaxLine() int
}

// DefaultMaxLine is the longest move line accepted from a player of a judge
// that does not implement LineLimiter. Decision: 4 KiB is far above any
// legal move of the games; a game whose rules bound a move implements
// LineLimiter (docs/rules.md).
const DefaultMaxLine = 4096

// ErrMalformed marks a Play error for a line that is not a move at all (as
// opposed to a well-formed but illegal move). Both are faults of kind
// "illegal"; the record keeps the error text.
var ErrMalformed = errors.New("malformed move")
