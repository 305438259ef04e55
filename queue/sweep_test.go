package queue

import (
	"context"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A job acked while the coordinator did not hear of it (the server's word
// lost, as during a reconnect) is found by the sweep: gone from the jobs
// stream, it is checked for its result as an ack heard is, and queued
// again when none came; a job still in the stream is left waiting.
func TestSweepFindsAJobAckedUnheard(t *testing.T) {
	f := newFixture(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	nc, js, err := Connect(f.srv.URL, "coordinator", Auth{Token: f.srv.Token})
	require.NoError(t, err)
	defer nc.Close()
	require.NoError(t, setUp(ctx, js, time.Minute))
	c := newCoordinator(Run{AckWait: 20 * time.Millisecond})
	c.nc, c.js, c.id = nc, js, "sweep"
	var seqs []uint64
	for range 2 {
		ack, err := js.Publish(ctx, jobsSubject+c.id, []byte("a job"))
		require.NoError(t, err)
		seqs = append(seqs, ack.Sequence)
	}
	c.published(seqs[0], []int{4, 5})
	c.published(seqs[1], []int{6, 7})
	woken := make(chan struct{}, 1)
	c.waiting[4] = append(c.waiting[4], woken)

	// A worker takes the first job and acks it without a result; no one
	// hears the server's word of it.
	cons, err := js.Consumer(ctx, JobsStream, WorkersConsumer)
	require.NoError(t, err)
	batch, err := cons.Fetch(1)
	require.NoError(t, err)
	n := 0
	for m := range batch.Messages() {
		meta, err := m.Metadata()
		require.NoError(t, err)
		assert.Equal(t, seqs[0], meta.Sequence.Stream)
		require.NoError(t, m.DoubleAck(ctx))
		n++
	}
	require.Equal(t, 1, n, "the worker took a job")

	c.sweep(ctx)
	select {
	case <-woken:
	case <-time.After(30 * time.Second):
		t.Fatal("the job acked unheard was never queued again")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	assert.True(t, c.again[4])
	assert.False(t, c.again[6])
	assert.Equal(t, []uint64{seqs[1]}, slices.Collect(maps.Keys(c.queued)), "the job not taken still waits")
}
