package queue

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"botcup/arena"
	"botcup/game"
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
	// Judge is the path of the program that judges the game, for a game
	// whose judge is a program (a CAIA referee: the game caia:PATH); it
	// travels to the workers by its SHA-256, as players' programs do, and
	// a worker makes the game's judge of its copy (Worker.Judges). "" for
	// a registered game.
	Judge string
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
	// Registration is the game's, whose judges re-judge every result
	// before it is recorded (see Coordinator).
	Registration game.Registration `json:"-"`
	// Version is this botcup's (see cmd/botcup's version): jobs carry it,
	// and a worker of another version is refused.
	Version string
	// Log receives a warning for every result refused; nil: none.
	Log io.Writer `json:"-"`
	// MaxFailures is how many refused results a worker may return before
	// the run refuses it; 0 is DefaultMaxFailures.
	MaxFailures int `json:"-"`
}

// DefaultMaxFailures is how many refused results a worker may return in a
// run: the next refuses it for the rest of the run.
const DefaultMaxFailures = 3

// Coordinator hands a run's pairs to workers and collects their records.
// It trusts no worker: every record is replayed through its own judge
// from the scheduled seed and setup (arena.Rejudge), and every board's
// solution rescored (arena.RejudgeBoard), before it is recorded. A result
// that fails is not recorded: its pair goes back to the queue, and its
// worker is named in a warning and counted; a worker refused MaxFailures
// times is refused for the rest of the run (its results dropped, and it
// is told so). A job taken off the queue whose result never comes (acked
// without one) is queued again.
type Coordinator struct {
	nc      *nats.Conn
	js      jetstream.JetStream
	id      string // the run's id in subjects
	key     string // its key in RunsBucket, or ""
	run     Run
	pack    *Packing
	ackWait time.Duration
	cc      jetstream.ConsumeContext
	acks    *nats.Subscription // the server's word of each job acked
	judge   game.Judge         // the two-player game's, or nil
	puzzle  game.PuzzleJudge   // the puzzle's, or nil

	mu       sync.Mutex
	records  map[int]arena.Record      // by game index, the first genuine one
	offered  map[int][]offer           // by game index: records not yet judged
	failed   map[int]string            // by game index: a worker's error
	boards   map[int]arena.BoardResult // by board, the first genuine one
	solved   map[int][]boardOffer      // by board: results not yet judged
	unsolved map[int]string            // by board: a worker's error
	again    map[int]bool              // by key: a result was refused, queue its job again
	waiting  map[int][]chan struct{}   // by key (game index, or -1-board): who waits
	dropped  int                       // repeated records dropped
	refusals map[string]int            // by worker: results refused
	refused  int                       // results refused in all
	results  int                       // results taken
	queued   map[uint64][]int          // by sequence in the jobs stream: the job's keys
	early    map[uint64]time.Time      // by sequence: acks of no job in queued (see published)
	pruned   time.Time                 // when early was last rid of acks over a minute old
	// endSweep ends the sweep's context as the run ends (Finish, Close);
	// it is made from Start's (its values, not its end: Start's context
	// bounds the setup only).
	endSweep context.CancelFunc
}

// offer is a record a worker returned, not yet judged, and the number of
// the result that brought it.
type offer struct {
	worker string
	rec    arena.Record
	result int
}

// boardOffer is a board's result a worker returned, not yet judged.
type boardOffer struct {
	worker string
	res    arena.BoardResult
}

// Start sets up the queue's streams, checks and uploads the run's
// programs, and starts collecting results (those of a run started before
// with the same key included, before it returns); ctx bounds the setup.
// An error names the step that failed.
func Start(ctx context.Context, nc *nats.Conn, js jetstream.JetStream, run Run) (*Coordinator, error) {
	pack, err := Pack(run.Players, run.Self, run.Ship)
	if err != nil {
		return nil, fmt.Errorf("queue: packing the players: %w", err)
	}
	if run.Judge != "" {
		if err := pack.add(run.Judge); err != nil {
			return nil, fmt.Errorf("the judge %s cannot travel to the workers: %w", run.Judge, err)
		}
	}
	c := newCoordinator(run)
	c.nc, c.js, c.pack = nc, js, pack
	reg := run.Registration
	switch {
	case reg.NewJudge != nil:
		c.judge, err = reg.NewJudge(run.Options.JudgeOptions)
	case reg.NewPuzzle != nil:
		c.puzzle, err = reg.NewPuzzle(run.Options.JudgeOptions)
	default:
		err = fmt.Errorf("no judge of %q to re-judge the workers' results with", run.Game)
	}
	if err != nil {
		return nil, fmt.Errorf("queue: the judge: %w", err)
	}
	if err := setUp(ctx, js, c.ackWait); err != nil {
		return nil, fmt.Errorf("queue: setting up the streams: %w", err)
	}
	if c.acks, err = nc.Subscribe(ackedSubject, c.acked); err != nil {
		return nil, fmt.Errorf("queue: listening for acks: %w", err)
	}
	if err := upload(ctx, js, pack.files); err != nil {
		return nil, fmt.Errorf("queue: uploading the players' files: %w", err)
	}
	if err := c.identify(ctx); err != nil {
		return nil, fmt.Errorf("queue: finding the run's id: %w", err)
	}
	if err := c.collect(ctx); err != nil {
		return nil, fmt.Errorf("queue: reading the results there already: %w", err)
	}
	sweepCtx, endSweep := context.WithCancel(context.WithoutCancel(ctx))
	c.endSweep = endSweep
	go c.sweepEvery(sweepCtx, c.ackWait)
	return c, nil
}

