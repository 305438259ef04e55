package search

import "time"

// Clock tells the time elapsed since a fixed start. Bots use SystemClock;
// tests use a fake clock they move by hand.
type Clock interface {
	Now() time.Duration
}

// SystemClock is the monotonic wall clock, measured from its creation.
type SystemClock struct{ start time.Time }

// NewSystemClock starts a wall clock at zero now.
func NewSystemClock() *SystemClock { return &SystemClock{start: time.Now()} }

// Now is the wall-clock time since the clock was made.
func (c *SystemClock) Now() time.Duration { return time.Since(c.start) }

// Deadline is what a running search asks about time. Engines ask Stop about
// every 1024 nodes (never per node) and NewIteration before each iteration of
// iterative deepening or each anytime round.
type Deadline interface {
	// Stop reports that the hard limit is reached: the search returns its
	// best result so far at once.
	Stop() bool
	// NewIteration reports whether another iteration may start (the soft
	// limit: none starts past half of it).
	NewIteration() bool
}

// NoDeadline never stops a search: for fixed-depth or fixed-node searches,
// and for the anytime mode where the program is killed from outside.
type NoDeadline struct{}

// Stop is always false.
func (NoDeadline) Stop() bool { return false }

// NewIteration is always true.
func (NoDeadline) NewIteration() bool { return true }
