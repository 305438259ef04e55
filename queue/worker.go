package queue

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"botcup/arena"
	"botcup/game"
)

// pullWait is how long an idle worker's request for a job waits.
const pullWait = 10 * time.Second

// PlayFunc plays one scheduled game until ctx is done; arena.PlayScheduled
// is the real one.
type PlayFunc func(ctx context.Context, j game.Judge, newJudge arena.JudgeFor, s arena.Scheduled, opt arena.GameOptions) (arena.Record, error)

// Worker takes jobs from the queue and plays them, Concurrency at a time.
type Worker struct {
	Name        string
	Concurrency int
	Games       []game.Registration // the games this botcup knows
	Self        string              // this botcup's path, for ref: players
	Cache       string              // where travelled programs are kept
	Log         io.Writer           // a line per job; nil: none
	// Once makes the worker leave when a run it played in is over.
	Once bool
	// Play plays a game; nil is arena.PlayScheduled.
	Play PlayFunc
	// Judges makes the game name whose judge is the program at path (a
	// job's Judge, fetched into the cache: a CAIA referee); nil plays no
	// such game.
	Judges func(name, path string) (game.Registration, error)
	// Version is this botcup's: a job of a coordinator of another version
	// is refused, and the worker leaves (see Run).
	Version string

	mu      sync.Mutex
	runs    map[string]*runGames   // each run's games in hand
	over    map[string]bool        // runs told over
	played  map[string]bool        // runs it took jobs of
	held    map[jetstream.Msg]Held // jobs in hand
	games   int                    // games played, for its beats
	since   time.Time              // when it started
	leaving bool                   // shutting down: held jobs were given back
	progs   *programs
	js      jetstream.JetStream
	cancel  context.CancelFunc
	quit    error // why the worker left of itself (refused), or nil
}

// Run takes jobs until ctx is done (Ctrl-C) or, with Once, a run it played
// in is over. On the way out the jobs in hand go back to the queue at once
// and every player is killed (each game runs under ctx). A worker refused
// (a job of a coordinator of another version, or a run's coordinator that
// refused its results) leaves too, and Run returns why.
func (w *Worker) Run(ctx context.Context, nc *nats.Conn, js jetstream.JetStream) error {
	ctx, w.cancel = context.WithCancel(ctx)
	defer w.cancel()
	w.js = js
	w.runs, w.over, w.played, w.held = map[string]*runGames{}, map[string]bool{}, map[string]bool{}, map[jetstream.Msg]Held{}
	w.since = time.Now()
	w.progs = &programs{dir: w.Cache, ready: map[string]bool{}}
	if w.Play == nil {
		w.Play = arena.PlayScheduled
	}
	sub, err := nc.Subscribe(controlSubject+">", func(m *nats.Msg) { w.control(m.Subject, m.Data) })
	if err != nil {
		return fmt.Errorf("listening for runs that end: %w", err)
	}
	defer sub.Unsubscribe()
	cons, err := w.consumer(ctx)
	if err != nil {
		return err
	}
	w.logf("ready, %d game(s) at a time", max(1, w.Concurrency))
	beats := make(chan struct{})
	go func() { defer close(beats); w.beating(ctx, nc) }()
	defer func() { <-beats }()
	var wg sync.WaitGroup
	for range max(1, w.Concurrency) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				// A long pull (few requests from idle workers), cut short
				// when the worker leaves.
				fctx, cancel := context.WithTimeout(ctx, pullWait)
				batch, err := cons.Fetch(1, jetstream.FetchContext(fctx))
				if err != nil {
					cancel()
					sleep(ctx, time.Second)
					continue
				}
				for m := range batch.Messages() {
					w.handle(ctx, m)
				}
				cancel()
			}
		}()
	}
	<-ctx.Done()
	w.leave()
	wg.Wait()
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.quit
}

// consumer waits for the workers' consumer (a coordinator makes it).
func (w *Worker) consumer(ctx context.Context) (jetstream.Consumer, error) {
	for said := false; ; said = true {
		cons, err := w.js.Consumer(ctx, JobsStream, WorkersConsumer)
		if err == nil {
			return cons, nil
		}
		if !errors.Is(err, jetstream.ErrStreamNotFound) && !errors.Is(err, jetstream.ErrConsumerNotFound) {
			return nil, noJetStream(err)
		}
		if !said {
			w.logf("no run yet: waiting for a coordinator")
		}
		if !sleep(ctx, time.Second) {
			return nil, ctx.Err()
		}
	}
}

// leave gives the jobs in hand back to the queue.
func (w *Worker) leave() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.leaving = true
	for m := range w.held {
		_ = m.Nak()
	}
}

