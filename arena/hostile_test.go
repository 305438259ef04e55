package arena

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/proc"
	"botcup/game/toytest"
)

// The hostile-player suite: each case plays a toytest.Sum game (3 moves each)
// between a hostile player and a fair one that always says 2, and checks
// the fault recorded, the scores, that the jury played on for the hostile
// player while the fair one played all its own moves, how long the game
// took, and that no process of the game is left (every process the
// players start carries the case's mark in its environment).

// hostileBudget is each player's budget: in a case whose fault shows
// early, the arena waits for the hostile player far less than that
// (promptWait) and the game ends before it. A case that can only time out
// has lateBudget, waits it out, and not much longer (lateBound). The
// bounds are generous: the machine is shared.
const (
	hostileBudget = 3 * time.Second
	promptWait    = 1500 * time.Millisecond
	lateBudget    = time.Second
	lateBound     = lateBudget + 3*time.Second
)

// markEnv is the environment variable that marks a case's processes.
const markEnv = "BOTCUP_HOSTILE"

// detach starts a grandchild that leaves the player's process group and
// session (setsid), and waits until it has.
const detach = `setsid sleep 30 & c=$!; i=0; until [ "$(cut -d' ' -f6 /proc/$c/stat)" = "$c" ] || [ $i -ge 10000 ]; do i=$((i+1)); done; `

type hostileCase struct {
	name string
	// script is the hostile player, a shell script; argv, if set, is its
	// command line instead.
	script string
	argv   func(t *testing.T, mark string) []string
	seat   int     // the hostile player's seat
	fault  *Fault  // its fault, if any (Detail: a substring)
	score  float64 // its contest score (the sum of what it, or the jury, said)
	jury   int     // moves the jury played for it
	late   bool    // the fault shows only when the budget is spent
	reaper bool    // also run under the subreaper jail
}

