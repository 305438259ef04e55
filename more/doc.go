// Package more holds the rules of More (CodeCup 2017): a race of four stones
// per side across a 6x6 board with walls, where every move and every wall
// crossed costs a point.
//
// What it offers (each file holds one concern):
//   - square.go: Square (a1..f6), Color (White moves first, then Black) and
//     the start squares of each side.
//   - board.go: Board, the walls of one game, parsed from and printed as the
//     contest's 60-character wall line, with the bitboard masks the move
//     generator needs; ExampleBoard is the board of the contest text.
//   - move.go: Move (from<<6 | to, or Nil for a turn without a move), parsed
//     from and printed as `f6f4` / `Nil`; ParseLine, an opening line of them.
//   - position.go: Position, the state of a game on 64-bit bitboards
//     (a uint64 per side), with Make and Unmake.
//   - zobrist.go: the Zobrist keys behind Position.Hash.
//   - ttkey.go: SearchPosition.TTKey and TTOffset, the transposition table's key
//     without the points so far and the value they add, so that positions
//     reached at different costs share their entries; HashesAfter, the
//     children's keys, read ahead by the search.
//   - movegen.go: Moves, the legal moves (steps, steps through single and
//     double walls, jumps; Nil for a finished or stuck side) and Count, their
//     number computed in bulk.
//   - legal.go: Position.Check, the legality of a move with a clear error.
//   - score.go: points, the contest score, the 80-move cut-off (CutOff) and
//     the final result of a game.
//   - completion.go: LeastCostHome, the exact least cost (moves + penalty
//     points) for a side's stones to reach home with the opponent removed,
//     used at the cut-off.
//   - perft.go: Perft, the number of move sequences of a given length.
//   - race.go: Race, LeastCostHome of every configuration of each side,
//     and the squares its cheapest moves end on (Cheapest), computed once
//     per board and read in nanoseconds.
//   - eval.go: the evaluation, the race of both sides in Units, and the
//     side to move's best next gain on it (LookaheadGain: who must give
//     way).
//   - separation.go: Separated, the sides past each other for good, where
//     the race is the rest of the game (ExactRace).
//   - engine.go: SearchPosition, a Position with its Race as the engines of package
//     search play it (terminal values, move ordering, rollouts, rewards).
//   - think.go: Engine, a game's position and its alpha-beta (with late-move
//     reductions, DefaultLMR) or MCTS
//     search (EngineOptions, Thought).
//   - params.go: Params, the constants -param sets and botcup tune tunes
//     (TimeShare, IterationStart, UnstableStart, OpponentLookahead,
//     DefaultLMR, TTBits, ExactRaceOn).
//   - bot.go: Run, the bot's protocol loop within its time budget, which
//     can give a move more time while its best move keeps changing
//     (UnstableStart, off by default); Options, DefaultBudget, Reserve; Options.Line, an
//     opening line to follow; and ReadLine.
//
// The bot is cmd/more; the referee, random boards and reference players
// for the arena are in judge.
//
// Rows a..f run from top to bottom and columns 1..6 from left to right; a1 is
// the top-left square and square number row*6 + column (both from 0). White
// starts on e5 e6 f5 f6 and goes home to a1 a2 b1 b2, where Black starts.
package more