// control follows a control message: a run over, or this worker refused.
func (w *Worker) control(subject string, data []byte) {
	run, m, err := decodeControl(subject, data)
	switch {
	case err != nil:
		w.logf("%v (ignored)", err)
	case m.Over:
		w.runOver(run)
	case m.Refuse == w.Name:
		w.refused(fmt.Errorf("refused by the coordinator of run %s: %s", run, m.Reason))
	}
}

// refused makes the worker leave with err.
func (w *Worker) refused(err error) {
	w.mu.Lock()
	if w.quit == nil {
		w.quit = err
	}
	w.mu.Unlock()
	w.logf("%v: leaving", err)
	w.cancel()
}

// runOver abandons run id's games: its context is cancelled, which kills
// their players; no other run's game is touched.
func (w *Worker) runOver(id string) {
	w.mu.Lock()
	w.over[id] = true
	rg := w.runs[id]
	delete(w.runs, id)
	played := w.played[id]
	w.mu.Unlock()
	if rg != nil {
		w.logf("run %s is over: its games are abandoned", id)
		rg.cancel()
	}
	if w.Once && played {
		w.cancel()
	}
}

// runGames are the games of one run in the worker's hands: their context
// ends them all (their players killed), and how many jobs hold it.
type runGames struct {
	ctx    context.Context
	cancel context.CancelFunc
	jobs   int
}

// take is the games of run id, one more job among them, under ctx, the
// worker's (w.mu held).
func (w *Worker) take(ctx context.Context, id string) *runGames {
	rg := w.runs[id]
	if rg == nil {
		ctx, cancel := context.WithCancel(ctx)
		rg = &runGames{ctx: ctx, cancel: cancel}
		w.runs[id] = rg
	}
	rg.jobs++
	return rg
}

// release is take undone when a job of run id ends (w.mu held).
func (w *Worker) release(id string, rg *runGames) {
	if rg.jobs--; rg.jobs == 0 {
		rg.cancel()
		if w.runs[id] == rg {
			delete(w.runs, id)
		}
	}
}

// handle plays one job and returns its result, then acks it.
func (w *Worker) handle(ctx context.Context, m jetstream.Msg) {
	job, err := decodeJob(m.Data())
	if err != nil {
		w.logf("a job that is not one: %v (dropped)", err)
		_ = m.TermWithReason("not a botcup job")
		return
	}
	w.mu.Lock()
	if w.leaving || ctx.Err() != nil {
		w.mu.Unlock()
		_ = m.Nak()
		return
	}
	if w.over[job.Run] {
		w.mu.Unlock()
		_ = m.Ack()
		return
	}
	if job.Version != w.Version {
		w.mu.Unlock()
		_ = m.Nak()
		err := fmt.Errorf("refused: this worker's botcup is %s, the coordinator of run %s runs %s: start the worker from the coordinator's build",
			versionText(w.Version), job.Run, versionText(job.Version))
		w.tell(ctx, &job, Result{Err: err.Error()})
		w.refused(err)
		return
	}
	w.held[m] = heldOf(&job)
	w.played[job.Run] = true
	rg := w.take(ctx, job.Run)
	w.mu.Unlock()
	defer func() {
		w.mu.Lock()
		delete(w.held, m)
		w.release(job.Run, rg)
		w.mu.Unlock()
	}()
	stop := w.keepClaim(m, job.AckWait)
	defer stop()
	start := time.Now()
	var recs []arena.Record
	var solved *arena.BoardResult
	if job.Solve != nil {
		solved, err = w.solveJob(rg.ctx, &job)
	} else {
		recs, err = w.playJob(rg.ctx, &job)
	}
	leaving, over := w.after(job.Run)
	var again retry
	switch {
	case leaving: // given back already
		return
	case over:
		_ = m.Ack()
		return
	case errors.As(err, &again):
		w.logf("%v (the job goes back to the queue)", err)
		_ = m.NakWithDelay(time.Second)
		return
	}
	res := Result{Records: recs, Solved: solved}
	if err != nil {
		res.Records, res.Solved, res.Err = nil, nil, err.Error()
	}
	what, perr := w.tell(ctx, &job, res)
	if err != nil {
		w.logf("%s of run %s: %v", what, job.Run, err)
	}
	if perr != nil {
		w.logf("%s of run %s: returning the result: %v (the job goes back to the queue)", what, job.Run, perr)
		_ = m.Nak()
		return
	}
	if err != nil {
		_ = m.Term()
		return
	}
	_ = m.Ack()
	w.logf("%s of run %s played in %.1fs", what, job.Run, time.Since(start).Seconds())
}

