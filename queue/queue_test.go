package queue

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/arenatest"
	"botcup/arena/stats"
	"botcup/game"
	morejudge "botcup/more/judge"
)

// The test binary plays the other parts: a worker (queue-worker), a
// player (queue-player) and a coordinator (queue-coordinator).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "queue-player":
			os.Exit(player(os.Args[2:]))
		case "queue-worker":
			worker(os.Args[2:])
			os.Exit(0)
		case "queue-coordinator":
			os.Exit(coordinatorMain(os.Args[2:]))
		}
	}
	os.Exit(m.Run())
}

// testAckWait is the tests' ack wait: a worker silent this long loses its
// pair. Short, for quick tests; a playing worker acks progress every
// third of it, so it holds on a loaded machine too.
const testAckWait = 3 * time.Second

// stuckAfter is how long a test's run may last (see coordinate), or a
// process the test waits for (see exitOf).
const stuckAfter = 3 * time.Minute

// exitOf waits for cmd to exit, as cmd.Wait; one still running after
// stuckAfter is killed, and the test fails saying so.
func exitOf(t *testing.T, cmd *exec.Cmd) error {
	t.Helper()
	timer := time.AfterFunc(stuckAfter, func() { _ = cmd.Process.Kill() })
	err := cmd.Wait()
	if !timer.Stop() {
		t.Fatalf("%s is stuck: not over after %v", strings.Join(cmd.Args, " "), stuckAfter)
	}
	return err
}

// The tests play More between its reference players: random (this
// binary, as botcup itself is for a ref: player) and greedy through a
// script that travels by its hash (relay.sh, a path, as a bot is).

// games are the games the tests' workers know.
func games() []game.Registration { return []game.Registration{morejudge.Registration()} }

