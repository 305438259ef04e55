// Package scaffold makes a new game's folder, what `botcup new NAME`
// writes: a skeleton that compiles, registers and passes the conformance
// kit from the start (a stub game, a pile of stones, marked TODO where the
// contest's rules go), and the game's line in cmd/botcup's registry
// (games.go). The skeleton's files are templates in skeleton/, the word
// gamename in them (Gamename capitalised) standing for the game's name.
package scaffold
