// Package more holds the rules of More (CodeCup 2017): a race of four stones
// per side across a 6x6 board with walls, where every move and every wall
// crossed costs a point.
//
// It offers the board and its wall line (Board, Square, Color), moves and
// their notation (Move, ParseMove, ParseLine), the position with its legal
// moves, Make and Unmake, its hash and score (Position, CutOff), perft, and
// the race home: the exact least cost of every configuration of a side's
// stones (Race, LeastCostHome) and whether the sides are past each other
// (Separated). SearchPosition binds a Position to its Race for the engines
// of package search (evaluation, move ordering, rollouts, the table keys
// without the points so far); Engine runs its alpha-beta or MCTS; Run is the
// bot's protocol loop within its time budget, and Params the constants
// -param sets and botcup tune tunes.
//
// The bot is cmd/more; the referee, random boards and reference players
// for the arena are in judge.
//
// Rows a..f run from top to bottom and columns 1..6 from left to right; a1 is
// the top-left square and square number row*6 + column (both from 0). White
// starts on e5 e6 f5 f6 and goes home to a1 a2 b1 b2, where Black starts.
package more