// newCoordinator is run's coordinator with nothing taken yet, its ack
// wait and failures allowed defaulted.
func newCoordinator(run Run) *Coordinator {
	c := &Coordinator{run: run, ackWait: run.AckWait,
		records: map[int]arena.Record{}, offered: map[int][]offer{}, failed: map[int]string{},
		boards: map[int]arena.BoardResult{}, solved: map[int][]boardOffer{}, unsolved: map[int]string{},
		again: map[int]bool{}, waiting: map[int][]chan struct{}{}, refusals: map[string]int{},
		queued: map[uint64][]int{}, early: map[uint64]time.Time{}, endSweep: func() {}}
	if c.ackWait <= 0 {
		c.ackWait = DefaultAckWait
	}
	if c.run.MaxFailures <= 0 {
		c.run.MaxFailures = DefaultMaxFailures
	}
	return c
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

// take keeps a result's records (or board) for judging when their pair's
// Play (or the board's Solve) looks; a result that is no result of this
// run's jobs is refused at once.
func (c *Coordinator) take(data []byte) {
	res, err := decodeResult(data)
	c.mu.Lock()
	defer c.mu.Unlock()
	keys := res.keys()
	switch {
	case err != nil:
		c.refuse(res.Worker, fmt.Sprintf("a result of %d bytes that is not one: %v", len(data), err), keys)
		return
	case res.Version != c.run.Version:
		c.refuse(res.Worker, fmt.Sprintf("its botcup is %s, this coordinator's %s: start the workers from the same build", versionText(res.Version), versionText(c.run.Version)), keys)
		return
	case c.barred(res.Worker):
		c.requeue(keys) // refused for the run: its results are dropped
		return
	case res.Run != c.id:
		c.refuse(res.Worker, fmt.Sprintf("a result of run %q on this run's subject", res.Run), keys)
		return
	}
	c.results++
	for _, r := range res.Records {
		if _, ok := c.records[r.Index]; ok {
			c.dropped++
			continue
		}
		c.offered[r.Index] = append(c.offered[r.Index], offer{res.Worker, r, c.results})
	}
	for _, i := range res.Games {
		if _, ok := c.records[i]; !ok && res.Err != "" {
			c.failed[i] = fmt.Sprintf("worker %s: %s", res.Worker, res.Err)
		}
	}
	if b := res.Board; b != nil {
		_, ok := c.boards[*b]
		switch {
		case ok:
			c.dropped++
		case res.Err != "":
			c.unsolved[*b] = fmt.Sprintf("worker %s: %s", res.Worker, res.Err)
		case res.Solved != nil:
			c.solved[*b] = append(c.solved[*b], boardOffer{res.Worker, *res.Solved})
		}
	}
	c.wakeAll(keys)
}

// barred says whether worker is refused for the rest of the run: its
// results, those still waiting to be judged included, are dropped without
// a word, so that it is warned of MaxFailures times and no more (c.mu
// held).
func (c *Coordinator) barred(worker string) bool {
	return worker != "" && c.refusals[worker] >= c.run.MaxFailures
}

// refuse warns of a result refused from worker ("": unknown) and counts
// it; the job of keys (if known) goes back to the queue (c.mu held).
func (c *Coordinator) refuse(worker, why string, keys []int) {
	c.refused++
	name := "an unnamed worker"
	if worker != "" {
		name = "worker " + printable(worker)
		c.refusals[worker]++
	}
	c.requeue(keys)
	if c.run.Log != nil {
		fmt.Fprintf(c.run.Log, "botcup: warning: refused a result of %s: %s (not recorded; its games are queued again)\n", name, why)
	}
	if worker != "" && c.refusals[worker] == c.run.MaxFailures {
		if c.run.Log != nil {
			fmt.Fprintf(c.run.Log, "botcup: warning: worker %s is refused for the rest of the run: %d of its results were refused\n", printable(worker), c.refusals[worker])
		}
		if data, err := json.Marshal(Control{Refuse: worker, Reason: fmt.Sprintf("%d results refused, the last: %s", c.refusals[worker], why)}); err == nil {
			_ = c.nc.Publish(controlSubject+c.id, data)
		}
	}
}

// printable is a worker's name (its own choice) as a warning shows it: at
// most 64 bytes, quoted if it holds anything but letters, digits and
// punctuation.
func printable(name string) string {
	if len(name) > 64 {
		name = name[:64] + "..."
	}
	if strings.ContainsFunc(name, func(r rune) bool { return !unicode.IsGraphic(r) || unicode.IsSpace(r) }) {
		return strconv.Quote(name)
	}
	return name
}

// Refused is how many results were refused (not genuine, not of this
// run, from a worker of another version or one refused for the run).
func (c *Coordinator) Refused() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.refused
}

