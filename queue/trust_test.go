package queue

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/arenatest"
	"botcup/game"
)

// logBuffer is a coordinator's log, written and read at once.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// forged is the made-up game of the attack: one move "Z", 150-0, setup
// "forged".
func forged(s arena.Scheduled) arena.Record {
	return arena.Record{Kind: arena.GameKind, Version: arena.RecordVersion, Game: "more", Index: s.Index, Seed: s.Seed,
		Setup: "forged", Players: [2]string{s.Players[0].Name, s.Players[1].Name},
		Moves: []arena.Move{{Player: 0, Line: "Z"}}, Contest: [2]float64{150, 0}, Scores: [2]float64{150, 0}}
}

// forgePlay is a worker's Play that returns the forged game.
func forgePlay(_ context.Context, _ game.Judge, _ arena.JudgeFor, s arena.Scheduled, _ arena.GameOptions) (arena.Record, error) {
	return forged(s), nil
}

// attacker is a client holding the workers' token: it takes the next job
// off the queue, as a worker does.
type attacker struct {
	nc  *nats.Conn
	js  jetstream.JetStream
	job Job
	msg jetstream.Msg
}

func (f *fixture) attacker(t *testing.T) *attacker {
	t.Helper()
	nc, js, err := Connect(f.srv.URL, "attacker", Auth{Token: f.srv.WorkerToken})
	require.NoError(t, err)
	t.Cleanup(nc.Close)
	return &attacker{nc: nc, js: js}
}

// take waits for a job and takes it.
func (a *attacker) take(t *testing.T) {
	t.Helper()
	var cons jetstream.Consumer
	require.Eventually(t, func() bool {
		var err error
		cons, err = a.js.Consumer(context.Background(), JobsStream, WorkersConsumer)
		return err == nil
	}, time.Minute, 10*time.Millisecond)
	for {
		batch, err := cons.Fetch(1, jetstream.FetchMaxWait(5*time.Second))
		require.NoError(t, err)
		for m := range batch.Messages() {
			a.msg = m
			require.NoError(t, json.Unmarshal(m.Data(), &a.job))
			return
		}
	}
}

// publish returns data as the result of the job taken, and acks the job
// (it is gone from the queue: only the coordinator can bring it back).
func (a *attacker) publish(t *testing.T, data []byte) error {
	t.Helper()
	_, err := a.js.Publish(context.Background(), resultsSubject+a.job.Run, data)
	require.NoError(t, a.msg.Ack())
	return err
}

// result is a result of the job taken with recs, from worker "forger".
func (a *attacker) result(recs ...arena.Record) []byte {
	res := Result{Run: a.job.Run, Worker: "forger", Records: recs}
	for _, s := range a.job.Games {
		res.Games = append(res.Games, s.Index)
	}
	b, _ := json.Marshal(res)
	return b
}

