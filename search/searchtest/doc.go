// Package searchtest holds the checks every game played by search's Duel
// and RunDuel must pass (Bao, Invers), so that each game's tests call them
// with the game's own words instead of copying them. It is test support:
// it imports testify, and no bot imports it.
//
// What it offers (each file holds one of these):
//   - game.go: Game, a duel game described by its start position, move
//     parser, protocol tokens, Run and NewEngine.
//   - checks.go: the checks: EnginesPlayWholeGames, RunPlaysWholeGames and
//     RandomOpeningVaries.
//   - command.go: MainOrTests, RunCommand and BadFlagsAreRefused, a bot
//     command's own tests run as the command (its flags refused with exit
//     status 2 and the exact message);
//   - bench.go: BenchIsRepeatable, and the benchmarks BenchmarkAlphaBeta
//     and BenchmarkPerft.
package searchtest
