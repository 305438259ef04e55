package arena

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/proc"
	"botcup/game"
	"botcup/game/toytest"
)

// testBudget is the clock of tests whose players answer at once (a shell
// reading a line and echoing one: milliseconds, some tens on a loaded
// machine) or never: far beyond the first, and short for the second.
const testBudget = 2 * time.Second

// roomyBudget is the clock of tests whose players answer at once and whose
// point is not the clock: generous, so that a heavily loaded machine (a shell
// not scheduled for a fifth of a second) cannot turn them into timeouts.
const roomyBudget = 5 * time.Second

// alive reports whether pid is a live process (a zombie is dead).
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && s[i+2] != 'Z'
}

// cgroup2Mount is where the cgroup v2 hierarchy is mounted, or "".
func cgroup2Mount() string {
	b, _ := os.ReadFile("/proc/mounts")
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) > 2 && f[2] == "cgroup2" {
			return f[1]
		}
	}
	return ""
}

// pidsIn reads every pid the test players wrote to file.
func pidsIn(t *testing.T, file string) []int {
	b, err := os.ReadFile(file)
	require.NoError(t, err)
	var pids []int
	for _, f := range strings.Fields(string(b)) {
		pid, err := strconv.Atoi(f)
		require.NoError(t, err)
		pids = append(pids, pid)
	}
	return pids
}

func requireAllGone(t *testing.T, pidFile string) {
	pids := pidsIn(t, pidFile)
	require.NotEmpty(t, pids)
	require.Eventually(t, func() bool {
		for _, pid := range pids {
			if alive(pid) {
				return false
			}
		}
		return true
	}, 2*time.Second, 10*time.Millisecond, "processes left: %v", pids)
}

func TestPlayGameFaultsBothPlayers(t *testing.T) {
	players := [2]Entrant{
		shPlayer("A", `read l; echo 0; sleep 30`),
		shPlayer("B", `read l; sleep 30`),
	}
	rec, err := PlayGame(context.Background(), toytest.Sum{Clock: testBudget, MovesEach: 2}, 3, players, GameOptions{})
	require.NoError(t, err)
	assert.Equal(t, [2]float64{2, 2}, rec.Contest)
	assert.Equal(t, [2]float64{0, 0}, rec.Scores)
	require.Len(t, rec.Faults, 2)
	assert.Equal(t, Fault{Player: 0, Kind: FaultIllegal, Move: 0, Detail: `"0": say 1, 2 or 3`}, rec.Faults[0])
	assert.Equal(t, Fault{Player: 1, Kind: FaultTimeout, Move: 1, Detail: "out of time"}, rec.Faults[1])
	assert.Equal(t, []Move{
		{Player: 0, Line: "1", Time: rec.Moves[0].Time, Jury: true},
		{Player: 1, Line: "1", Time: rec.Moves[1].Time, Jury: true},
		{Player: 0, Line: "1", Jury: true},
		{Player: 1, Line: "1", Jury: true},
	}, rec.Moves)
}

func TestPlayGameSuspendsThePlayerNotOnTurn(t *testing.T) {
	// B writes its pid (and, in a cgroup, the pid of a setsid child that
	// left its process group) on its first turn; A, on each of its turns,
	// notes their states: "stopped" when stopped (T in the third field of
	// /proc/PID/stat) or frozen (its cgroup's cgroup.events says frozen 1),
	// or "none" before B's first turn. A SIGSTOP takes effect when the
	// kernel next schedules B, so A waits out R (runnable); a B that was not
	// stopped would be S, asleep in its read.
	root := cgroup2Mount()
	modes := []string{proc.ContainReaper}
	if proc.Containment() == proc.ContainCgroup {
		modes = append(modes, proc.ContainCgroup)
	}
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			dir := t.TempDir()
			pids, states := filepath.Join(dir, "pids"), filepath.Join(dir, "states")
			state := `s=$(cat /proc/$pid/stat); s=${s#*) }; st=${s%% *}; ` +
				`cg=$(sed -n 's/^0:://p' /proc/$pid/cgroup); ` +
				`if [ "$st" != T ] && grep -qs 'frozen 1' '` + root + `'"$cg/cgroup.events"; then st=T; fi`
			a := shPlayer("A", `while read l; do [ "$l" = Quit ] && exit 0; `+
				`if [ -s '`+pids+`' ]; then for pid in $(cat '`+pids+`'); do `+state+`; i=0; `+
				`while [ "$st" = R ] && [ $i -lt 100 ]; do sleep 0.01; i=$((i+1)); `+state+`; done; `+
				`[ "$st" = T ] && st=stopped; echo "$st"; done; `+
				`else echo none; fi >> '`+states+`'; echo 3; done`)
			child := ``
			want := "none\nstopped\nstopped\n"
			if mode == proc.ContainCgroup {
				child = `setsid sh -c 'echo $$ >> "` + pids + `"; while :; do :; done' & while [ ! -s '` + pids + `' ]; do :; done; `
				want = "none\nstopped\nstopped\nstopped\nstopped\n"
			}
			b := shPlayer("B", `read l; `+child+`echo $$ >> '`+pids+`'; echo 2; `+sayer("2"))
			// (A's turns are slow: a generous budget.)
			rec, err := PlayGame(context.Background(), toytest.Sum{Clock: 20 * time.Second, MovesEach: 3}, 1, [2]Entrant{a, b}, GameOptions{contain: mode})
			require.NoError(t, err)
			require.Empty(t, rec.Faults)
			got, err := os.ReadFile(states)
			require.NoError(t, err)
			assert.Equal(t, want, string(got))
		})
	}
}

