package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"botcup/arena/proc"
)

// interruptible is the context of a run (match, tournament, solve, tune):
// SIGINT (Ctrl-C), SIGTERM or SIGHUP (the terminal closed) cancels it, so
// that the run starts nothing more and its players are killed (each runs
// under the context, see proc.Start); the command then prints the table of
// what finished and exits with 130. A second signal ends every player
// (proc.EndAll) and exits at once with 130 (a record line cut by it is
// skipped when the file is resumed). release ends the catching.
//
// Players run in process groups and cgroups of their own, which the
// terminal's signal does not reach: a command that starts players takes
// this context. Other commands start none and die of the signal as usual.
func (c *cli) interruptible() (ctx context.Context, release func()) {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		select {
		case <-sigs:
			cancel()
		case <-done:
			return
		}
		select {
		case <-sigs:
			proc.EndAll()
			os.Exit(exitInterrupted)
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		close(done)
		<-ended
		cancel()
	}
}
