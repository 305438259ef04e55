package blackhole

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeClock is a clock the test sets.
type fakeClock struct{ now time.Duration }

func (c *fakeClock) Now() time.Duration { return c.now }

func TestTurnClockCountsOnlyTheBotsTurns(t *testing.T) {
	real := &fakeClock{now: 5 * time.Second}
	c := newTurnClock(real)
	var out bytes.Buffer
	r := clockedReader{strings.NewReader("Start\n"), c}
	w := clockedWriter{&out, c}
	real.now += time.Second // start-up, before any input
	assert.Equal(t, time.Duration(0), c.Now())
	buf := make([]byte, 16)
	_, err := r.Read(buf)
	require.NoError(t, err)
	real.now += 300 * time.Millisecond // thinking
	assert.Equal(t, 300*time.Millisecond, c.Now())
	_, err = w.Write([]byte("B3=1"))
	require.NoError(t, err)
	real.now += 100 * time.Millisecond // a line half written is still the bot's turn
	assert.Equal(t, 400*time.Millisecond, c.Now())
	// The judge freezes the bot the moment the line arrives, before the
	// write returns: the frozen time is not the bot's.
	frozen := &freezingWriter{w: &out, clock: real, frozen: 3 * time.Second}
	_, err = clockedWriter{frozen, c}.Write([]byte("5\n"))
	require.NoError(t, err)
	assert.Equal(t, 400*time.Millisecond, c.Now())
	_, err = r.Read(buf)
	assert.ErrorIs(t, err, io.EOF)
	assert.Equal(t, 400*time.Millisecond, c.Now(), "no input, still waiting")
	assert.Equal(t, "B3=15\n", out.String())
}

// freezingWriter writes and then lets the clock run on by frozen, as a
// judge freezing the writer the moment the line arrives.
type freezingWriter struct {
	w      io.Writer
	clock  *fakeClock
	frozen time.Duration
}

func (f *freezingWriter) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	f.clock.now += f.frozen
	return n, err
}
