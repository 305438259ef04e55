// Package judge is SameGame's referee for the arena's solve mode
// (arena.PuzzleJudge): it hands out boards, replays a solution line on a
// board and scores it under the contest's or the classic scoring, and draws
// positions for `botcup replay`.
//
// What it offers (each file holds one of these):
//   - judge.go: Judge, New (options boards, seed, n) and the scoring of a
//     line (Score, Render).
//   - boards.go: the default boards: the 20 standard boards of the research
//     literature (standard20.txt, embedded), or a generated contest-like set.
//   - players.go: the reference players Random and Greedy.
//   - registration.go: Registration, the game's entry in the CLI, and Perft.
package judge
