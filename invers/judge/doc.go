// Package judge is Invers' referee for the arena (arena.Judge): the contest
// protocol ("Y", one letter A..X a push, "Z"), the rules of package invers,
// the contest scores, and the jury's random legal pushes for a player that
// faulted.
//
// What it offers (each file holds one of these):
//   - judge.go: the game's rules for arena.TurnJudge (tokens, parser,
//     budget) and its Render.
//   - registration.go: Registration, the game's entry in the CLI: the
//     judge, the reference players random and greedy
//     (arena.DuelPlayers), perft.
package judge
