// Package search is botcup's game-search engine. It knows no game: a game
// plugs in through the small interfaces in game.go, on a concrete struct with
// pointer receivers, and the engines are generic over it.
//
// What it offers (each file holds one of these):
//   - game.go: the interfaces a game implements (Game for two-player zero-sum
//     games with perfect information, Puzzle for single-player puzzles) and
//     the score bounds shared by the engines.
//   - clock.go: Clock (real or fake time) and Deadline, what a running search
//     asks about time.
//
// The toy games in internal/toy (tic-tac-toe, Nim, ...) have known exact
// values and are what every engine is tested on before a contest game uses it.
package search