func hostileCases() []hostileCase {
	return []hostileCase{
		{name: "fair", script: sayer("3"), score: 9, reaper: true},
		{name: "crash after a move", script: `read l; echo 3; read l; exit 3`, score: 5, jury: 2,
			fault: &Fault{Kind: FaultCrash, Move: 2, Detail: "exit status 3"}},
		{name: "SIGSEGV", script: `read l; kill -SEGV $$`, score: 3, jury: 3,
			fault: &Fault{Kind: FaultCrash, Move: 0, Detail: "signal: segmentation fault"}},
		{name: "exit 0 early", script: `read l; echo 3; exit 0`, score: 5, jury: 2,
			fault: &Fault{Kind: FaultClosed, Move: 2, Detail: "exited before the game was over"}},
		{name: "closes stdout while running", script: `read l; echo 3; exec >&-; sleep 30`, score: 5, jury: 2,
			fault: &Fault{Kind: FaultClosed, Move: 2, Detail: "closed its output"}},
		{name: "hangs", script: `read l; sleep 30`, score: 3, jury: 3, late: true,
			fault: &Fault{Kind: FaultTimeout, Move: 0, Detail: "out of time"}},
		{name: "busy loop", script: `read l; while :; do :; done`, score: 3, jury: 3, late: true,
			fault: &Fault{Kind: FaultTimeout, Move: 0, Detail: "out of time"}},
		{name: "hangs later", script: `read l; echo 3; read l; sleep 30`, score: 5, jury: 2, late: true,
			fault: &Fault{Kind: FaultTimeout, Move: 2, Detail: "out of time"}},
		{name: "partial line then hangs", script: `read l; printf 3; sleep 30`, score: 3, jury: 3, late: true,
			fault: &Fault{Kind: FaultTimeout, Move: 0, Detail: "out of time"}},
		{name: "garbage", script: `read l; echo xyz; sleep 30`, score: 3, jury: 3,
			fault: &Fault{Kind: FaultIllegal, Move: 0, Detail: `"xyz": malformed move: not a number`}},
		{name: "illegal", script: `read l; echo 3; read l; echo 7; sleep 30`, score: 5, jury: 2,
			fault: &Fault{Kind: FaultIllegal, Move: 2, Detail: `"7": say 1, 2 or 3`}},
		{name: "too long a line", script: `read l; head -c 5000 /dev/zero | tr '\0' 3; echo; sleep 30`, score: 3, jury: 3,
			fault: &Fault{Kind: FaultOutput, Move: 0, Detail: "line too long (more than 4096 bytes without a newline)"}},
		{name: "5 MB without a newline", script: `read l; head -c 5000000 /dev/zero | tr '\0' 3; sleep 30`, score: 3, jury: 3,
			fault: &Fault{Kind: FaultOutput, Move: 0, Detail: "line too long"}},
		{name: "flood of lines", script: `read l; yes 3`, score: 5, jury: 2,
			fault: &Fault{Kind: FaultEarly, Move: 2, Detail: `printed "3" before its turn`}},
		{name: "NUL bytes", script: `read l; printf '3\000\n'; sleep 30`, score: 3, jury: 3,
			fault: &Fault{Kind: FaultIllegal, Move: 0, Detail: `"3\x00": malformed move`}},
		{name: "invalid UTF-8", script: `read l; printf '\377\376\n'; sleep 30`, score: 3, jury: 3,
			fault: &Fault{Kind: FaultIllegal, Move: 0, Detail: `"\xff\xfe": malformed move`}},
		{name: "two moves in one write", script: `read l; printf '3\n2\n'; ` + sayer("3"), score: 5, jury: 2,
			fault: &Fault{Kind: FaultEarly, Move: 2, Detail: `printed "2" before its turn`}},
		{name: "output before its first turn", script: `echo 3; ` + sayer("3"), score: 3, jury: 3,
			fault: &Fault{Kind: FaultEarly, Move: 0, Detail: `printed "3" before its turn`}},
		{name: "output in the other's turn", script: `echo 3; ` + sayer("3"), seat: 1, score: 3, jury: 3,
			fault: &Fault{Kind: FaultEarly, Move: 1, Detail: `printed "3" before its turn`}},
		{name: "fair, subshells after every move", script: forker(subshells), score: 9, reaper: true},
		{name: "fair, a helper process per move", script: forker(helper), score: 9, reaper: true},
		{name: "child ignores SIGTERM", script: `trap '' TERM; sh -c "trap '' TERM; sleep 30" & ` + sayer("3"), score: 9, reaper: true},
		{name: "setsid grandchild", script: detach + sayer("3"), score: 9, reaper: true},
		{name: "setsid grandchild, then exit 1", script: detach + `exit 1`, score: 3, jury: 3, reaper: true,
			fault: &Fault{Kind: FaultCrash, Move: 0, Detail: "exit status 1"}},
		{name: "child keeps stdout after its parent exits", script: `read l; echo 3; read l; sleep 30 & exit 0`, score: 5, jury: 2, reaper: true,
			fault: &Fault{Kind: FaultClosed, Move: 2, Detail: "exited before the game was over"}},
		{name: "missing program", argv: func(*testing.T, string) []string { return []string{"/nonexistent/bot"} }, score: 3, jury: 3,
			fault: &Fault{Kind: FaultCrash, Move: 0, Detail: `player "/nonexistent/bot" does not start`}},
		{name: "not executable", argv: func(t *testing.T, mark string) []string {
			return []string{writeScript(t, "bot", mark, sayer("3"), 0o644), mark}
		}, score: 3, jury: 3, fault: &Fault{Kind: FaultCrash, Move: 0, Detail: "permission denied"}},
		{name: "path with spaces", argv: func(t *testing.T, mark string) []string {
			return []string{writeScript(t, "my bot", mark, sayer("3"), 0o755), mark}
		}, score: 9, reaper: true},
		{name: "written just before", argv: func(t *testing.T, mark string) []string {
			// Open for writing for 50 ms more, as when a process forked
			// meanwhile holds the descriptor: started once it is closed.
			path := writeScript(t, "bot", mark, sayer("3"), 0o755)
			holdOpen(t, path, 50*time.Millisecond)
			return []string{path, mark}
		}, score: 9},
		{name: "still being written", argv: func(t *testing.T, mark string) []string {
			path := writeScript(t, "bot", mark, sayer("3"), 0o755)
			holdOpen(t, path, time.Minute)
			return []string{path, mark}
		}, score: 3, jury: 3, fault: &Fault{Kind: FaultCrash, Move: 0, Detail: "text file busy"}},
	}
}

// Forking fair players: the arena suspends them just after their move,
// while they start processes. subshells runs five $(...) subshells after
// each move, helper a helper process.
const (
	subshells = `for i in 1 2 3 4 5; do x=$(echo $i); done`
	helper    = `/bin/true`
)

// forker says 3 to every line but Quit, then runs after.
func forker(after string) string {
	return `while read l; do case "$l" in Quit) exit 0;; esac; echo 3; ` + after + `; done`
}

