// Package judge is the referee of Amazes for the arena: the rules of
// package amazes, the contest protocol and scoring, and the jury's fallback.
//
// It offers Judge (game.Judge: 5 s a game, new games from a seed, lines of
// at most 256 steps) with its options; AmazesGame (game.Game): the view
// each turn, discovery per side with every inference rule, points, the
// catch, sudden death, the score clamp and the jury's T after a fault; the
// reference players random, greedy, hunter (explores, then plays for sudden
// death), tracker (hunts on the cells the opponent can stand on) and
// guesser (walks to a random cell at the distance told: the floor under any
// defence); and Registration, the game's entry for the CLI. Its tests play
// the players in process with game.PlayInProcess.
package judge
