// Package judge is Black Hole's referee for the arena (arena.Judge): the
// contest protocol (the five brown fields, "Start", one "<field>=<value>"
// a move, "Quit"), the rules of package blackhole, the contest scores, and
// the jury's random legal moves for a player that faulted. Registration is
// the game's entry in the CLI: the judge, the reference players random and
// greedy, perft.
package judge
