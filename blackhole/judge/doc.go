// Package judge is Black Hole's referee for the arena (game.Judge): the
// contest protocol (the five brown fields, "Start", one "<field>=<value>"
// a move, "Quit"), the rules of package blackhole, the contest scores, and
// the jury's random legal moves for a player that faulted. Registration is
// the game's entry in botcup's registry: the judge with its options, the
// reference players, perft, the bench, the bot, the opening lines (NewLine)
// and the replay drawing (blackhole/view).
package judge