// player is the test binary as a player (queue-player NAME SEED DELAY):
// More's reference player NAME, each line after DELAY.
func player(args []string) int {
	seed, _ := strconv.ParseUint(args[1], 10, 64)
	delay, _ := time.ParseDuration(args[2])
	out := bufio.NewWriter(os.Stdout)
	err := games()[0].Players[args[0]](bufio.NewReader(os.Stdin), slowWriter{out, delay}, seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// slowWriter writes each line after a delay, at once.
type slowWriter struct {
	w     *bufio.Writer
	delay time.Duration
}

func (s slowWriter) Write(b []byte) (int, error) {
	time.Sleep(s.delay)
	n, err := s.w.Write(b)
	if err == nil {
		err = s.w.Flush()
	}
	return n, err
}

// worker is the test binary as a worker (queue-worker URL TOKEN NAME C
// [once] [stub|forge] [version=V]); refused, it exits with status 3.
func worker(args []string) {
	c, _ := strconv.Atoi(args[3])
	nc, js, err := Connect(args[0], args[2], Auth{Token: args[1]})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer nc.Close()
	self, _ := os.Executable()
	w := &Worker{Name: args[2], Concurrency: c, Games: games(), Self: self, Cache: os.Getenv("QUEUE_TEST_CACHE"), Log: os.Stderr,
		Once: slices.Contains(args[4:], "once")}
	if slices.Contains(args[4:], "stub") {
		w.Play = stubPlay
	}
	if slices.Contains(args[4:], "forge") {
		w.Play = forgePlay
	}
	for _, a := range args[4:] {
		if v, ok := strings.CutPrefix(a, "version="); ok {
			w.Version = v
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := w.Run(ctx, nc, js); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
}

// fixture is an embedded server and the players of the tests' matches.
type fixture struct {
	srv    *Server
	dir    string
	self   string
	greedy string
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	dir := t.TempDir()
	srv, err := Serve(ServeOptions{Addr: "127.0.0.1:0", StoreDir: filepath.Join(dir, "nats")})
	require.NoError(t, err)
	t.Cleanup(srv.Shutdown)
	self, err := os.Executable()
	require.NoError(t, err)
	greedy := filepath.Join(dir, "relay.sh")
	require.NoError(t, os.WriteFile(greedy, []byte("#!/bin/sh\nexec "+self+" queue-player \"$@\"\n"), 0o755))
	return &fixture{srv: srv, dir: dir, self: self, greedy: greedy}
}

// players are random (this binary: botcup itself, for Pack) and greedy
// (through relay.sh), greedy taking delay a move.
func (f *fixture) players(delay string) (arena.Entrant, arena.Entrant) {
	return arena.Entrant{Name: "random", Argv: []string{f.self, "queue-player", "random", "{seed}", "0s"}},
		arena.Entrant{Name: "greedy", Argv: []string{f.greedy, "greedy", "{seed}", delay}}
}

// worker starts a worker process playing c games at once (more: "once",
// to leave when a run it played in is over); its log goes to DIR/NAME.log.
func (f *fixture) worker(t testing.TB, name string, c int, more ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(f.self, append([]string{"queue-worker", f.srv.URL, f.srv.WorkerToken, name, strconv.Itoa(c)}, more...)...)
	cmd.Env = append(os.Environ(), "QUEUE_TEST_CACHE="+filepath.Join(f.dir, name+"-cache"))
	log, err := os.Create(filepath.Join(f.dir, name+".log"))
	require.NoError(t, err)
	cmd.Stderr = log
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		log.Close()
		if t.Failed() {
			b, _ := os.ReadFile(log.Name())
			t.Logf("%s:\n%s", name, b)
		}
	})
	return cmd
}

// match is the tests' match: games games of More between random and
// greedy, from seed 5.
type match struct {
	games  int
	delay  string
	record string // record file, or ""
	sprt   *stats.SPRT
	// ackWait is the workers' ack wait; 0 is testAckWait.
	ackWait time.Duration
	// ctx, if set, is the run's context (see arena.Runner.Run).
	ctx context.Context
	// version is the coordinator's; log receives its warnings.
	version string
	log     io.Writer
	// opts are the judge's options.
	opts map[string]string
}

func (m match) schedule(a, b arena.Entrant) []arena.Scheduled {
	sched, _ := arena.MatchSchedule(a, b, m.games, 5)
	return sched
}

// local plays the match on this machine.
func (f *fixture) local(t *testing.T, m match) []arena.Record {
	t.Helper()
	a, b := f.players(m.delay)
	judge, err := games()[0].NewJudge(nil)
	require.NoError(t, err)
	r := arena.Runner{Judge: judge, Concurrency: 2}
	recs, err := r.Run(context.Background(), m.schedule(a, b), nil)
	require.NoError(t, err)
	return recs
}

// queued plays the match through the queue, with this process as the
// coordinator (see coordinate).
func (f *fixture) queued(t *testing.T, m match) ([]arena.Record, *Coordinator) {
	t.Helper()
	recs, coord, err := coordinate(f.srv.URL, f.srv.Token, f.self, f.greedy, m, nil)
	require.NoError(t, err)
	return recs, coord
}

// coordinate plays m through the queue at url, as `botcup match -workers`
// does: resuming m.record, then finishing the run. before and after, if
// set, see the coordinator before the run and before it finishes it.
func coordinate(url, token, self, greedy string, m match, after func(*Coordinator), before ...func(*Coordinator)) ([]arena.Record, *Coordinator, error) {
	f := &fixture{self: self, greedy: greedy}
	a, b := f.players(m.delay)
	nc, js, err := Connect(url, "coordinator", Auth{Token: token})
	if err != nil {
		return nil, nil, err
	}
	defer nc.Close()
	var rf *arena.RecordFile
	var resumed []arena.Record
	if m.record != "" {
		if rf, resumed, _, err = arena.OpenRecordFile(m.record); err != nil {
			return nil, nil, err
		}
		defer rf.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	coord, err := Start(ctx, nc, js, Run{Game: "more", Players: []arena.Entrant{a, b}, Self: self,
		AckWait: cmp.Or(m.ackWait, testAckWait), Key: m.record, Fresh: len(resumed) == 0,
		Registration: games()[0], Version: m.version, Log: m.log, Options: arena.GameOptions{JudgeOptions: m.opts}})
	if err != nil {
		return nil, nil, err
	}
	for _, f := range before {
		f(coord)
	}
	judge, err := games()[0].NewJudge(m.opts)
	if err != nil {
		return nil, nil, err
	}
	sched := m.schedule(a, b)
	done, err := arena.CheckResume("more", sched, resumed)
	if err != nil {
		return nil, nil, err
	}
	r := arena.Runner{Judge: judge, Concurrency: m.games / 2, Record: rf, Remote: coord.Play, Options: arena.GameOptions{JudgeOptions: m.opts}}
	if m.sprt != nil {
		r.Done = func(recs []arena.Record) bool {
			return m.sprt.Test(arena.MatchPenta(recs, a.Name)).Result != stats.SPRTContinue
		}
	}
	// A run still going after stuckAfter is stuck: it fails with the
	// workers' logs instead of hanging the package until go test's limit.
	runCtx, stopRun := context.WithTimeoutCause(cmp.Or(m.ctx, context.Background()), stuckAfter,
		fmt.Errorf("the run is stuck: not over after %v", stuckAfter))
	defer stopRun()
	recs, err := r.Run(runCtx, sched, done)
	if cause := context.Cause(runCtx); errors.Is(err, context.DeadlineExceeded) && cause != nil {
		err = cause
	}
	if errors.Is(err, context.Canceled) && m.record == "" {
		// Nothing to resume: the run is finished, as botcup match
		// without -o finishes an interrupted run.
		if ferr := coord.Finish(); ferr != nil {
			return recs, coord, ferr
		}
	}
	if err != nil {
		return recs, coord, err
	}
	if after != nil {
		after(coord)
	}
	return recs, coord, coord.Finish()
}

// coordinatorMain is the test binary as a coordinator (queue-coordinator
// URL TOKEN RELAY RECORD GAMES DELAY).
func coordinatorMain(args []string) int {
	n, _ := strconv.Atoi(args[4])
	self, _ := os.Executable()
	_, _, err := coordinate(args[0], args[1], self, args[2], match{games: n, delay: args[5], record: args[3]}, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// indices are 0..n-1.
func indices(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// requireRecordedOnce checks that the record file holds each of the games
// exactly once, and no other, and returns its records by index.
func requireRecordedOnce(t *testing.T, file string, games []int) []arena.Record {
	t.Helper()
	recs, tail, err := arena.LoadRecords(file)
	require.NoError(t, err)
	require.Nil(t, tail)
	seen := map[int]int{}
	for _, r := range recs {
		seen[r.Index]++
	}
	for _, i := range games {
		assert.Equal(t, 1, seen[i], "game %d is recorded %d times", i, seen[i])
	}
	assert.Len(t, recs, len(games))
	slices.SortFunc(recs, func(a, b arena.Record) int { return a.Index - b.Index })
	return recs
}

func TestQueuedMatchPlaysTheLocalGames(t *testing.T) {
	f := newFixture(t)
	m := match{games: 12, delay: "0s"}
	want := f.local(t, m)
	for i := range 3 {
		f.worker(t, "w"+strconv.Itoa(i), 1)
	}
	got, coord := f.queued(t, m)
	arenatest.SameGames(t, want, got)
	assert.Equal(t, 0, coord.Dropped())
	// The seeds vary the games: not every pair is the same.
	assert.NotEqual(t, arenatest.MoveText(want[0]), arenatest.MoveText(want[2]))
}

// playing waits until worker cmd has a live child (a player: it is in
// the middle of a pair, its result not yet returned).
func playing(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	require.Eventually(t, func() bool { return slices.ContainsFunc(children(cmd.Process.Pid), alive) }, time.Minute, 10*time.Millisecond)
}

// children are the processes whose parent is pid.
func children(pid int) []int {
	var out []int
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) > 1 && f[1] == strconv.Itoa(pid) {
			out = append(out, p)
		}
	}
	return out
}

// background plays m as coordinate does, meanwhile.
func (f *fixture) background(m match, after func(*Coordinator)) <-chan error {
	done := make(chan error, 1)
	go func() {
		_, _, err := coordinate(f.srv.URL, f.srv.Token, f.self, f.greedy, m, after)
		done <- err
	}()
	return done
}

// stubPlay plays a game at once without a process, each side playing the
// jury's move as its own: what the throughput benchmark's workers do, so
// that only the queue (and its re-judging of genuine games) is measured.
// On a board it has played before (the benchmark's fixed board) it plays
// the moves of its first game there again: a genuine game still, at no
// cost.
func stubPlay(_ context.Context, j game.Judge, _ arena.JudgeFor, s arena.Scheduled, opt arena.GameOptions) (arena.Record, error) {
	g := j.NewGame(s.Seed)
	rec := arena.Record{Kind: arena.GameKind, Version: arena.RecordVersion, Game: j.Name(), Index: s.Index, Seed: s.Seed,
		Setup: g.Setup(), Players: [2]string{s.Players[0].Name, s.Players[1].Name}, Options: opt.JudgeOptions}
	for k, p := range s.Players {
		rec.Commands[k] = arena.CommandLine(arena.ExpandArgv(p.Argv, s.Seed, s.Opening.MovesText()))
	}
	stubbed.Lock()
	defer stubbed.Unlock()
	if played, ok := stubbed.games[rec.Setup]; ok {
		rec.Moves, rec.Contest, rec.Scores = played.Moves, played.Contest, played.Scores
		return rec, nil
	}
	for !g.Over() {
		p, _ := g.Next()
		line := g.Fallback(p)
		if err := g.Play(p, line); err != nil {
			return rec, err
		}
		rec.Moves = append(rec.Moves, arena.Move{Player: p, Line: line})
	}
	rec.Contest = g.Scores()
	rec.Scores = rec.Contest
	stubbed.games[rec.Setup] = rec
	return rec, nil
}

// stubbed are the games stubPlay played, by setup.
var stubbed = struct {
	sync.Mutex
	games map[string]arena.Record
}{games: map[string]arena.Record{}}

// BenchmarkQueueThroughput is how many pairs a second the queue carries:
// 8 worker processes (4 games at once each) whose games take no time
// (whole games of More on the contest text's board, see stubPlay), the
// coordinator in this process re-judging every game, with a
// record file (-o, a line synced per game, as a match writes it) or none.
// b.N is the number of pairs (-benchtime 5000x).
func BenchmarkQueueThroughput(b *testing.B) {
	for _, record := range []bool{true, false} {
		b.Run(fmt.Sprintf("record=%v", record), func(b *testing.B) {
			f := newFixture(b)
			for i := range 8 {
				f.worker(b, "w"+strconv.Itoa(i), 4, "stub")
			}
			m := match{games: 2 * b.N, delay: "0s", opts: map[string]string{"board": "example"}}
			if record {
				m.record = filepath.Join(f.dir, "m.jsonl")
			}
			b.ResetTimer()
			start := time.Now()
			recs, _, err := coordinate(f.srv.URL, f.srv.Token, f.self, f.greedy, m, nil)
			elapsed := time.Since(start)
			b.StopTimer()
			if err != nil || len(recs) != m.games {
				b.Fatalf("%d records of %d: %v", len(recs), m.games, err)
			}
			b.ReportMetric(float64(b.N)/elapsed.Seconds(), "pairs/s")
		})
	}
}

// BenchmarkRejudge is what the coordinator spends re-judging one game of
// More: a whole game (the jury's greedy replacement playing every move)
// replayed through the judge.
func BenchmarkRejudge(b *testing.B) {
	judge, err := games()[0].NewJudge(nil)
	require.NoError(b, err)
	f := &fixture{self: "/bin/botcup", greedy: "/bin/relay.sh"}
	x, y := f.players("0s")
	s := match{games: 2}.schedule(x, y)[0]
	rec, err := stubPlay(context.Background(), judge, nil, s, arena.GameOptions{})
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if err := arena.Rejudge(judge, nil, s, arena.GameOptions{}, &rec); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(rec.Moves)), "moves/game")
}

func TestWorkerKilledMidPair(t *testing.T) {
	f := newFixture(t)
	m := match{games: 6, delay: "5ms", record: filepath.Join(f.dir, "m.jsonl")}
	want := f.local(t, m)
	doomed := f.worker(t, "doomed", 1)
	done := f.background(m, nil)
	playing(t, doomed)
	require.NoError(t, doomed.Process.Signal(syscall.SIGKILL))
	f.worker(t, "survivor", 1)
	require.NoError(t, <-done)
	arenatest.SameGames(t, want, requireRecordedOnce(t, m.record, indices(m.games)))
}

func TestWorkerCutOffIsRedoneAndItsLateResultDropped(t *testing.T) {
	f := newFixture(t)
	m := match{games: 6, delay: "5ms", record: filepath.Join(f.dir, "m.jsonl")}
	want := f.local(t, m)
	cut := f.worker(t, "cut", 1)
	var dropped int
	done := f.background(m, func(c *Coordinator) {
		// Every game is recorded: the cut-off worker comes back and
		// returns its pair late.
		_ = cut.Process.Signal(syscall.SIGCONT)
		deadline := time.Now().Add(time.Minute)
		for c.Dropped() == 0 && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		dropped = c.Dropped()
	})
	playing(t, cut)
	require.NoError(t, cut.Process.Signal(syscall.SIGSTOP))
	f.worker(t, "other", 1)
	require.NoError(t, <-done)
	assert.Equal(t, 2, dropped, "the late result of the cut-off worker's pair")
	arenatest.SameGames(t, want, requireRecordedOnce(t, m.record, indices(m.games)))
}

func TestCoordinatorKilledAndStartedAgainResumes(t *testing.T) {
	f := newFixture(t)
	m := match{games: 16, delay: "0s", record: filepath.Join(f.dir, "m.jsonl")}
	want := f.local(t, m)
	f.worker(t, "w", 2)
	coordinator := func() *exec.Cmd {
		cmd := exec.Command(f.self, "queue-coordinator", f.srv.URL, f.srv.Token, f.greedy, m.record,
			strconv.Itoa(m.games), m.delay)
		cmd.Stderr = os.Stderr
		require.NoError(t, cmd.Start())
		return cmd
	}
	first := coordinator()
	require.Eventually(t, func() bool {
		recs, _, _ := arena.LoadRecords(m.record)
		return len(recs) >= 4
	}, time.Minute, 10*time.Millisecond)
	require.NoError(t, first.Process.Signal(syscall.SIGKILL))
	_ = exitOf(t, first)
	recs, _, err := arena.LoadRecords(m.record)
	require.NoError(t, err)
	require.Less(t, len(recs), m.games, "killed before the end")
	// The worker plays on while no coordinator listens; the next one
	// finds those results in the queue.
	time.Sleep(500 * time.Millisecond)
	require.NoError(t, exitOf(t, coordinator()))
	arenatest.SameGames(t, want, requireRecordedOnce(t, m.record, indices(m.games)))
}

func TestSPRTDecidedMidRunStopsTheWorkers(t *testing.T) {
	f := newFixture(t)
	sprt := &stats.SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05, Model: stats.SPRTLogistic}
	m := match{games: 400, delay: "2ms", record: filepath.Join(f.dir, "m.jsonl"), sprt: sprt}
	once := f.worker(t, "once", 1, "once")
	stays := f.worker(t, "stays", 1)
	recs, _, err := coordinate(f.srv.URL, f.srv.Token, f.self, f.greedy, m, nil, func(c *Coordinator) {
		// Both workers wait for a pair before any is queued: each plays
		// in the run (the once worker leaves only then).
		require.Eventually(t, func() bool { return waitingWorkers(c) >= 2 }, time.Minute, 10*time.Millisecond)
	})
	require.NoError(t, err)
	assert.Equal(t, stats.SPRTAcceptH0, sprt.Test(arena.MatchPenta(recs, "random")).Result, "greedy is far stronger")
	assert.Less(t, len(recs), m.games)
	var played []int
	for _, r := range recs {
		played = append(played, r.Index)
	}
	requireRecordedOnce(t, m.record, played)
	// The run is over: no player is left, the once worker has left, the
	// other waits for the next run, and nothing of the run is queued.
	require.NoError(t, exitOf(t, once))
	require.Eventually(t, func() bool { return len(children(stays.Process.Pid)) == 0 }, time.Minute, 10*time.Millisecond)
	require.NoError(t, stays.Process.Signal(syscall.Signal(0)), "the worker stays")
	_, js, err := Connect(f.srv.URL, "test", Auth{Token: f.srv.Token})
	require.NoError(t, err)
	info, err := js.Stream(context.Background(), JobsStream)
	require.NoError(t, err)
	assert.Equal(t, uint64(0), info.CachedInfo().State.Msgs)

	// The worker that stayed plays the next run as any other.
	next := match{games: 4, delay: "0s", record: filepath.Join(f.dir, "next.jsonl")}
	recs, _, err = coordinate(f.srv.URL, f.srv.Token, f.self, f.greedy, next, nil)
	require.NoError(t, err)
	arenatest.SameGames(t, f.local(t, next), recs)
}

func TestTamperedOrMissingProgramIsRefused(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(jetstream.ObjectStore, string) error
		want   string
	}{
		{"tampered", func(store jetstream.ObjectStore, sum string) error {
			// Someone with the queue's token swaps the script's bytes.
			_, err := store.PutString(context.Background(), sum, "#!/bin/sh\necho tampered\n")
			return err
		}, "worker w: player greedy: program %s (it hashes to "},
		{"missing", func(store jetstream.ObjectStore, sum string) error {
			return store.Delete(context.Background(), sum)
		}, "worker w: player greedy: program %s is not in the programs store"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			m := match{games: 2, delay: "0s", record: filepath.Join(f.dir, "m.jsonl")}
			f.worker(t, "w", 1)
			sum := must(fileSum(f.greedy))
			_, _, err := coordinate(f.srv.URL, f.srv.Token, f.self, f.greedy, m, nil, func(c *Coordinator) {
				store, err := c.js.ObjectStore(context.Background(), ProgramsBucket)
				require.NoError(t, err)
				require.NoError(t, tc.change(store, sum))
			})
			require.Error(t, err)
			assert.Contains(t, err.Error(), fmt.Sprintf(tc.want, sum))
			if tc.name == "tampered" {
				assert.Contains(t, err.Error(), "does not match its SHA-256: refusing to run it")
			}
			recs, _, err := arena.LoadRecords(m.record)
			require.NoError(t, err)
			assert.Empty(t, recs, "nothing was played")
		})
	}
}

