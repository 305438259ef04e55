package queue

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A job of another run counts as killed if a sweep of an ended run's
// players ran at any time while it was played: one that began and ended
// while the sweep ran (its game played out by the jury at once), one that
// began during the sweep and ended after it, and one that began before
// it; one that began after the sweep is not. The test holds the sweep
// open until it has looked (no wall clock), and it kills nothing.
func TestJobsDuringASweepAreKilled(t *testing.T) {
	release := make(chan struct{})
	var once sync.Once
	w := &Worker{over: map[string]bool{}, busy: map[string]int{"old": 1}, played: map[string]bool{},
		sweep: func() { once.Do(func() { <-release }) }}
	snapshot := func() int {
		w.mu.Lock()
		defer w.mu.Unlock()
		return w.kills
	}
	before := snapshot()
	done := make(chan struct{})
	go func() {
		w.runOver("old")
		close(done)
	}()
	require.Eventually(t, func() bool {
		w.mu.Lock()
		defer w.mu.Unlock()
		return w.killing > 0
	}, 10*time.Second, time.Millisecond, "the sweep starts")
	during := snapshot()
	_, _, killed := w.after("new", during)
	assert.True(t, killed, "begun and ended during the sweep")
	close(release)
	<-done
	_, _, killed = w.after("new", during)
	assert.True(t, killed, "begun during the sweep, ended after it")
	_, _, killed = w.after("new", before)
	assert.True(t, killed, "begun before the sweep")
	leaving, over, killed := w.after("new", snapshot())
	assert.False(t, killed, "begun after the sweep")
	assert.False(t, leaving)
	assert.False(t, over)
	_, over, _ = w.after("old", snapshot())
	assert.True(t, over, "the ended run")
}
