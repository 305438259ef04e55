// Package judge is Invers' referee for the arena (game.Judge): the contest
// protocol ("Y", one letter A..X a push, "Z"), the rules of package invers,
// the contest scores, and the jury's random legal pushes for a player that
// faulted.
//
// It offers the game's rules for turn.Judge (tokens, parser, budget)
// with a drawing of a position, and Registration, the game's entry for the
// CLI: the judge, the reference players random and greedy
// (turn.Players) and perft.
package judge
