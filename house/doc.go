// Package house holds the house rules that tests can check, where a
// newcomer looks for them: the import layers of docs/design.md (which
// package may import which: games the contract and not the arena, the
// arena no game and not the bot framework, bots only the standard library
// and this module) and the Makefile's own behaviour (make bench fails with
// its benchmarks). It has no code of its own; `go test ./house` runs them.
package house