func must(s string, err error) string {
	if err != nil {
		panic(err)
	}
	return s
}

func TestPackSaysWhatCannotTravel(t *testing.T) {
	dir := t.TempDir()
	bot, weights := filepath.Join(dir, "bot"), filepath.Join(dir, "weights.bin")
	require.NoError(t, os.WriteFile(bot, []byte("#!/bin/sh\n"), 0o755))
	require.NoError(t, os.WriteFile(weights, []byte("w"), 0o644))
	self := "/usr/local/bin/botcup"
	// A file named as the game is (botcup player more greedy) is not asked for.
	t.Chdir(dir)
	require.NoError(t, os.WriteFile("more", []byte("#!/bin/sh\n"), 0o755))
	p, err := Pack([]arena.Entrant{{Name: "a", Argv: []string{bot, "-w", weights, "-seed", "{seed}"}},
		{Name: "b", Argv: []string{self, "player", "more", "greedy"}}, {Name: "c", Argv: []string{"python3", "-u"}}}, self, []string{weights})
	require.NoError(t, err)
	assert.Equal(t, []string{"{sha256:" + must(fileSum(bot)) + "}", "-w", "{sha256:" + must(fileSum(weights)) + "}", "-seed", "{seed}"},
		p.Argv([]string{bot, "-w", weights, "-seed", "{seed}"}))
	assert.Equal(t, []string{"{botcup}", "player", "more", "greedy"}, p.Argv([]string{self, "player", "more", "greedy"}))
	assert.Equal(t, []string{"python3", "-u"}, p.Argv([]string{"python3", "-u"}), "the worker's own python3")
	assert.Len(t, p.files, 2)

	for _, tc := range []struct {
		argv []string
		want string
	}{
		{[]string{bot, "-w", weights}, "player x cannot travel to the workers: its argument " + weights + " is a file that would not be there; add -ship " + weights},
		{[]string{"bash", "-c", "bin/more | tee log"}, "a shell command line (bash -c) would run without its programs"},
		{[]string{filepath.Join(dir, "none")}, "its program " + filepath.Join(dir, "none") + ": open"},
	} {
		_, err := Pack([]arena.Entrant{{Name: "x", Argv: tc.argv}}, self, nil)
		require.Error(t, err, tc.argv)
		assert.Contains(t, err.Error(), tc.want)
	}
}