// tell publishes res as the result of job (its run, games or board, this
// worker's name and version filled in); what names the games or board.
func (w *Worker) tell(ctx context.Context, job *Job, res Result) (what string, err error) {
	res.Run, res.Worker, res.Version = job.Run, w.Name, w.Version
	for _, s := range job.Games {
		res.Games = append(res.Games, s.Index)
	}
	what = fmt.Sprintf("games %v", res.Games)
	if job.Solve != nil {
		res.Board = &job.Solve.Board
		what = fmt.Sprintf("board %d", job.Solve.Board)
	}
	data, err := json.Marshal(res)
	if err != nil {
		return what, err
	}
	pctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	_, err = w.js.Publish(pctx, resultsSubject+job.Run, data)
	return what, err
}

// after is how a job of run stands at its end: the worker is leaving, or
// the run is over (its games, cut short, are no result).
func (w *Worker) after(run string) (leaving, over bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.leaving, w.over[run]
}

// keepClaim acks progress on m every third of the ack wait until stopped.
func (w *Worker) keepClaim(m jetstream.Msg, ackWait time.Duration) (stop func()) {
	if ackWait <= 0 {
		ackWait = DefaultAckWait
	}
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(ackWait / 3)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				_ = m.InProgress()
			}
		}
	}()
	return func() { close(done) }
}

// game is the registered game named name, or nil.
func (w *Worker) game(name string) *game.Registration {
	for i := range w.Games {
		if w.Games[i].Name == name {
			return &w.Games[i]
		}
	}
	return nil
}

// judged is the game of a job whose judge is a program: its copy in the
// cache, made a game by Judges.
func (w *Worker) judged(ctx context.Context, job *Job) (*game.Registration, error) {
	if w.Judges == nil {
		return nil, fmt.Errorf("this worker's botcup plays no game judged by a program (%s)", job.Game)
	}
	argv, err := w.progs.unpack(ctx, w.js, w.Self, []string{job.Judge})
	if err != nil {
		return nil, fmt.Errorf("the judge of %s: %w", job.Game, err)
	}
	reg, err := w.Judges(job.Game, argv[0])
	if err != nil {
		return nil, err
	}
	return &reg, nil
}

// entrant is a travelled player with the worker's own paths.
func (w *Worker) entrant(ctx context.Context, e arena.Entrant) (arena.Entrant, error) {
	argv, err := w.progs.unpack(ctx, w.js, w.Self, e.Argv)
	if err == nil {
		err = lookPath(argv)
	}
	if err != nil {
		return e, fmt.Errorf("player %s: %w", e.Name, err)
	}
	return arena.Entrant{Name: e.Name, Argv: argv}, nil
}

// solveJob solves the job's board.
func (w *Worker) solveJob(ctx context.Context, job *Job) (*arena.BoardResult, error) {
	reg := w.game(job.Game)
	if reg == nil || reg.NewPuzzle == nil {
		return nil, fmt.Errorf("this worker's botcup has no puzzle %q", job.Game)
	}
	judge, err := reg.NewPuzzle(job.Options.JudgeOptions)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", job.Game, err)
	}
	sj := job.Solve
	player, err := w.entrant(ctx, sj.Player)
	if err != nil {
		return nil, err
	}
	r, err := arena.Solve(ctx, judge, sj.Text, player, sj.Time, sj.Scoring)
	if err != nil {
		return nil, fmt.Errorf("board %d: %w", sj.Board, err)
	}
	r.Board = sj.Board
	w.mu.Lock()
	w.games++
	w.mu.Unlock()
	return &r, nil
}

// playJob plays the job's games one after the other.
func (w *Worker) playJob(ctx context.Context, job *Job) ([]arena.Record, error) {
	reg := w.game(job.Game)
	if job.Judge != "" {
		var err error
		if reg, err = w.judged(ctx, job); err != nil {
			return nil, err
		}
	}
	if reg == nil || reg.NewJudge == nil {
		return nil, fmt.Errorf("this worker's botcup has no two-player game %q", job.Game)
	}
	judge, err := reg.NewJudge(job.Options.JudgeOptions)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", job.Game, err)
	}
	recs := make([]arena.Record, 0, len(job.Games))
	for _, s := range job.Games {
		for k := range s.Players {
			var err error
			if s.Players[k], err = w.entrant(ctx, s.Players[k]); err != nil {
				return nil, err
			}
		}
		rec, err := w.Play(ctx, judge, reg.NewJudge, s, job.Options)
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", s.Index, err)
		}
		rec.Index = s.Index
		recs = append(recs, rec)
		w.mu.Lock()
		w.games++
		w.mu.Unlock()
		if ctx.Err() != nil { // the run is over or the worker leaves
			break
		}
	}
	return recs, nil
}

func (w *Worker) logf(format string, a ...any) {
	if w.Log != nil {
		fmt.Fprintf(w.Log, "worker %s: %s\n", w.Name, fmt.Sprintf(format, a...))
	}
}

// sleep waits d or until ctx is done, and reports whether d passed.
func sleep(ctx context.Context, d time.Duration) bool {
	select {
	case <-ctx.Done():
		return false
	case <-time.After(d):
		return true
	}
}
