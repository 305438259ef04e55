package main

import (
	"botcup/arena/proc"
	"fmt"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// killEvery is how often an interrupted run kills players again, until it
// has returned: a game in progress may start one after the first sweep.
const killEvery = 20 * time.Millisecond

// onInterrupt catches SIGINT, SIGTERM and SIGHUP (the terminal closed)
// while a match, tournament or solve round runs. On the first signal it
// closes stop, so that the run starts nothing more and drops what the
// signal cut short, and kills every player process (proc.KillPlayers),
// again every killEvery until release; the command then prints the table
// of what finished and exits with 130. A second signal kills the players
// and exits at once with 130 (a record line cut by it is skipped when the
// file is resumed). release ends the catching.
func (c *cli) onInterrupt() (stop <-chan struct{}, release func()) {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	interruptHandled.Add(1)
	stopc := make(chan struct{})
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		select {
		case <-sigs:
		case <-done:
			return
		}
		close(stopc)
		tick := time.NewTicker(killEvery)
		defer tick.Stop()
		for {
			proc.KillPlayers()
			select {
			case <-done:
				proc.KillPlayers()
				return
			case <-sigs:
				proc.KillPlayers()
				os.Exit(exitInterrupted)
			case <-tick.C:
			}
		}
	}()
	return stopc, func() {
		signal.Stop(sigs)
		interruptHandled.Add(-1)
		close(done)
		wg.Wait()
	}
}

// interruptHandled counts the runs whose onInterrupt answers a signal
// (with the table of what finished); endPlayersOnSignal leaves those alone.
var interruptHandled atomic.Int32

// endPlayersOnSignal makes an interrupt (Ctrl-C), a SIGTERM or a SIGHUP
// (the terminal closed) end every player botcup runs before botcup exits:
// players run in process groups and cgroups of their own, which the
// terminal's signal does not reach.
// Games cut short are not recorded; a record file resumes from the last
// finished game. The exit status is 128 plus the signal's number.
func endPlayersOnSignal() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		s := <-sig
		for interruptHandled.Load() > 0 { // onInterrupt answers it
			s = <-sig
		}
		proc.EndAll()
		fmt.Fprintf(os.Stderr, "botcup: %v: every player ended\n", s)
		os.Exit(128 + int(s.(syscall.Signal)))
	}()
}