// The attack of issue 47 and its kin: a client with the workers' token
// takes a job off the queue and publishes a made-up or changed result for
// it. Nothing of it is recorded, the worker is named (where the result
// names one), the pair is played again by an honest worker and the run
// ends with every game genuine.
func TestForgedResultsAreNeverRecorded(t *testing.T) {
	m := match{games: 4, delay: "0s"}
	for _, tc := range []struct {
		name string
		// forge makes the result from the job taken and the genuine
		// records of the match (played locally), by index.
		forge func(a *attacker, want []arena.Record) []byte
		why   string // the warning's reason; "" for a result naming no worker
	}{
		{"one move Z, 150-0, setup forged", func(a *attacker, _ []arena.Record) []byte {
			return a.result(forged(a.job.Games[0]), forged(a.job.Games[1]))
		}, `refused a result of worker forger: not a genuine record: game %d: setup "forged", want`},
		{"one illegal move", func(a *attacker, want []arena.Record) []byte {
			r := clone(want[a.job.Games[0].Index])
			r.Moves[3].Line = "Z"
			return a.result(r, want[a.job.Games[1].Index])
		}, `refused a result of worker forger: not a genuine record: game %d: move 4 ("Z") by player 1 is illegal`},
		{"scores changed", func(a *attacker, want []arena.Record) []byte {
			r := clone(want[a.job.Games[0].Index])
			r.Contest, r.Scores = [2]float64{150, 0}, [2]float64{150, 0}
			return a.result(r, want[a.job.Games[1].Index])
		}, `refused a result of worker forger: not a genuine record: game %d: contest scores [150 0], the judge's are`},
		{"another run's game index", func(a *attacker, want []arena.Record) []byte {
			r := clone(want[a.job.Games[0].Index])
			r.Index = 1000
			return a.result(r, want[a.job.Games[1].Index])
		}, `refused a result of worker forger: a result of %d bytes that is not one: a record of game 1000, not one of its job's games`},
		{"a game of another pair", func(a *attacker, want []arena.Record) []byte {
			other := clone(want[(a.job.Games[0].Index+2)%len(want)])
			other.Index = a.job.Games[0].Index
			return a.result(other, want[a.job.Games[1].Index])
		}, `refused a result of worker forger: not a genuine record: game %d: seed`},
		{"truncated", func(a *attacker, want []arena.Record) []byte {
			b := a.result(want[a.job.Games[0].Index], want[a.job.Games[1].Index])
			return b[:len(b)/2]
		}, `refused a result of an unnamed worker: a result of %d bytes that is not one: unexpected end of JSON input`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			want := f.local(t, m)
			log := &logBuffer{}
			m := m
			m.record, m.log = filepath.Join(f.dir, "m.jsonl"), log
			done := f.background(m, nil)
			a := f.attacker(t)
			a.take(t)
			data := tc.forge(a, want)
			require.NoError(t, a.publish(t, data))
			// The refusal is warned of before any honest worker plays.
			first := a.job.Games[0].Index
			warning := fmt.Sprintf(tc.why, first)
			if strings.Contains(tc.why, "bytes") {
				warning = fmt.Sprintf(tc.why, len(data))
			}
			require.Eventually(t, func() bool { return strings.Contains(log.String(), warning) }, time.Minute, 10*time.Millisecond,
				"want %q in the log:\n%s", warning, log)
			f.worker(t, "honest", 2)
			require.NoError(t, <-done)
			arenatest.SameGames(t, want, requireRecordedOnce(t, m.record, indices(m.games)))
			for _, r := range requireRecordedOnce(t, m.record, indices(m.games)) {
				assert.NotEqual(t, "forged", r.Setup)
			}
			assert.Contains(t, log.String(), "(not recorded; its games are queued again)")
		})
	}
}

// A result over the server's largest message is refused by the server:
// nothing of it reaches the coordinator, and the pair its sender acked is
// queued again when no result comes for it.
func TestHugeResultIsRefusedAndItsPairPlayedAgain(t *testing.T) {
	f := newFixture(t)
	m := match{games: 2, delay: "0s", record: filepath.Join(f.dir, "m.jsonl"), ackWait: time.Second}
	want := f.local(t, m)
	done := f.background(m, nil)
	a := f.attacker(t)
	a.take(t)
	huge := make([]byte, 100<<20)
	err := a.publish(t, huge)
	require.Error(t, err)
	assert.ErrorIs(t, err, nats.ErrMaxPayload)
	f.worker(t, "honest", 1)
	require.NoError(t, <-done)
	arenatest.SameGames(t, want, requireRecordedOnce(t, m.record, indices(m.games)))
}