// TestForkingFairPlayersAreNeverLeftStopped plays long games between two
// forking fair players, in every kind of jail: no process of a player may
// be left stopped after its resume (a SIGSTOP and SIGCONT to its process
// group raced its forks about 1 round in 400, and the player then waited
// on its stopped child until its clock ran out). 2 x 500 moves: with a
// SIGSTOP and SIGCONT to the group (and the cgroup frozen too), 8 of 12
// such games timed out, 4 of 6 in each kind of jail.
func TestForkingFairPlayersAreNeverLeftStopped(t *testing.T) {
	modes := []string{proc.ContainReaper}
	if proc.Containment() == proc.ContainCgroup {
		modes = append(modes, proc.ContainCgroup)
	}
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			players := [2]Entrant{shPlayer("subshells", forker(subshells)), shPlayer("helper", forker(helper))}
			// A generous clock (each thinks 1-3 s in all, more on a loaded
			// machine): a player left stopped waits it out.
			rec, err := PlayGame(context.Background(), toytest.Sum{Clock: 2 * time.Minute, MovesEach: 500}, 1, players, GameOptions{contain: mode})
			require.NoError(t, err)
			assert.Empty(t, rec.Faults)
			assert.Equal(t, [2]float64{1500, 1500}, rec.Scores)
		})
	}
}

// writeScript writes a shell script player into a folder with spaces in
// its name.
func writeScript(t *testing.T, name, mark, body string, mode os.FileMode) string {
	dir := filepath.Join(t.TempDir(), "dir with spaces")
	require.NoError(t, os.Mkdir(dir, 0o755))
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte("#!/bin/sh\nexport "+markEnv+"="+mark+"\n"+body+"\n"), mode))
	return path
}

// holdOpen keeps path open for writing for d, or until the test ends.
func holdOpen(t *testing.T, path string, d time.Duration) {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	require.NoError(t, err)
	var once sync.Once
	release := func() { once.Do(func() { f.Close() }) }
	time.AfterFunc(d, release)
	t.Cleanup(release)
}

func TestHostilePlayers(t *testing.T) {
	modes := []string{""}
	if proc.Containment() != proc.ContainReaper {
		modes = append(modes, proc.ContainReaper)
	}
	t.Logf("containment here: %s", proc.Containment())
	for _, mode := range modes {
		for _, tc := range hostileCases() {
			if mode == proc.ContainReaper && !tc.reaper {
				continue
			}
			name := tc.name
			if mode != "" {
				name += " (" + mode + ")"
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				playHostile(t, tc, mode)
			})
		}
	}
}

func playHostile(t *testing.T, tc hostileCase, mode string) {
	mark := strconv.Itoa(os.Getpid()) + "-" + strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, t.Name())
	hostile := markedSh("H", mark, tc.script)
	if tc.argv != nil {
		hostile.Argv = tc.argv(t, mark)
	}
	fair := markedSh("F", mark, sayer("2"))
	players := [2]Entrant{hostile, fair}
	if tc.seat == 1 {
		players = [2]Entrant{fair, hostile}
	}
	h, f := tc.seat, 1-tc.seat
	budget := hostileBudget
	if tc.late {
		budget = lateBudget
	}
	start := time.Now()
	rec, err := PlayGame(context.Background(), toytest.Sum{Clock: budget, MovesEach: 3}, 7, players, GameOptions{contain: mode})
	took := time.Since(start)
	require.NoError(t, err)

	// Nothing of the game is left once it is over. A killed process may
	// stay listed for a moment on a loaded machine: it gets 10 s, while a
	// leaked one would live on for its 30 s sleep.
	assert.Eventually(t, func() bool { return len(marked(mark)) == 0 }, 10*time.Second, 10*time.Millisecond, "processes left by the game")

	var contest [2]float64
	contest[h], contest[f] = tc.score, 6
	assert.Equal(t, contest, rec.Contest)
	want := contest
	if tc.fault != nil {
		want[h] = 0
		require.Len(t, rec.Faults, 1, "faults: %+v", rec.Faults)
		got := rec.Faults[0]
		assert.Equal(t, h, got.Player)
		assert.Equal(t, tc.fault.Kind, got.Kind)
		assert.Equal(t, tc.fault.Move, got.Move)
		assert.Contains(t, got.Detail, tc.fault.Detail)
	} else {
		assert.Empty(t, rec.Faults)
	}
	assert.Equal(t, want, rec.Scores)
	// The fair player finished its game with its own moves; the jury
	// played the hostile one's after its fault.
	require.Len(t, rec.Moves, 6)
	jury := 0
	for i, m := range rec.Moves {
		assert.Equal(t, i%2, m.Player)
		if m.Player == f {
			assert.False(t, m.Jury)
			assert.Equal(t, "2", m.Line)
		} else if m.Jury {
			jury++
			assert.Equal(t, "1", m.Line)
		}
	}
	assert.Equal(t, tc.jury, jury)
	assert.LessOrEqual(t, rec.Time[f], budget.Seconds())
	if tc.late {
		assert.GreaterOrEqual(t, rec.Time[h], budget.Seconds(), "a timeout waits out the budget")
		assert.Less(t, took, lateBound, "the game took too long")
	} else {
		assert.Less(t, rec.Time[h], promptWait.Seconds(), "the fault was visible early, the arena waited")
		assert.Less(t, took, budget, "the fault was visible early, the game waited")
	}
}

