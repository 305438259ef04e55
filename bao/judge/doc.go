// Package judge is Bao's referee for the arena (arena.Judge): the contest
// protocol ("Start", one letter A..L a move, "Quit"), the rules of package
// bao, the contest scores, and the jury's random legal moves for a player
// that faulted.
//
// It offers the game's rules for arena.TurnJudge (tokens, parser, budget)
// with a drawing of a position, and Registration, the game's entry for the
// CLI: the judge, the reference players random and greedy
// (arena.DuelPlayers) and perft.
package judge
