package queue

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"botcup/arena"
)

// Run describes a run for its coordinator.
type Run struct {
	Game    string            // the registered game
	Options arena.GameOptions // every game's options
	// Players are the run's players as the schedule has them; their
	// command lines are checked and packed to travel (see Packing).
	Players []arena.Entrant
	Self    string   // this botcup's path (ref: players)
	Ship    []string // extra files that travel (-ship)
	// Time and Scoring are a solve round's (Players[0] solves).
	Time    time.Duration
	Scoring string
	// AckWait is the workers' ack wait; 0 is DefaultAckWait.
	AckWait time.Duration
	// Key names the run across restarts (its record file and what it
	// plays); "" makes a new run every time. Fresh starts it anew even if
	// the queue knows it (a record file without records).
	Key   string
	Fresh bool
}

// Coordinator hands a run's pairs to workers and collects their records.
type Coordinator struct {
	nc      *nats.Conn
	js      jetstream.JetStream
	id      string // the run's id in subjects
	key     string // its key in RunsBucket, or ""
	run     Run
	pack    *Packing
	ackWait time.Duration
	cc      jetstream.ConsumeContext

	mu       sync.Mutex
	records  map[int]arena.Record      // by game index, the first that came
	failed   map[int]string            // by game index: a worker's error
	boards   map[int]arena.BoardResult // by board, the first that came
	unsolved map[int]string            // by board: a worker's error
	waiting  map[int][]chan struct{}   // by key (game index, or -1-board): who waits
	dropped  int                       // repeated records dropped
}

// Start sets up the queue's streams, checks and uploads the run's
// programs, and starts collecting results (those of a run started before
// with the same key included, before it returns).
func Start(ctx context.Context, nc *nats.Conn, js jetstream.JetStream, run Run) (*Coordinator, error) {
	pack, err := Pack(run.Players, run.Self, run.Ship)
	if err != nil {
		return nil, err
	}
	c := &Coordinator{nc: nc, js: js, run: run, pack: pack, ackWait: run.AckWait,
		records: map[int]arena.Record{}, failed: map[int]string{},
		boards: map[int]arena.BoardResult{}, unsolved: map[int]string{}, waiting: map[int][]chan struct{}{}}
	if c.ackWait <= 0 {
		c.ackWait = DefaultAckWait
	}
	if err := setUp(ctx, js, c.ackWait); err != nil {
		return nil, err
	}
	if err := upload(ctx, js, pack.files); err != nil {
		return nil, err
	}
	if err := c.identify(ctx); err != nil {
		return nil, err
	}
	if err := c.collect(ctx); err != nil {
		return nil, err
	}
	return c, nil
}

// identify finds the run's id: the one the queue keeps under its key
// (resuming), or a new one.
func (c *Coordinator) identify(ctx context.Context) error {
	c.id = newRunID()
	if c.run.Key == "" {
		return nil
	}
	sum := sha256.Sum256([]byte(c.run.Key))
	c.key = hex.EncodeToString(sum[:16])
	kv, err := c.js.KeyValue(ctx, RunsBucket)
	if err != nil {
		return err
	}
	if e, err := kv.Get(ctx, c.key); err == nil {
		old := string(e.Value())
		if !c.run.Fresh {
			c.id = old
			return nil
		}
		if err := c.purge(ctx, old); err != nil {
			return err
		}
	} else if !errors.Is(err, jetstream.ErrKeyNotFound) {
		return err
	}
	_, err = kv.Put(ctx, c.key, []byte(c.id))
	return err
}

