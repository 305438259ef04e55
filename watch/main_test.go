package watch

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/stats"
	"botcup/game"
	morejudge "botcup/more/judge"
	"botcup/queue"
	"botcup/replay"
	"botcup/replay/replaytest"
)

// The test binary plays the other parts: a player (watch-player NAME
// SEED DELAY: More's reference player NAME, each line after DELAY), a
// player that crashes with words on stderr (watch-crasher) and a queue's
// worker (watch-worker URL TOKEN NAME).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "watch-player":
			seed, _ := strconv.ParseUint(os.Args[3], 10, 64)
			delay, _ := time.ParseDuration(os.Args[4])
			out := bufio.NewWriter(os.Stdout)
			if err := morejudge.Registration().Players[os.Args[2]](bufio.NewReader(os.Stdin), slowWriter{out, delay}, seed); err != nil {
				os.Exit(1)
			}
			os.Exit(0)
		case "watch-crasher":
			fmt.Fprintln(os.Stderr, "thinking hard\npanic: the crasher gives up\n\ngoroutine 1 [running]:\nmain.main()")
			os.Exit(2)
		case "watch-worker":
			os.Exit(workerMain(os.Args[2:]))
		}
	}
	os.Exit(replaytest.Main(m))
}

// slowWriter writes each line after a delay.
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

// workerMain is a queue worker playing one game at a time.
func workerMain(args []string) int {
	nc, js, err := queue.Connect(args[0], args[2], queue.Auth{Token: args[1]})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer nc.Close()
	self, _ := os.Executable()
	w := &queue.Worker{Name: args[2], Concurrency: 1, Games: []game.Registration{morejudge.Registration()}, Self: self,
		Cache: os.Getenv("WATCH_TEST_CACHE"), Log: os.Stderr}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := w.Run(ctx, nc, js); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// self is the test binary.
func self(t testing.TB) string {
	t.Helper()
	p, err := os.Executable()
	require.NoError(t, err)
	return p
}

// player is More's reference player name in this binary, delay a move.
func player(t testing.TB, name, delay string) arena.Entrant {
	return arena.Entrant{Name: name, Argv: []string{self(t), "watch-player", name, "{seed}", delay}}
}

// moreJudge is More's judge with the rules' defaults.
func moreJudge(t testing.TB) game.Judge {
	t.Helper()
	j, err := morejudge.Registration().NewJudge(nil)
	require.NoError(t, err)
	return j
}

// replayMore draws a More game for its replay page.
func replayMore(t testing.TB) func(rec *arena.Record) (replay.Drawing, error) {
	j := moreJudge(t)
	return func(rec *arena.Record) (replay.Drawing, error) {
		return replay.FromRecord(morejudge.Registration(), j, rec)
	}
}

// watched is a match of games games between a and b, watched by a Watch
// served on loopback, started in the background; the run's end comes on
// the channel returned.
type watched struct {
	w     *Watch
	srv   *Server
	ended chan error
	// gameEnded gets each game's index as Observe is told of it, with
	// the time.
	gameEnded chan ended
	// start starts the match.
	start func()
}

type ended struct {
	index int
	at    time.Time
}

// watchMatch serves the match's page; start starts it.
func watchMatch(t *testing.T, a, b arena.Entrant, games int, sprt *stats.SPRT) *watched {
	t.Helper()
	m := arena.Match{Judge: moreJudge(t), A: a, B: b, Games: games, Seed: 3, Concurrency: 2, SPRT: sprt}
	w := New(Run{Kind: "match", Game: "more", Sides: morejudge.Registration().SideNames(), Title: "more: " + a.Name + " vs " + b.Name, Limit: "30s", Total: games, SPRT: sprt, Replay: replayMore(t)})
	srv, err := Serve(w, "127.0.0.1:0", "")
	require.NoError(t, err)
	x := &watched{w: w, srv: srv, ended: make(chan error, 1), gameEnded: make(chan ended, games)}
	m.Progress = w.Match
	m.Observe = func(rec arena.Record) {
		w.Game(rec)
		x.gameEnded <- ended{rec.Index, time.Now()}
	}
	start := make(chan struct{})
	var startOnce sync.Once
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-start
		_, _, err := m.Run(ctx)
		w.End(err)
		x.ended <- err
	}()
	t.Cleanup(func() {
		// A test that stopped before it started the match, or while it
		// runs, ends it: the wait is bounded, never a hang.
		if t.Failed() {
			cancel()
		}
		startOnce.Do(func() { close(start) })
		select {
		case <-x.ended:
		case <-time.After(time.Minute):
			t.Errorf("the watched match did not end within a minute of the test's end")
		}
		cancel()
		srv.Close()
	})
	x.start = func() { startOnce.Do(func() { close(start) }) }
	return x
}
