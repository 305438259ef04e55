// Package judge is SameGame's referee for the arena's solve mode
// (game.PuzzleJudge): it hands out boards, replays a solution line on a
// board and scores it under the contest's or the classic scoring, and draws
// positions for `botcup replay`.
//
// It offers Judge and New (options boards, seed, n), the scoring of a line
// (Score, Render), the default boards (the 20 standard boards of the
// research literature, embedded, or a generated contest-like set), the
// reference players Random and Greedy, and Registration, the game's entry
// for the CLI, with its perft.
package judge