func TestInterruptedWorkerGivesItsPairBackAtOnce(t *testing.T) {
	f := newFixture(t)
	// An ack wait longer than the test may take: the pair can only come
	// back through the worker's own nak.
	m := match{games: 2, delay: "5ms", record: filepath.Join(f.dir, "m.jsonl"), ackWait: time.Hour}
	want := f.local(t, m)
	quitter := f.worker(t, "quitter", 1)
	done := f.background(m, nil)
	playing(t, quitter)
	players := children(quitter.Process.Pid)
	require.NoError(t, quitter.Process.Signal(syscall.SIGINT))
	require.NoError(t, exitOf(t, quitter), "a clean exit")
	for _, p := range players {
		assert.False(t, alive(p), "player %d of the interrupted worker is still running", p)
	}
	f.worker(t, "other", 1)
	require.NoError(t, <-done)
	arenatest.SameGames(t, want, requireRecordedOnce(t, m.record, indices(m.games)))
}

// A run cancelled while a worker plays its pairs, and so finished (as
// botcup match does without -o): the worker kills that run's players at
// once (greedy would think a minute a move: the games would go on for
// minutes), stays, and plays the next run.
func TestCancelledRunLeavesNoPlayerOnTheWorker(t *testing.T) {
	f := newFixture(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := match{games: 4, delay: "1m", ctx: ctx}
	w := f.worker(t, "w", 2)
	done := f.background(m, nil)
	// Both pairs' first games are under way: four players.
	require.Eventually(t, func() bool {
		return len(slices.DeleteFunc(children(w.Process.Pid), func(p int) bool { return !alive(p) })) == 4
	},
		time.Minute, 10*time.Millisecond)
	players := children(w.Process.Pid)
	cancel()
	require.ErrorIs(t, <-done, context.Canceled)
	require.Eventually(t, func() bool { return !slices.ContainsFunc(children(w.Process.Pid), alive) }, 20*time.Second, 10*time.Millisecond,
		"a player of the cancelled run is left on the worker")
	for _, p := range players {
		assert.False(t, alive(p), "player %d of the cancelled run is still running", p)
	}
	require.NoError(t, w.Process.Signal(syscall.Signal(0)), "the worker stays")

	next := match{games: 2, delay: "0s"}
	recs, _, err := coordinate(f.srv.URL, f.srv.Token, f.self, f.greedy, next, nil)
	require.NoError(t, err)
	arenatest.SameGames(t, f.local(t, next), recs)
}

// waitingWorkers is how many pull requests wait on the workers' consumer.
func waitingWorkers(c *Coordinator) int {
	cons, err := c.js.Consumer(context.Background(), JobsStream, WorkersConsumer)
	if err != nil {
		return 0
	}
	info, err := cons.Info(context.Background())
	if err != nil {
		return 0
	}
	return info.NumWaiting
}

// alive reports whether process pid exists and is not a zombie.
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return len(f) > 0 && f[0] != "Z"
}

// Start's errors name the step that failed.
func TestStartNamesTheStep(t *testing.T) {
	_, err := Start(t.Context(), nil, nil, Run{Game: "nothing"})
	assert.EqualError(t, err, `queue: the judge: no judge of "nothing" to re-judge the workers' results with`)
	_, err = Start(t.Context(), nil, nil, Run{Game: "nothing", Players: []arena.Entrant{{Name: "gone", Argv: []string{"/nonexistent/bot"}}}})
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "queue: packing the players: "), err.Error())
}