// A worker whose results fail three times is refused for the rest of the
// run: told so, it leaves with the reason; its pairs are played by others.
func TestWorkerRefusedAfterThreeForgedResults(t *testing.T) {
	f := newFixture(t)
	log := &logBuffer{}
	m := match{games: 8, delay: "0s", record: filepath.Join(f.dir, "m.jsonl"), log: log}
	want := f.local(t, m)
	done := f.background(m, nil)
	forger := f.worker(t, "forger", 1, "forge")
	err := exitOf(t, forger)
	var exit *exec.ExitError
	require.True(t, errors.As(err, &exit), "the forger leaves: %v", err)
	assert.Equal(t, 3, exit.ExitCode(), "refused")
	assert.Contains(t, log.String(), "botcup: warning: worker forger is refused for the rest of the run: 3 of its results were refused")
	assert.Equal(t, 3, strings.Count(log.String(), "refused a result of worker forger: not a genuine record"))
	f.worker(t, "honest", 2)
	require.NoError(t, <-done)
	arenatest.SameGames(t, want, requireRecordedOnce(t, m.record, indices(m.games)))
	b := readLog(t, f, "forger")
	assert.Contains(t, b, "refused by the coordinator of run ")
	assert.Contains(t, b, ": 3 results refused, the last: not a genuine record: game ")
}

// A worker of another version refuses the job before it plays, names both
// versions and leaves; the coordinator warns with both; a worker of the
// coordinator's version plays the run.
func TestWorkerOfAnotherVersionIsRefused(t *testing.T) {
	f := newFixture(t)
	log := &logBuffer{}
	m := match{games: 2, delay: "0s", record: filepath.Join(f.dir, "m.jsonl"), log: log, version: "v2 (games 1234abcd)"}
	want := f.local(t, m)
	done := f.background(m, nil)
	old := f.worker(t, "old", 1, "version=v1 (games 1234abcd)")
	err := exitOf(t, old)
	var exit *exec.ExitError
	require.True(t, errors.As(err, &exit), "the old worker leaves: %v", err)
	assert.Equal(t, 3, exit.ExitCode())
	b := readLog(t, f, "old")
	assert.Contains(t, b, "refused: this worker's botcup is v1 (games 1234abcd), the coordinator of run ")
	assert.Contains(t, b, " runs v2 (games 1234abcd): start the worker from the coordinator's build")
	assert.NotContains(t, b, "played in", "it played nothing")
	require.Eventually(t, func() bool {
		return strings.Contains(log.String(), "refused a result of worker old: its botcup is v1 (games 1234abcd), this coordinator's v2 (games 1234abcd)")
	}, time.Minute, 10*time.Millisecond, "%s", log)
	f.worker(t, "new", 1, "version=v2 (games 1234abcd)")
	require.NoError(t, <-done)
	arenatest.SameGames(t, want, requireRecordedOnce(t, m.record, indices(m.games)))
}

// The workers' token may not purge or delete a stream, delete a program or
// publish a job: the server refuses each.
func TestWorkerTokenCannotHarmTheQueue(t *testing.T) {
	f := newFixture(t)
	// A run's queue: streams, the workers' consumer, a program.
	m := match{games: 2, delay: "0s"}
	done := f.background(m, nil)
	var violations []string
	var mu sync.Mutex
	nc, js, err := Connect(f.srv.URL, "attacker", Auth{Token: f.srv.WorkerToken})
	require.NoError(t, err)
	defer nc.Close()
	nc.SetErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
		mu.Lock()
		defer mu.Unlock()
		violations = append(violations, err.Error())
	})
	a := &attacker{nc: nc, js: js}
	a.take(t) // the run is set up; the job is the attacker's
	for _, tc := range []struct {
		name    string
		do      func(ctx context.Context) error
		subject string
	}{
		{"purge the jobs", func(context.Context) error {
			_, err := nc.Request("$JS.API.STREAM.PURGE."+JobsStream, nil, 2*time.Second)
			return err
		}, "$JS.API.STREAM.PURGE." + JobsStream},
		{"delete the results stream", func(ctx context.Context) error { return js.DeleteStream(ctx, ResultsStream) }, "$JS.API.STREAM.DELETE." + ResultsStream},
		{"delete a program", func(ctx context.Context) error {
			store, err := js.ObjectStore(ctx, ProgramsBucket)
			if err != nil {
				return err
			}
			return store.Delete(ctx, must(fileSum(f.greedy)))
		}, "$O." + ProgramsBucket + ".M."},
		{"publish a job", func(ctx context.Context) error {
			_, err := js.Publish(ctx, jobsSubject+a.job.Run, []byte(`{"run":"x"}`))
			return err
		}, jobsSubject + a.job.Run},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			require.Error(t, tc.do(ctx))
			require.Eventually(t, func() bool {
				mu.Lock()
				defer mu.Unlock()
				for _, v := range violations {
					if strings.Contains(v, "Permissions Violation for Publish to") && strings.Contains(v, tc.subject) {
						return true
					}
				}
				return false
			}, 10*time.Second, 10*time.Millisecond, "violations: %q", violations)
		})
	}
	// The queue is whole: the job taken comes back, a worker plays the run.
	require.NoError(t, a.msg.Nak())
	f.worker(t, "honest", 1)
	require.NoError(t, <-done)
}

