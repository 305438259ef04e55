// Package invers holds the rules of Invers as played in CodeCup 2011: a 6x6
// board of yellow and red tiles, plain or inverted, each side holding one
// tile that it pushes in, inverted, from an edge (24 pushes A..X), the one
// restriction (never push off an inverted tile of the opponent), the win
// (no own plain tile left), the end after 100 moves each and the contest
// scores. It is pure and allocation-free in play; the bot and the judge
// both use it.
//
// What it offers (each file holds one of these):
//   - board.go: colours, squares and the start (StartColour, our decision
//     on the lost figure), MaxPlies and TimeLimit.
//   - push.go: Push with ParsePush and String, and moveLetters, the ONE
//     table of our decision on the move letters; a push's geometry on the
//     packed board, and pushesFree, the legal pushes as a set of 24 bits.
//   - state.go: State with New, Moves, PliesLeft, Legal, Play, Make/Unmake
//     (copy-make: a push is a rotation and a few masks of two 36-bit words)
//     and CopyFrom.
//   - score.go: Winner, Over, Scores, and our decision NoPushEndsGame.
//   - zobrist.go: Hash, the Zobrist key of a position.
//   - notation.go: ParsePosition and State.String (a one-line position text).
//   - perft.go: Perft, the move-sequence counts, counted on two words
//     copied on to each push (not through Make), the last ply in bulk.
//   - eval.go: Terminal, Eval (each side's plain tiles left, where they
//     stand, its inverted tiles, the tile in hand, tempo, the two sides'
//     legal pushes; weights fitted to self-play results) and WinValue,
//     which make State a search.Game.
//   - params.go: Params, the evaluation weights (mobility among them) and
//     the late-move reductions -param sets and botcup tune tunes;
//   - engine.go: Engine and NewEngine, duel.Duel bound to a State:
//     alpha-beta (no iteration past the 200-ply end, late moves reduced:
//     TuneAlphaBeta) or MCTS, or the greedy and random reference choices.
//   - bot.go: Run, the contest protocol loop (duel.Run) with the
//     per-game time budget, DefaultEngine and Options.
//   - bench.go: Bench, the fixed searches of `botcup bench` and the bot's
//     -bench flag (duel.BenchCases).
package invers
