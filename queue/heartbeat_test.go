package queue

import (
	"os"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// beats collects the beats a coordinator hears.
type beats struct {
	mu  sync.Mutex
	all []Beat
}

func (b *beats) add(x Beat) { b.mu.Lock(); b.all = append(b.all, x); b.mu.Unlock() }

// any reports whether a beat so far satisfies ok.
func (b *beats) any(ok func(Beat) bool) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.ContainsFunc(b.all, ok)
}

// A worker says who it is, how many games it plays at once, the pair of
// this run it holds while it plays, how many games it played, and that
// it leaves; the coordinator hears it through the queue.
func TestWorkersBeatThroughTheQueue(t *testing.T) {
	f := newFixture(t)
	m := match{games: 4, delay: "20ms"}
	w := f.worker(t, "beater", 2)
	host, _ := os.Hostname()
	var heard beats
	_, _, err := coordinate(f.srv.URL, f.srv.Token, f.self, f.greedy, m, func(c *Coordinator) {
		require.Eventually(t, func() bool { return heard.any(func(b Beat) bool { return b.Played == 4 }) }, time.Minute, 10*time.Millisecond)
		require.NoError(t, w.Process.Signal(syscall.SIGINT))
		require.Eventually(t, func() bool { return heard.any(func(b Beat) bool { return b.Leaving }) }, time.Minute, 10*time.Millisecond)
	}, func(c *Coordinator) { require.NoError(t, c.Workers(heard.add)) })
	require.NoError(t, err)
	assert.True(t, heard.any(func(b Beat) bool {
		return b.Name == "beater" && b.Host == host && b.Concurrency == 2 && !b.Since.IsZero()
	}), "who it is")
	assert.True(t, heard.any(func(b Beat) bool {
		return len(b.Holding) > 0 && (slices.Equal(b.Holding[0].Games, []int{0, 1}) || slices.Equal(b.Holding[0].Games, []int{2, 3}))
	}), "a pair in hand")
	assert.False(t, heard.any(func(b Beat) bool { return b.Played > 4 }))
}