// markedSh is a shell player marked by mark: the shell has it as its $0
// (in its command line), every process it starts in its environment.
func markedSh(name, mark, script string) Entrant {
	return Entrant{Name: name, Argv: []string{"/bin/sh", "-c", `export ` + markEnv + `=` + mark + `; ` + script, mark}}
}

// marked lists the live processes marked by mark: in their command line or
// as markEnv in their environment (a zombie has neither left).
func marked(mark string) []int {
	ents, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		env, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
		args, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		is := func(want string) func([]byte) bool { return func(b []byte) bool { return string(b) == want } }
		if slices.ContainsFunc(bytes.Split(env, []byte{0}), is(markEnv+"="+mark)) ||
			slices.ContainsFunc(bytes.Split(args, []byte{0}), is(mark)) {
			pids = append(pids, pid)
		}
	}
	return pids
}

// sleeping counts the marked processes that run sleep.
func sleeping(mark string) int {
	n := 0
	for _, pid := range marked(mark) {
		if comm, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/comm"); string(comm) == "sleep\n" {
			n++
		}
	}
	return n
}

// A cancelled context ends every player of the game at once, with all
// they started (setsid children too), and the game, cut short, is no game.
func TestCancelEndsEveryPlayerAtOnce(t *testing.T) {
	mark := strconv.Itoa(os.Getpid()) + "-cancel"
	players := [2]Entrant{markedSh("A", mark, detach+`read l; sleep 30`), markedSh("B", mark, detach+sayer("2"))}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error)
	go func() {
		_, err := PlayGame(ctx, toytest.Sum{Clock: time.Minute, MovesEach: 3}, 1, players, GameOptions{})
		done <- err
	}()
	// The game under way: both setsid children and A's sleep on its turn.
	require.Eventually(t, func() bool { return sleeping(mark) >= 3 }, 10*time.Second, 10*time.Millisecond)
	cancel()
	// Killed processes may stay listed for a moment on a loaded machine
	// (CI saw three of them once): they get 10 s, a leaked sleep 30 more.
	assert.Eventually(t, func() bool { return len(marked(mark)) == 0 }, 10*time.Second, 10*time.Millisecond, "processes left after the cancel")
	// The game sees its players gone and ends at once, long before A's
	// minute is out, as no game: it is not to be recorded.
	select {
	case err := <-done:
		assert.ErrorIs(t, err, context.Canceled)
	case <-time.After(10 * time.Second):
		t.Fatal("the game did not end")
	}
}

// EndAll ends every player at once, whatever its context (a second
// Ctrl-C): the game sees crashes and ends.
func TestEndAllEndsEveryPlayerAtOnce(t *testing.T) {
	mark := strconv.Itoa(os.Getpid()) + "-endall"
	players := [2]Entrant{markedSh("A", mark, detach+`read l; sleep 30`), markedSh("B", mark, detach+sayer("2"))}
	done := make(chan Record)
	go func() {
		rec, err := PlayGame(context.Background(), toytest.Sum{Clock: time.Minute, MovesEach: 3}, 1, players, GameOptions{})
		assert.NoError(t, err)
		done <- rec
	}()
	// The game under way: both setsid children and A's sleep on its turn
	// (counting marked processes alone, A's shell, its `cut`s and the
	// keeper of its player without cgroups may make five before B starts).
	require.Eventually(t, func() bool { return sleeping(mark) >= 3 }, 10*time.Second, 10*time.Millisecond)
	proc.EndAll()
	assert.Eventually(t, func() bool { return len(marked(mark)) == 0 }, 10*time.Second, 10*time.Millisecond, "processes left after EndAll")
	select {
	case rec := <-done:
		require.Len(t, rec.Faults, 2, "%+v", rec)
		assert.Equal(t, FaultCrash, rec.Faults[0].Kind)
		assert.Equal(t, FaultCrash, rec.Faults[1].Kind)
	case <-time.After(10 * time.Second):
		t.Fatal("the game did not end")
	}
}
