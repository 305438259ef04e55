// Package toytest holds the toy games of the tests around the contract
// (arena, queue, watch, cmd/botcup): Sum, a two-player game of saying 1,
// 2 or 3, with its replay drawing (Follow, Style), and Pick, a puzzle of
// picking numbers, with Registrations, both as a game registers them, and
// SayPlayer, a reference player. It imports only the contract (and
// game/draw, which imports nothing), so the arena's own tests use it
// too; no bot imports it.
package toytest
