// Package judge is the referee of More for botcup's arena: the contest's
// protocol, rules and scoring, the jury's replacement player, random boards
// like the contest's, and the reference players.
//
// What it offers (each file holds one concern):
//   - judge.go: Judge (arena.Judge) and its options: the board (random,
//     the text's example, or a given wall line), the cut-off, the
//     replacement player, the wall odds.
//   - game.go: one game as the arena drives it (arena.Game): the lines each
//     side is sent ("Start", the opponent's move, "Nil", "Quit"), the moves
//     it may answer, the contest scores, the replacement's moves.
//   - walls.go: RandomBoard, the contest's random boards (WallOdds).
//   - render.go: a drawing of a position for `botcup replay`.
//   - players.go: the reference players random and greedy (arena.Player),
//     and the choice of move they and the replacement player make.
//   - registration.go: Registration, the game's entry for the botcup CLI,
//     with its perft.
//   - openingline.go: NewLine and LineOn, the random lines of `botcup
//     openings`, valued by the bot's alpha-beta.
package judge