// wakeAll wakes who waits on any of keys (c.mu held).
func (c *Coordinator) wakeAll(keys []int) {
	for _, k := range keys {
		c.wake(k)
	}
}

// requeue has the jobs of keys queued again by who waits on them (c.mu
// held).
func (c *Coordinator) requeue(keys []int) {
	for _, k := range keys {
		c.again[k] = true
	}
	c.wakeAll(keys)
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
// in already) and waits for its records, each re-judged, or until ctx is
// done.
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
		recs, err = c.ready(pair, job.Games)
		return recs != nil, err
	})
	return recs, err
}

// Solve is an arena.RemoteSolve: it queues board i (unless its result is
// in already) and waits for it, its solution rescored, or until ctx is
// done.
func (c *Coordinator) Solve(ctx context.Context, i int, board string) (arena.BoardResult, error) {
	p := c.run.Players[0]
	job := Job{Solve: &SolveJob{Board: i, Text: board, Player: arena.Entrant{Name: p.Name, Argv: c.pack.Argv(p.Argv)},
		Time: c.run.Time, Scoring: c.run.Scoring}}
	var r arena.BoardResult
	err := c.await(ctx, &job, []int{boardKey(i)}, func() (bool, error) {
		var ok bool
		if r, ok = c.boards[i]; ok {
			return true, nil
		}
		for _, o := range c.solved[i] {
			if c.barred(o.worker) {
				c.requeue([]int{boardKey(i)}) // refused for the run: dropped unjudged
				continue
			}
			if err := arena.RejudgeBoard(c.puzzle, i, board, c.run.Time, c.run.Scoring, &o.res); err != nil {
				c.refuse(o.worker, err.Error(), []int{boardKey(i)})
				continue
			}
			if !ok {
				r, ok = o.res, true
				c.boards[i] = r
			} else {
				c.dropped++
			}
		}
		delete(c.solved, i)
		if msg, failed := c.unsolved[i]; failed && !ok {
			return false, errors.New(msg)
		}
		return ok, nil
	})
	return r, err
}

