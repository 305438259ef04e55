package queue

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// sweepLimit is the most queued jobs one sweep looks up one by one.
const sweepLimit = 256

// sweepEvery sweeps every period until ctx is done (the run ends: Finish,
// Close), each sweep within a period.
func (c *Coordinator) sweepEvery(ctx context.Context, period time.Duration) {
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		sctx, cancel := context.WithTimeout(ctx, period)
		c.sweep(sctx)
		cancel()
	}
}

// sweep finds the jobs acked without the coordinator hearing of it: the
// server's word of an ack is a plain message, lost if it comes while the
// coordinator is cut off from the server (a reconnect). The jobs stream
// keeps a job until it is acked, so a queued job no longer in it was
// acked (or is past the stream's MaxAge): it is checked for its result as
// an ack heard is. Jobs below the stream's first sequence are gone
// without asking; of the others, the sweepLimit oldest are looked up. A
// sweep that cannot reach the server changes nothing.
func (c *Coordinator) sweep(ctx context.Context) {
	c.mu.Lock()
	seqs := make([]uint64, 0, len(c.queued))
	for seq := range c.queued {
		seqs = append(seqs, seq)
	}
	c.mu.Unlock()
	if len(seqs) == 0 {
		return
	}
	slices.Sort(seqs)
	stream, err := c.js.Stream(ctx, JobsStream)
	if err != nil {
		return
	}
	info, err := stream.Info(ctx)
	if err != nil {
		return
	}
	var gone []uint64
	looked := 0
	for _, seq := range seqs {
		if seq < info.State.FirstSeq || info.State.Msgs == 0 {
			gone = append(gone, seq)
			continue
		}
		if looked == sweepLimit {
			break
		}
		looked++
		_, err := stream.GetMsg(ctx, seq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			gone = append(gone, seq)
		} else if err != nil {
			break
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, seq := range gone {
		if keys, ok := c.queued[seq]; ok {
			delete(c.queued, seq)
			c.checkLater(keys)
		}
	}
}
