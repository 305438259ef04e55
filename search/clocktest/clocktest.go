// Package clocktest is a clock moved by hand and a bot's output that
// moves it while a line is on its way, for the tests of a bot's time use
// (duel.Run's and the bots' own loops). It imports nothing of the module.
package clocktest

import (
	"bytes"
	"time"
)

// HandClock is a search.Clock that moves only when a test moves it.
type HandClock struct{ T time.Duration }

// Now is the time the test set.
func (c *HandClock) Now() time.Duration { return c.T }

// FrozenWriter is a bot's output that moves Clock on by Frozen during
// every write: the judge freezes a bot the moment its line arrives, maybe
// before the write returns, and runs the opponent's turn meanwhile (on a
// loaded machine the write returns only after it). A bot whose clock
// counts that time as its own fails the test.
type FrozenWriter struct {
	bytes.Buffer
	Clock  *HandClock
	Frozen time.Duration
}

// Write moves the clock on by Frozen and keeps p.
func (f *FrozenWriter) Write(p []byte) (int, error) {
	f.Clock.T += f.Frozen
	return f.Buffer.Write(p)
}
