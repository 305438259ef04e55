// Package judge is Bao's referee for the arena (game.Judge): the contest
// protocol ("Start", one letter A..L a move, "Quit"), the rules of package
// bao, the contest scores, and the jury's random legal moves for a player
// that faulted.
//
// It offers the game's rules for turn.Judge (tokens, parser, budget)
// with a drawing of a position, and Registration, the game's entry for the
// CLI: the judge, the reference players random and greedy
// (turn.Players) and perft.
package judge
