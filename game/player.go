package game

import "io"

// Player is a reference player ("random", "greedy") of a game, run by
// `botcup player GAME NAME` as a process speaking the contest protocol on in
// and out exactly as a contest bot would, until the game ends or in closes.
type Player func(in io.Reader, out io.Writer, seed uint64) error
