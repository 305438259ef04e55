package caia

import (
	"bufio"
	"cmp"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
)

// The test binary is also the toy CAIA referee and the toy players of
// these tests: `caia.test toy-referee KIND LOG` and `caia.test toy-player
// KIND`.
func TestMain(m *testing.M) {
	if len(os.Args) > 2 {
		switch os.Args[1] {
		case "toy-referee":
			os.Exit(toyReferee(os.Args[2], os.Args[3:]))
		case "toy-player":
			os.Exit(toyPlayer(os.Args[2]))
		}
	}
	os.Exit(m.Run())
}

// toyReferee is a CAIA referee of a toy game: player 1 is sent "Start",
// then each is sent the other's last move; each says 1, 2 or 3, twice,
// and scores what it said. A fault (a token, or any other line) ends the
// game at once: the faulty player 0 points, the other 10, the message
// pN_WHAT. It checks that it was given a log and writes it; its message
// without a fault is finished_seed_S, S from SeedEnv. kind makes it fail:
// crash (exits 3 with a word on stderr), unknown (sends "I kill 1"),
// player3 (listens to player 3), garbage (a report without points),
// quiet (exits 0 without a report), silent (never reports).
func toyReferee(kind string, args []string) int {
	in := bufio.NewScanner(os.Stdin)
	say := func(format string, a ...any) { fmt.Printf(format+"\n", a...) }
	ask := func(format string, a ...any) string {
		say(format, a...)
		if !in.Scan() {
			os.Exit(4)
		}
		return in.Text()
	}
	if len(args) != 1 {
		fmt.Fprintf(os.Stderr, "toy referee: want the log's path, not %q\n", args)
		return 2
	}
	if err := os.WriteFile(args[0], []byte("toy log\n"), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	switch kind {
	case "crash":
		fmt.Fprintln(os.Stderr, "toy referee: out of cheese")
		return 3
	case "unknown":
		say("I kill 1")
		time.Sleep(time.Minute)
	case "player3":
		ask("I listen 3")
	case "garbage":
		say("M report one 2 won")
		time.Sleep(time.Minute)
	case "quiet":
		say("1 Start")
		return 0
	case "silent":
		time.Sleep(time.Minute)
	}
	var sums [2]int
	last := "Start"
	if lock := ask("I lock"); lock != LockOK {
		fmt.Fprintf(os.Stderr, "toy referee: I lock answered %q\n", lock)
		return 5
	}
	say("I unlock")
	for turn := 0; turn < 4; turn++ {
		p := turn%2 + 1
		say("%d %s", p, last)
		ans := ask("I listen %d", p)
		v, err := strconv.Atoi(ans)
		if err != nil || v < 1 || v > 3 {
			what := "illegal"
			switch {
			case ans == TokenTimeout:
				what = "timeout"
			case ans == TokenStopped:
				what = "stopped"
			case ans == TokenEmptyLine:
				what = "empty"
			case strings.HasPrefix(ans, tokenCrashedAt):
				what = "crashed:" + strings.TrimSuffix(strings.TrimPrefix(ans, tokenCrashedAt), ">")
			}
			points := [2]int{10, 10}
			points[p-1] = 0
			say("M report %d %d p%d_%s", points[0], points[1], p, what)
			return 0
		}
		sums[p-1] += v
		last = ans
	}
	say("1 Quit")
	say("2 Quit")
	for p := 1; p <= 2; p++ {
		if t := ask("I request_time %d", p); !strings.HasPrefix(t, "time ") {
			fmt.Fprintf(os.Stderr, "toy referee: request_time answered %q\n", t)
			return 5
		}
	}
	say("M toy referee: the game is over")
	say("M report %d %d finished_seed_%s", sums[0], sums[1], os.Getenv(SeedEnv))
	return 0
}

// toyPlayer plays the toy game: good says 2 every turn; crash kills
// itself (SIGKILL) on its first turn; slow sleeps past any clock;
// illegal says 7; empty says ""; quits says 2 once, then exits; ponders
// thinks 300 ms a turn; ticks says 2 and, all along, notes the time in
// the file $CAIA_TEST_TICKS every 5 ms.
func toyPlayer(kind string) int {
	if kind == "ticks" {
		go tick(os.Getenv(ticksEnv))
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		if in.Text() == "Quit" {
			return 0
		}
		switch kind {
		case "crash":
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
		case "slow":
			time.Sleep(time.Minute)
		case "illegal":
			fmt.Println("7")
		case "empty":
			fmt.Println()
		case "quits":
			fmt.Println("2")
			return 0
		case "ponders":
			time.Sleep(300 * time.Millisecond)
			fmt.Println("2")
		default:
			fmt.Println("2")
		}
	}
	return 0
}

// toyJudge is the toy referee of kind as a hosted judge: a one-line
// script that starts the test binary as it, as a CAIA manager would.
func toyJudge(t *testing.T, kind string) *Judge {
	t.Helper()
	self, err := os.Executable()
	require.NoError(t, err)
	script := filepath.Join(t.TempDir(), "referee")
	require.NoError(t, os.WriteFile(script, []byte(fmt.Sprintf("#!/bin/sh\nexec %s toy-referee %s \"$@\"\n", self, cmp.Or(kind, "normal"))), 0o755))
	j, err := NewJudge(Prefix+script, script)
	require.NoError(t, err)
	return j
}

// hostToy plays one toy game of the referee kind between the toy players
// a and b (clock 1 s each), within 20 s.
func hostToy(t *testing.T, kind, a, b string) (arena.Record, error) {
	t.Helper()
	self, err := os.Executable()
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	players := [2]arena.Entrant{{Name: "A", Argv: []string{self, "toy-player", a}}, {Name: "B", Argv: []string{self, "toy-player", b}}}
	start := time.Now()
	rec, err := arena.PlayGame(ctx, toyJudge(t, kind), 7, players, arena.GameOptions{Budget: time.Second})
	require.NoError(t, ctx.Err(), "the game was not over after %v", time.Since(start))
	return rec, err
}

func TestHostPlaysTheRefereesGame(t *testing.T) {
	rec, err := hostToy(t, "", "good", "good")
	require.NoError(t, err)
	assert.Equal(t, [2]float64{4, 4}, rec.Scores)
	assert.Equal(t, rec.Scores, rec.Contest)
	assert.Empty(t, rec.Faults)
	require.Len(t, rec.Moves, 4)
	for k, m := range rec.Moves {
		assert.Equal(t, k%2, m.Player)
		assert.Equal(t, "2", m.Line)
	}
	for i, s := range rec.Time {
		assert.Less(t, s, 1.0, "player %d's time", i)
		assert.InDelta(t, rec.Moves[i].Time+rec.Moves[i+2].Time, s, 1e-9, "player %d's time is its moves'", i)
	}
	assert.Equal(t, "", rec.Setup)
	assert.Equal(t, uint64(7), rec.Seed)
	j := toyJudge(t, "")
	require.NoError(t, j.RejudgeHosted(arena.Scheduled{}, arena.GameOptions{Budget: time.Second}, &rec), "its own record is genuine")
}

// TestHostFaults: every fault is told to the referee as caiaio's token,
// and the referee decides (the toy referee: 0 for the faulty player, 10
// for the other); botcup records the faults it saw itself.
func TestHostFaults(t *testing.T) {
	for _, c := range []struct {
		player    string
		scores    [2]float64
		fault     string // the kind botcup records, or none
		lastLine  string // the line the referee judged, without a fault
		moves     int
		seconds   float64 // at least this much of B's clock used
		detailHas string
	}{
		{"crash", [2]float64{10, 0}, arena.FaultCrash, "", 1, 0, "<caiaio:_player_crashed:_Killed> killed by signal: killed"},
		{"slow", [2]float64{10, 0}, arena.FaultTimeout, "", 1, 1, "<caiaio:_player_timeout> out of time"},
		{"quits", [2]float64{10, 0}, arena.FaultClosed, "", 3, 0, "<caiaio:_player_stopped> exited before the game was over"},
		{"illegal", [2]float64{10, 0}, "", "7", 2, 0, ""},
		{"empty", [2]float64{10, 0}, "", "", 2, 0, ""},
	} {
		t.Run(c.player, func(t *testing.T) {
			rec, err := hostToy(t, "", "good", c.player)
			require.NoError(t, err)
			assert.Equal(t, c.scores, rec.Scores)
			assert.Equal(t, c.scores, rec.Contest, "the referee's points are the contest's")
			require.Len(t, rec.Moves, c.moves)
			if c.fault == "" {
				assert.Equal(t, arena.Move{Player: 1, Line: c.lastLine, Time: rec.Moves[c.moves-1].Time}, rec.Moves[c.moves-1])
			}
			assert.GreaterOrEqual(t, rec.Time[1], c.seconds)
			if c.fault == "" {
				assert.Empty(t, rec.Faults, "the referee judged the line; botcup saw no fault")
				return
			}
			require.Len(t, rec.Faults, 1)
			f := rec.Faults[0]
			assert.Equal(t, 1, f.Player)
			assert.Equal(t, c.fault, f.Kind)
			assert.Equal(t, c.moves, f.Move)
			assert.Equal(t, c.detailHas, f.Detail)
			require.NoError(t, toyJudge(t, "").RejudgeHosted(arena.Scheduled{}, arena.GameOptions{Budget: time.Second}, &rec))
		})
	}
}

// TestHostRefereeFailures: the referee failing is the judge's failure,
// said with its stderr, never a player's fault.
func TestHostRefereeFailures(t *testing.T) {
	for kind, want := range map[string]string{
		"crash":   "the CAIA referee failed (the judge, not a player): it ended before its report (exit status 3); its stderr:\ntoy referee: out of cheese",
		"unknown": `the CAIA referee failed (the judge, not a player): it sent "I kill 1", a command caiaio does not know (a referee's are I listen N, I request_time N, I lock, I unlock) (nothing on its stderr)`,
		"player3": `the CAIA referee failed (the judge, not a player): it sent "I listen 3": there are players 1 and 2 (nothing on its stderr)`,
		"garbage": `the CAIA referee failed (the judge, not a player): it reported garbage: report "report one 2 won": player 1's points "one" are not a number (nothing on its stderr)`,
		"quiet":   "the CAIA referee failed (the judge, not a player): it ended before its report (exited before the game was over) (nothing on its stderr)",
		"silent":  "the CAIA referee failed (the judge, not a player): it took more than 3s of its own time (twice -limit 1s and a second) without a report (nothing on its stderr)",
	} {
		t.Run(kind, func(t *testing.T) {
			start := time.Now()
			_, err := hostToy(t, kind, "good", "good")
			require.Error(t, err)
			assert.True(t, strings.HasSuffix(err.Error(), want), "error: %v\nwant the end: %s", err, want)
			assert.True(t, strings.HasPrefix(err.Error(), Prefix), err.Error())
			assert.Less(t, time.Since(start), 10*time.Second)
		})
	}
}

func TestHostRefusesWhatItCannotHonour(t *testing.T) {
	j := toyJudge(t, "")
	ctx := context.Background()
	_, err := j.PlayHosted(ctx, 1, [2]arena.Entrant{{Name: "A", Argv: []string{"true"}}, {Name: "B", Argv: []string{"true"}}}, arena.GameOptions{})
	assert.EqualError(t, err, j.Name()+": a CAIA referee names no clock: give -limit")
	_, err = j.PlayHosted(ctx, 1, [2]arena.Entrant{{Name: "A", Argv: []string{"true"}}, {Name: "B", Argv: []string{"true"}}},
		arena.GameOptions{Budget: time.Second, Opening: arena.Opening{Moves: []string{"1"}}})
	assert.EqualError(t, err, j.Name()+": a CAIA referee plays no opening lines")
	_, err = NewJudge("caia:/nonexistent", "/nonexistent")
	assert.EqualError(t, err, "caia:/nonexistent: the CAIA referee: stat /nonexistent: no such file or directory")
	_, err = NewJudge("caia:"+os.TempDir(), os.TempDir())
	assert.EqualError(t, err, "caia:"+os.TempDir()+": the CAIA referee "+os.TempDir()+" is not an executable file")
	_, err = Registration("caia:", "")
	assert.EqualError(t, err, "caia:: name the CAIA referee's executable after caia:")
	reg, err := Registration(j.Name(), j.path)
	require.NoError(t, err)
	_, err = reg.NewJudge(map[string]string{"b": "2", "a": "1"})
	assert.EqualError(t, err, "a CAIA referee takes no judge options (-opt a=1 b=2)")
}

// ticksEnv names the file the toy player ticks notes the time in.
const ticksEnv = "CAIA_TEST_TICKS"

// tick appends the time (Unix nanoseconds) to file every 5 ms.
func tick(file string) {
	f, err := os.Create(file)
	if err != nil {
		return
	}
	for {
		fmt.Fprintln(f, time.Now().UnixNano())
		time.Sleep(5 * time.Millisecond)
	}
}

// TestHostFreezesThePlayerNotListenedTo: while the referee listens to one
// player, the other is frozen, as in every botcup game (under caiaio it
// would run on): the ticking player's notes stop for each 300 ms turn of
// the pondering one.
func TestHostFreezesThePlayerNotListenedTo(t *testing.T) {
	ticks := filepath.Join(t.TempDir(), "ticks")
	t.Setenv(ticksEnv, ticks)
	rec, err := hostToy(t, "", "ponders", "ticks")
	require.NoError(t, err)
	require.Empty(t, rec.Faults)
	assert.Greater(t, rec.Time[0], 0.55, "two turns of 300 ms")
	b, err := os.ReadFile(ticks)
	require.NoError(t, err)
	var gaps []time.Duration
	var last int64
	for _, l := range strings.Fields(string(b)) {
		n, err := strconv.ParseInt(l, 10, 64)
		require.NoError(t, err)
		if last != 0 && time.Duration(n-last) > 200*time.Millisecond {
			gaps = append(gaps, time.Duration(n-last))
		}
		last = n
	}
	// Its notes start with its start-up, mostly before player 1's first
	// turn; on a loaded machine its first note may come after that turn
	// (start-up ends when its processes sleep, before the note is written):
	// one gap then, never none, never more than the two turns.
	assert.NotEmpty(t, gaps, "the ticking player frozen for each turn of 300 ms")
	assert.LessOrEqual(t, len(gaps), 2, "the ticking player frozen only for the other's turns: %v", gaps)
	for _, g := range gaps {
		assert.GreaterOrEqual(t, g, 280*time.Millisecond)
	}
}
