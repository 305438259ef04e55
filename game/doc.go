// Package game is the contract between a game and the rest of botcup: what
// a game implements in its own folder and registers, and nothing of how
// the arena plays it. A game's judge package (<game>/judge) imports it, and
// not the arena; the arena, the CLI, the queue and the replay pages play
// and draw any game through it.
//
// It holds:
//
//   - Judge, Game, Lister, LineLimiter, DefaultMaxLine, ErrMalformed: the
//     referee of a two-player game, as the arena drives it; PuzzleJudge:
//     the referee of a single-player game played in solve mode;
//   - Registration, with Option (BudgetOption), Player, Perft (PerftOf)
//     and OpeningLine: everything a game gives the CLI, listed once in
//     cmd/botcup's games.go;
//   - PlayInProcess: a game between two Players in goroutines behind pipes,
//     as the conformance kit and a game's tests play reference players.
//
// Its subpackage turn makes the judge, the reference players and the
// opening lines of a game played in alternating turns, one token a move,
// whose bot is a search/duel loop; it is the contract's only package that
// imports the bot framework.
package game
