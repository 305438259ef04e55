package blackhole

import (
	"bytes"
	"io"
	"time"

	"botcup/search"
)

// turnClock is the bot's clock: a clock that stands still from the moment
// the bot has written a line until input arrives again, so that it counts
// only the bot's own turns. The contest (and the arena) freezes a program
// the moment its move arrives; duel.Run ends a move's clock only
// after its write returns, so a real clock read then would count the
// frozen time, the opponent's whole turn, as the bot's (against a slow
// opponent, seconds a game).
type turnClock struct {
	real    search.Clock
	stopped time.Duration // the real time the clock has stood still so far, from real's zero
	since   time.Duration // when the current stop began, while waiting
	waiting bool
}

// newTurnClock wraps real; it starts at zero and stands still until the
// first input.
func newTurnClock(real search.Clock) *turnClock {
	now := real.Now()
	return &turnClock{real: real, stopped: now, since: now, waiting: true}
}

// Now is the time on the bot's turns.
func (c *turnClock) Now() time.Duration {
	if c.waiting {
		return c.since - c.stopped
	}
	return c.real.Now() - c.stopped
}

// waitFrom stops the clock as of at (a line has been written).
func (c *turnClock) waitFrom(at time.Duration) {
	if !c.waiting {
		c.since, c.waiting = at, true
	}
}

// resume starts the clock again (input has arrived).
func (c *turnClock) resume() {
	if c.waiting {
		c.stopped += c.real.Now() - c.since
		c.waiting = false
	}
}

// clockedReader resumes the clock whenever a read returns input.
type clockedReader struct {
	r io.Reader
	c *turnClock
}

func (r clockedReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if n > 0 {
		r.c.resume()
	}
	return n, err
}

// clockedWriter stops the clock once a write that ends a line is done,
// as of the moment before the write: the judge may freeze the bot the
// moment its line arrives, before the write even returns, and a clock
// read after it would then count the frozen time.
type clockedWriter struct {
	w io.Writer
	c *turnClock
}

func (w clockedWriter) Write(p []byte) (int, error) {
	at := w.c.real.Now()
	n, err := w.w.Write(p)
	if bytes.HasSuffix(p[:n], []byte{'\n'}) {
		w.c.waitFrom(at)
	}
	return n, err
}