// collect starts reading the run's results from the first, and returns
// once it has read those already there.
func (c *Coordinator) collect(ctx context.Context) error {
	cons, err := c.js.OrderedConsumer(ctx, ResultsStream, jetstream.OrderedConsumerConfig{
		FilterSubjects: []string{resultsSubject + c.id}, DeliverPolicy: jetstream.DeliverAllPolicy})
	if err != nil {
		return err
	}
	info, err := cons.Info(ctx)
	if err != nil {
		return err
	}
	backlog := info.NumPending
	caughtUp := make(chan struct{})
	var seen uint64
	var once sync.Once
	if backlog == 0 {
		once.Do(func() { close(caughtUp) })
	}
	c.cc, err = cons.Consume(func(m jetstream.Msg) {
		c.take(m.Data())
		if seen++; seen >= backlog {
			once.Do(func() { close(caughtUp) })
		}
	})
	if err != nil {
		return err
	}
	select {
	case <-caughtUp:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// take records a result's games that have no record yet.
func (c *Coordinator) take(data []byte) {
	var res Result
	if err := json.Unmarshal(data, &res); err != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, r := range res.Records {
		if _, ok := c.records[r.Index]; ok {
			c.dropped++
			continue
		}
		c.records[r.Index] = r
	}
	for _, i := range res.Games {
		if _, ok := c.records[i]; !ok && res.Err != "" {
			c.failed[i] = fmt.Sprintf("worker %s: %s", res.Worker, res.Err)
		}
		c.wake(i)
	}
	if b := res.Board; b != nil {
		defer c.wake(boardKey(*b))
		_, ok := c.boards[*b]
		switch {
		case ok:
			c.dropped++
		case res.Err != "":
			c.unsolved[*b] = fmt.Sprintf("worker %s: %s", res.Worker, res.Err)
		case res.Solved != nil:
			c.boards[*b] = *res.Solved
		}
	}
}

// boardKey is board i's key in waiting.
func boardKey(i int) int { return -1 - i }

// wake tells who waits on key that a result came (c.mu held).
func (c *Coordinator) wake(key int) {
	for _, ch := range c.waiting[key] {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
	delete(c.waiting, key)
}

// Play is an arena.RemotePlay: it queues the pair (unless its results are
// in already) and waits for its records, or until ctx is done.
func (c *Coordinator) Play(ctx context.Context, pair []arena.Scheduled) ([]arena.Record, error) {
	job := Job{Games: slices.Clone(pair)}
	for i := range job.Games {
		for k := range job.Games[i].Players {
			job.Games[i].Players[k].Argv = c.pack.Argv(job.Games[i].Players[k].Argv)
		}
	}
	keys := make([]int, len(pair))
	for i, s := range pair {
		keys[i] = s.Index
	}
	var recs []arena.Record
	err := c.await(ctx, &job, keys, func() (bool, error) {
		var err error
		recs, err = c.ready(pair)
		return recs != nil, err
	})
	return recs, err
}

// Solve is an arena.RemoteSolve: it queues board i (unless its result is
// in already) and waits for it, or until ctx is done.
func (c *Coordinator) Solve(ctx context.Context, i int, board string) (arena.BoardResult, error) {
	p := c.run.Players[0]
	job := Job{Solve: &SolveJob{Board: i, Text: board, Player: arena.Entrant{Name: p.Name, Argv: c.pack.Argv(p.Argv)},
		Time: c.run.Time, Scoring: c.run.Scoring}}
	var r arena.BoardResult
	err := c.await(ctx, &job, []int{boardKey(i)}, func() (bool, error) {
		if msg, ok := c.unsolved[i]; ok {
			return false, errors.New(msg)
		}
		var ok bool
		r, ok = c.boards[i]
		return ok, nil
	})
	return r, err
}

// await queues job unless done already says it is done, then waits until
// done says so, fails, or ctx is done. done runs with c.mu held; a result
// for one of keys wakes the wait.
func (c *Coordinator) await(ctx context.Context, job *Job, keys []int, done func() (bool, error)) error {
	woken := make(chan struct{}, 1)
	for queued := false; ; queued = true {
		c.mu.Lock()
		ok, err := done()
		if !ok && err == nil {
			for _, k := range keys {
				c.waiting[k] = append(c.waiting[k], woken)
			}
		}
		c.mu.Unlock()
		if ok || err != nil {
			return err
		}
		if !queued {
			if err := c.publish(ctx, job); err != nil {
				return fmt.Errorf("queueing the job: %w", err)
			}
		}
		select {
		case <-woken:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// ready is the pair's records if all have come (with the command lines
// this machine would have recorded), or a worker's error (c.mu held).
func (c *Coordinator) ready(pair []arena.Scheduled) ([]arena.Record, error) {
	recs := make([]arena.Record, len(pair))
	for i, s := range pair {
		if msg, ok := c.failed[s.Index]; ok {
			return nil, errors.New(msg)
		}
		r, ok := c.records[s.Index]
		if !ok {
			return nil, nil
		}
		for k, p := range s.Players {
			r.Commands[k] = arena.CommandLine(arena.ExpandArgv(p.Argv, s.Seed, s.Opening.MovesText()))
		}
		recs[i] = r
	}
	return recs, nil
}

// publish queues the job of this run (a repeat within DuplicateWindow
// is dropped by the stream).
func (c *Coordinator) publish(ctx context.Context, job *Job) error {
	job.Run, job.Game, job.Options, job.AckWait = c.id, c.run.Game, c.run.Options, c.ackWait
	data, err := json.Marshal(job)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	_, err = c.js.Publish(ctx, jobsSubject+c.id, data, jetstream.WithMsgID(job.msgID()))
	return err
}

// Dropped is how many repeated records (a pair played again after its
// worker was cut off) were dropped.
func (c *Coordinator) Dropped() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.dropped
}

// Finish ends the run: workers are told to abandon its games, its queued
// jobs and its results are purged and its key forgotten. A run
// interrupted to be resumed is closed with Close instead.
func (c *Coordinator) Finish() error {
	c.cc.Stop()
	err := c.nc.Publish(controlSubject+c.id, []byte("over"))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if perr := c.purge(ctx, c.id); err == nil {
		err = perr
	}
	if c.key != "" {
		if kv, kerr := c.js.KeyValue(ctx, RunsBucket); kerr == nil {
			_ = kv.Delete(ctx, c.key)
		}
	}
	if ferr := c.nc.Flush(); err == nil {
		err = ferr
	}
	return err
}

// Close stops collecting and leaves the run in the queue, to be resumed.
func (c *Coordinator) Close() { c.cc.Stop() }

// purge drops run id's queued jobs and results.
func (c *Coordinator) purge(ctx context.Context, id string) error {
	for stream, subject := range map[string]string{JobsStream: jobsSubject, ResultsStream: resultsSubject} {
		s, err := c.js.Stream(ctx, stream)
		if err != nil {
			return err
		}
		if err := s.Purge(ctx, jetstream.WithPurgeSubject(subject+id)); err != nil {
			return fmt.Errorf("purging run %s from %s: %w", id, stream, err)
		}
	}
	return nil
}