// await queues job unless done already says it is done, then waits until
// done says so, fails, or ctx is done. done runs with c.mu held; a
// result for one of keys wakes the wait. The job is queued again when a
// result for it was refused, or when it was acked and its result did not
// come (see acked).
func (c *Coordinator) await(ctx context.Context, job *Job, keys []int, done func() (bool, error)) error {
	woken := make(chan struct{}, 1)
	for attempt := 0; ; {
		c.mu.Lock()
		ok, err := done()
		again := attempt == 0
		for _, k := range keys {
			again = again || c.again[k]
			delete(c.again, k)
		}
		if !ok && err == nil {
			for _, k := range keys {
				c.waiting[k] = append(c.waiting[k], woken)
			}
		}
		c.mu.Unlock()
		if ok || err != nil {
			return err
		}
		if again {
			seq, err := c.publish(ctx, job, attempt)
			if err != nil {
				return fmt.Errorf("queueing the job: %w", err)
			}
			c.published(seq, keys)
			attempt++
		}
		select {
		case <-woken:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// acked hears from the server that a worker acked a job: a worker acks a
// job after its result is stored, so a job whose result has not come two
// ack waits later (one acked with none, or with one dropped on the way)
// goes back to the queue.
func (c *Coordinator) acked(m *nats.Msg) {
	var e struct {
		Seq uint64 `json:"stream_seq"`
	}
	if json.Unmarshal(m.Data, &e) != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	keys, ok := c.queued[e.Seq]
	delete(c.queued, e.Seq)
	if !ok {
		// Another run's job, or this run's acked before its publish
		// returned: kept a while for published to find.
		now := time.Now()
		if now.Sub(c.pruned) > time.Minute {
			for seq, at := range c.early {
				if now.Sub(at) > time.Minute {
					delete(c.early, seq)
				}
			}
			c.pruned = now
		}
		c.early[e.Seq] = now
		return
	}
	c.checkLater(keys)
}

// published notes that the job of keys is in the jobs stream at seq. A
// fast worker may have taken and acked it already, before the server's
// word of the publish came back: then its ack was heard first (early),
// and the job is checked for its result as acked would have.
func (c *Coordinator) published(seq uint64, keys []int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, acked := c.early[seq]; acked {
		delete(c.early, seq)
		c.checkLater(keys)
		return
	}
	c.queued[seq] = keys
}

// checkLater queues the job of keys again two ack waits from now unless
// a result for it has come by then (c.mu held).
func (c *Coordinator) checkLater(keys []int) {
	time.AfterFunc(2*c.ackWait, func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		for _, k := range keys {
			_, played := c.records[k]
			_, solved := c.boards[-1-k]
			if !played && !solved && len(c.offered[k]) == 0 && len(c.solved[-1-k]) == 0 {
				c.requeue(keys)
				return
			}
		}
	})
}

// ready is the pair's records if all have come and passed re-judging
// (with the command lines this machine would have recorded), or a
// worker's error (c.mu held). sent is the pair as its job carries it. A
// result is judged whole: one record of it that fails refuses the
// others of the pair with it.
func (c *Coordinator) ready(pair, sent []arena.Scheduled) ([]arena.Record, error) {
	var offers []offer
	for _, s := range pair {
		offers = append(offers, c.offered[s.Index]...)
		delete(c.offered, s.Index)
	}
	slices.SortStableFunc(offers, func(a, b offer) int { return a.result - b.result })
	for len(offers) > 0 {
		n := 1
		for n < len(offers) && offers[n].result == offers[0].result {
			n++
		}
		result := offers[:n]
		offers = offers[n:]
		if c.barred(result[0].worker) {
			c.requeue([]int{pair[0].Index}) // refused for the run: dropped unjudged
			continue
		}
		var err error
		for _, o := range result {
			k := slices.IndexFunc(pair, func(s arena.Scheduled) bool { return s.Index == o.rec.Index })
			if err = c.rejudge(pair[k], sent[k], &o.rec); err != nil {
				break
			}
		}
		if err != nil {
			c.refuse(result[0].worker, err.Error(), []int{pair[0].Index})
			continue
		}
		for _, o := range result {
			if _, ok := c.records[o.rec.Index]; ok {
				c.dropped++
				continue
			}
			c.records[o.rec.Index] = o.rec
		}
	}
	recs := make([]arena.Record, len(pair))
	for i, s := range pair {
		r, ok := c.records[s.Index]
		if msg, failed := c.failed[s.Index]; failed && !ok {
			return nil, errors.New(msg)
		}
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

// publish queues the job of this run, its attempt-th time, and returns
// its sequence in the jobs stream (a repeat of an attempt within
// DuplicateWindow is dropped by the stream: the sequence is the first's).
func (c *Coordinator) publish(ctx context.Context, job *Job, attempt int) (uint64, error) {
	job.Run, job.Game, job.Options, job.AckWait, job.Version = c.id, c.run.Game, c.run.Options, c.ackWait, c.run.Version
	if c.run.Judge != "" {
		job.Judge = c.pack.args[c.run.Judge]
	}
	data, err := json.Marshal(job)
	if err != nil {
		return 0, err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	id := job.msgID()
	if attempt > 0 {
		id += ".again" + strconv.Itoa(attempt)
	}
	ack, err := c.js.Publish(ctx, jobsSubject+c.id, data, jetstream.WithMsgID(id))
	if err != nil {
		return 0, err
	}
	return ack.Sequence, nil
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
	c.endSweep()
	c.cc.Stop()
	_ = c.acks.Unsubscribe()
	over, _ := json.Marshal(Control{Over: true})
	err := c.nc.Publish(controlSubject+c.id, over)
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
func (c *Coordinator) Close() {
	c.endSweep()
	c.cc.Stop()
	_ = c.acks.Unsubscribe()
}

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