func TestPlayGameKeepsStderrOfAFaultyPlayer(t *testing.T) {
	players := [2]Entrant{
		shPlayer("A", `read l; echo "thinking hard" >&2; echo 0`),
		shPlayer("B", sayer("2")),
	}
	rec, err := PlayGame(context.Background(), toytest.Sum{Clock: testBudget, MovesEach: 1}, 1, players, GameOptions{})
	require.NoError(t, err)
	require.Len(t, rec.Faults, 1)
	assert.Equal(t, "thinking hard\n", rec.Faults[0].Stderr)
}

// busyFor is shell code that keeps its process running (never asleep, no
// child process) for d of wall time, read from /proc/uptime.
func busyFor(d time.Duration) string {
	cs := strconv.FormatInt(d.Milliseconds()/10, 10)
	return `read u _ < /proc/uptime; end=$((${u%.*}${u#*.} + ` + cs + `)); ` +
		`while read u _ < /proc/uptime; [ "${u%.*}${u#*.}" -lt "$end" ]; do :; done; `
}

// launched is script run by a launcher: a shell that waits for it.
func launched(script string) string {
	return `sh -c '` + script + `'; exit $?`
}

func TestPlayGameStartupIsOffTheClock(t *testing.T) {
	// Start-up is 1.5 s of wall time busy before the first read: three
	// times the budget if it counted, a twentieth of the start-up allowed.
	// A launcher's child is part of the program: its start-up is waited
	// for too, and a line it prints then is output before its turn.
	const budget = 500 * time.Millisecond
	slow := busyFor(1500 * time.Millisecond)
	tests := []struct {
		name    string
		script  string
		startup time.Duration
		fault   *Fault
	}{
		{"start-up waited for", slow + sayer("3"), 30 * time.Second, nil},
		{"a launched program's start-up waited for", launched(slow + sayer("3")), 30 * time.Second, nil},
		{"start-up cut short counts", `while :; do :; done`, time.Millisecond,
			&Fault{Kind: FaultTimeout, Detail: "out of time"}},
		{"a launched program's output in its start-up", launched(busyFor(200*time.Millisecond) + `echo 3; ` + sayer("3")), 30 * time.Second,
			&Fault{Kind: FaultEarly, Detail: `printed "3" before its turn`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			players := [2]Entrant{shPlayer("A", tc.script), shPlayer("B", sayer("2"))}
			rec, err := PlayGame(context.Background(), toytest.Sum{Clock: budget, MovesEach: 1}, 1, players, GameOptions{Startup: tc.startup})
			require.NoError(t, err)
			if tc.fault == nil {
				assert.Empty(t, rec.Faults)
				assert.Equal(t, [2]float64{3, 2}, rec.Scores)
				return
			}
			require.Len(t, rec.Faults, 1)
			assert.Equal(t, *tc.fault, rec.Faults[0])
		})
	}
}

func TestPlayGameLeavesNoGoroutineAfterAFlood(t *testing.T) {
	before := runtime.NumGoroutine()
	players := [2]Entrant{
		shPlayer("A", `read l; echo 3; yes 3 | head -n 100000; sleep 5`),
		shPlayer("B", sayer("2")),
	}
	rec, err := PlayGame(context.Background(), toytest.Sum{Clock: testBudget, MovesEach: 2}, 1, players, GameOptions{})
	require.NoError(t, err)
	// The flood is early output, or (if the stop came before it started)
	// A's second move; either way the reader has lines nobody will read.
	require.Len(t, rec.Moves, 4)
	// (Not assert.Eventually: it runs its condition in goroutines of its own.)
	after := runtime.NumGoroutine()
	for i := 0; i < 200 && after > before; i++ {
		time.Sleep(10 * time.Millisecond)
		after = runtime.NumGoroutine()
	}
	assert.LessOrEqual(t, after, before, "goroutines left by the game")
}

// panicJudge is toytest.Sum whose Play panics on "0".
type panicJudge struct{ toytest.Sum }

func (j panicJudge) NewGame(seed uint64) game.Game {
	return &panicGame{j.Sum.NewGame(seed)}
}

type panicGame struct{ game.Game }

func (g *panicGame) Play(player int, line string) error {
	if line == "0" {
		panic("index out of range")
	}
	return g.Game.Play(player, line)
}

func TestPlayGameJudgePanicIsAnError(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pids")
	prefix := `PIDS=` + pidFile + `; echo $$ >> "$PIDS"; `
	players := [2]Entrant{shPlayer("A", prefix+sayer("0")), shPlayer("B", prefix+sayer("2"))}
	_, err := PlayGame(context.Background(), panicJudge{toytest.Sum{Clock: testBudget, MovesEach: 2}}, 1, players, GameOptions{})
	assert.EqualError(t, err, "sum: the judge panicked (a bug in the judge): index out of range")
	requireAllGone(t, pidFile)
}
