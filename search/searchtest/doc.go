// Package searchtest holds the checks every game played by package duel
// (search/duel: Duel and Run) must pass, so that each game's
// tests call them with the game's own words instead of copying them: whole
// games by every engine, the protocol loop, a random opening that varies,
// repeatable benches and the benchmarks of a game's hot paths (make and
// unmake, move generation, hashing, alpha-beta, perft); and the tests of a
// bot's command line, run as the command itself (its -h, its bad flags
// refused with exit status 2 and the exact message). It is test support:
// it imports testify, and no bot imports it.
package searchtest
