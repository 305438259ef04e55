package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"botcup/arena"
)

// endPlayersOnSignal makes an interrupt (Ctrl-C) or a SIGTERM end every
// player botcup runs before botcup exits: players run in process groups
// and cgroups of their own, which the terminal's signal does not reach.
// Games cut short are not recorded; a record file resumes from the last
// finished game. The exit status is 128 plus the signal's number.
func endPlayersOnSignal() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		s := <-sig
		arena.EndAll()
		fmt.Fprintf(os.Stderr, "botcup: %v: every player ended\n", s)
		os.Exit(128 + int(s.(syscall.Signal)))
	}()
}
