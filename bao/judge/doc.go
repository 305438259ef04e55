// Package judge is Bao's referee for the arena (arena.Judge): the contest
// protocol ("Start", one letter A..L a move, "Quit"), the rules of package
// bao, the contest scores, and the jury's random legal moves for a player
// that faulted.
//
// What it offers (each file holds one of these):
//   - judge.go: Judge and New (option budget): arena's TurnJudge on
//     the game's rules, with its Render.
//   - players.go: the reference players Random and Greedy.
//   - registration.go: Registration, the game's entry in the CLI (judge,
//     players, perft).
package judge
