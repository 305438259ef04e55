package game

import "time"

// PuzzleJudge is the referee of a single-player game played in solve
// mode: the program is sent one board line, prints complete solutions,
// one per line, and the last complete line printed before its time runs out
// is scored.
type PuzzleJudge interface {
	// Name is the game's name as the CLI knows it (its folder's).
	Name() string
	// Budget is the default time per board.
	Budget() time.Duration
	// Boards are the default boards to solve (a copy; one line each, in the
	// contest's input format).
	Boards() []string
	// Scorings names the scorings Score knows; the first is the contest's.
	Scorings() []string
	// Score replays solution (one output line, newline excluded) on board
	// and returns its score under scoring and its number of moves. An error
	// means the line is malformed or an illegal move: the board scores 0.
	Score(board, solution, scoring string) (score int64, moves int, err error)
	// Render draws board after the first n moves of solution (`botcup
	// replay`); n beyond the solution's end draws the final position.
	Render(board, solution string, n int) (string, error)
}
