// Package bao holds the rules of Bao as played in CodeCup 2012: twelve pits
// A..L in a ring, four stones each, White owning A..F and sowing in
// increasing letter order, Black owning G..L and sowing in decreasing order,
// relay sowing on odd pits, the capture of the opposite pit (never a mother
// with two children), the end after an empty side or 100 moves, and the
// contest scores. It is pure and allocation-free in play; the bot and the
// judge both use it.
//
// What it offers (each file holds one of these):
//   - board.go: pits, sides, the layout (Opposite, Next) and our decisions
//     where the text is silent, each one named constant: the opposite pairs,
//     SowsIntoStartPit, OnRepeat, WhiteGives, TimeLimit.
//   - state.go: State with New, Moves, PliesLeft, Legal, Play, Make/Unmake
//     (copy-make, 16 bytes a move) and CopyFrom.
//   - sow.go: the move itself (play: sowing, capture, turn), the sowing on
//     the pits as two words, whole laps and the rest added at once from
//     tables, with a careful mode that detects a repeat (which,
//     endless_test.go shows, cannot happen).
//   - sown.go: Sown, the pits a move's stones fall into, in order, relays
//     included (for drawing a move).
//   - zobrist.go: Hash, the Zobrist key of a position.
//   - score.go: Over and Scores (the contest scores, summing to 48).
//   - notation.go: ParseMove and Pit.String (the protocol's letters),
//     ParsePosition and State.String (a one-line position text).
//   - perft.go: Perft, the move-sequence counts, by copy-make of the
//     16-byte position.
//   - eval.go: Terminal and Eval (captured stones, stones on each side,
//     mobility), which make State a search.Game.
//   - playout.go: PlayoutMove, MCTS's playout policy (search.PlayoutPolicy):
//     mostly the biggest capture, else a random move.
//   - reward.go: Reward, MCTS's value of a playout (search.Rewarder): the
//     result of a finished game (mixed with the score margin if asked), or
//     Eval's for a playout cut off after rolloutPlies moves, as the bot's
//     are.
//   - params.go: Params, the constants -param sets and botcup tune tunes
//     (MCTS's exploration, the capture odds, the moves to go, the reward's
//     margin).
//   - engine.go: Engine and NewEngine, duel.Duel bound to a State:
//     alpha-beta (exact once its depth reaches the 100-move end) or MCTS,
//     or the greedy and random reference choices.
//   - bot.go: Run, the contest protocol loop (duel.Run) with the
//     per-game time budget, DefaultEngine and Options.
//   - bench.go: Bench, the fixed searches of `botcup bench` and the bot's
//     -bench flag (duel.BenchCases).
package bao
