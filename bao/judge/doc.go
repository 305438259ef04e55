// Package judge is Bao's referee for the arena (arena.Judge): the contest
// protocol ("Start", one letter A..L a move, "Quit"), the rules of package
// bao, the contest scores, and the jury's random legal moves for a player
// that faulted.
//
// What it offers (each file holds one of these):
//   - judge.go: the game's rules for arena.TurnJudge (tokens, parser,
//     budget) and its Render.
//   - registration.go: Registration, the game's entry in the CLI: the
//     judge, the reference players random and greedy
//     (arena.DuelPlayers), perft.
package judge
