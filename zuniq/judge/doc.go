// Package judge is Zuniq's referee for the arena (game.Judge): the
// contest protocol, the rules of package zuniq, the contest scores and
// the jury's random legal moves for a player that faulted; and
// Registration, the game's entry in botcup's registry.
package judge