func clone(r arena.Record) arena.Record {
	var c arena.Record
	b, _ := json.Marshal(r)
	_ = json.Unmarshal(b, &c)
	return c
}

// readLog is worker name's log.
func readLog(t *testing.T, f *fixture, name string) string {
	b, err := os.ReadFile(filepath.Join(f.dir, name+".log"))
	require.NoError(t, err)
	return string(b)
}

// A worker's name is its own choice: a warning shows at most 64 bytes of
// it, quoted when it could forge a line.
func TestWarningsShowAWorkerNameSafely(t *testing.T) {
	assert.Equal(t, "forger", printable("forger"))
	assert.Equal(t, `"w\nbotcup: all fine"`, printable("w\nbotcup: all fine"))
	assert.Equal(t, strings.Repeat("x", 64)+"...", printable(strings.Repeat("x", 1000)))
}

// A worker may take a job and ack it without a result before the
// coordinator hears back from the job's publish (a fast worker, a slow
// coordinator): the ack, heard first, still brings the job back when no
// result follows, as it does when heard after.
func TestJobAckedBeforeItsPublishReturnedIsQueuedAgain(t *testing.T) {
	for _, early := range []bool{true, false} {
		t.Run(fmt.Sprintf("ack first=%v", early), func(t *testing.T) {
			c := newCoordinator(Run{AckWait: 20 * time.Millisecond})
			woken := make(chan struct{}, 1)
			c.waiting[4] = append(c.waiting[4], woken)
			ack := &nats.Msg{Data: []byte(`{"stream_seq":7}`)}
			if early {
				c.acked(ack)
				c.published(7, []int{4, 5})
			} else {
				c.published(7, []int{4, 5})
				c.acked(ack)
			}
			select {
			case <-woken:
			case <-time.After(30 * time.Second):
				t.Fatal("the job acked without a result was never queued again")
			}
			c.mu.Lock()
			defer c.mu.Unlock()
			assert.True(t, c.again[4])
			assert.Empty(t, c.early)
			assert.Empty(t, c.queued)
		})
	}
}

// Another run's acks (no job of this run) are forgotten after a minute.
func TestAcksOfOtherJobsAreForgotten(t *testing.T) {
	c := newCoordinator(Run{})
	c.acked(&nats.Msg{Data: []byte(`{"stream_seq":3}`)})
	require.Len(t, c.early, 1)
	c.early[3] = time.Now().Add(-2 * time.Minute)
	c.pruned = time.Now().Add(-2 * time.Minute)
	c.acked(&nats.Msg{Data: []byte(`{"stream_seq":9}`)})
	assert.Equal(t, []uint64{9}, slices.Collect(maps.Keys(c.early)))
}
