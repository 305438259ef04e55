package arena

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const testBudget = 200 * time.Millisecond

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

func TestPlayGameFaults(t *testing.T) {
	tests := []struct {
		name    string
		script  string // player 0; player 1 always says 2
		contest [2]float64
		fault   *Fault // player 0's fault, if any (Detail: a substring)
		jury    int    // moves the jury played for player 0
	}{
		{name: "fair", script: sayer("3"), contest: [2]float64{9, 6}},
		{name: "crash by signal", script: `read l; kill -SEGV $$`, contest: [2]float64{3, 6},
			fault: &Fault{Kind: FaultCrash, Move: 0, Detail: "signal: segmentation fault"}, jury: 3},
		{name: "non-zero exit", script: `read l; echo 3; read l; exit 3`, contest: [2]float64{5, 6},
			fault: &Fault{Kind: FaultCrash, Move: 2, Detail: "exit status 3"}, jury: 2},
		{name: "exit early", script: `read l; echo 3; exit 0`, contest: [2]float64{5, 6},
			fault: &Fault{Kind: FaultClosed, Move: 2, Detail: "exited before the game was over"}, jury: 2},
		{name: "closes stdout", script: `read l; echo 3; exec >&-; sleep 5`, contest: [2]float64{5, 6},
			fault: &Fault{Kind: FaultClosed, Move: 2, Detail: "closed its output"}, jury: 2},
		{name: "hangs", script: `read l; sleep 5`, contest: [2]float64{3, 6},
			fault: &Fault{Kind: FaultTimeout, Move: 0, Detail: "out of time"}, jury: 3},
		{name: "slow later", script: `read l; echo 3; read l; sleep 5`, contest: [2]float64{5, 6},
			fault: &Fault{Kind: FaultTimeout, Move: 2, Detail: "out of time"}, jury: 2},
		{name: "garbage", script: `read l; echo xyz; sleep 5`, contest: [2]float64{3, 6},
			fault: &Fault{Kind: FaultIllegal, Move: 0, Detail: `"xyz": malformed move: not a number`}, jury: 3},
		{name: "illegal", script: `read l; echo 3; read l; echo 7; sleep 5`, contest: [2]float64{5, 6},
			fault: &Fault{Kind: FaultIllegal, Move: 2, Detail: `"7": say 1, 2 or 3`}, jury: 2},
		{name: "too much output", script: `read l; head -c 5000 /dev/zero | tr '\0' 3; echo; sleep 5`,
			contest: [2]float64{3, 6}, fault: &Fault{Kind: FaultOutput, Move: 0, Detail: "line too long"}, jury: 3},
		{name: "output before its turn", script: `read l; printf '3\n2\n'; ` + sayer("3"), contest: [2]float64{5, 6},
			fault: &Fault{Kind: FaultEarly, Move: 2, Detail: `printed "2" before its turn`}, jury: 2},
		{name: "ignores SIGTERM, starts a child", script: `trap '' TERM; sleep 30 & echo $! >> "$PIDS"; ` + sayer("3"),
			contest: [2]float64{9, 6}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pidFile := filepath.Join(t.TempDir(), "pids")
			prefix := `PIDS=` + pidFile + `; echo $$ >> "$PIDS"; `
			players := [2]Entrant{
				shPlayer("A", prefix+tc.script),
				shPlayer("B", prefix+sayer("2")),
			}
			rec, err := PlayGame(sumJudge{budget: testBudget, movesEach: 3}, 7, players, GameOptions{})
			require.NoError(t, err)

			assert.Equal(t, "sum", rec.Game)
			assert.Equal(t, uint64(7), rec.Seed)
			assert.Equal(t, "sum seed 7", rec.Setup)
			assert.Equal(t, [2]string{"A", "B"}, rec.Players)
			assert.Equal(t, tc.contest, rec.Contest)
			want := tc.contest
			if tc.fault != nil {
				want[0] = 0
				require.Len(t, rec.Faults, 1)
				f := rec.Faults[0]
				assert.Equal(t, 0, f.Player)
				assert.Equal(t, tc.fault.Kind, f.Kind)
				assert.Equal(t, tc.fault.Move, f.Move)
				assert.Contains(t, f.Detail, tc.fault.Detail)
			} else {
				assert.Empty(t, rec.Faults)
			}
			assert.Equal(t, want, rec.Scores)
			// The other player finished its game: all its moves are its own.
			require.Len(t, rec.Moves, 6)
			jury := 0
			for i, m := range rec.Moves {
				assert.Equal(t, i%2, m.Player)
				if m.Player == 1 {
					assert.False(t, m.Jury)
					assert.Equal(t, "2", m.Line)
				} else if m.Jury {
					jury++
					assert.Equal(t, "1", m.Line)
				}
			}
			assert.Equal(t, tc.jury, jury)
			assert.LessOrEqual(t, rec.Time[1], testBudget.Seconds())
			requireAllGone(t, pidFile)
		})
	}
}

func TestPlayGameCommandDoesNotStart(t *testing.T) {
	players := [2]Entrant{
		{Name: "missing", Argv: []string{"/nonexistent/bot"}},
		shPlayer("B", sayer("2")),
	}
	_, err := PlayGame(sumJudge{budget: testBudget, movesEach: 3}, 1, players, GameOptions{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "missing: player \"/nonexistent/bot\" does not start")
}

func TestPlayGameFaultsBothPlayers(t *testing.T) {
	players := [2]Entrant{
		shPlayer("A", `read l; echo 0; sleep 5`),
		shPlayer("B", `read l; sleep 5`),
	}
	rec, err := PlayGame(sumJudge{budget: testBudget, movesEach: 2}, 3, players, GameOptions{})
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
	dir := t.TempDir()
	bpid, states := filepath.Join(dir, "bpid"), filepath.Join(dir, "states")
	// B writes its pid on its first turn; A, on each of its turns, notes
	// B's state (third field of /proc/PID/stat: T when stopped), or "none"
	// before B's first turn. A SIGSTOP takes effect when the kernel next
	// schedules B, so A waits out R (runnable); a B that was not stopped
	// would be S, asleep in its read.
	state := `s=$(cat /proc/$(cat '` + bpid + `')/stat); s=${s#*) }; st=${s%% *}`
	a := shPlayer("A", `while read l; do [ "$l" = Quit ] && exit 0; `+
		`if [ -s '`+bpid+`' ]; then `+state+`; i=0; `+
		`while [ "$st" = R ] && [ $i -lt 100 ]; do sleep 0.01; i=$((i+1)); `+state+`; done; echo "$st"; `+
		`else echo none; fi >> '`+states+`'; echo 3; done`)
	b := shPlayer("B", `read l; echo $$ > '`+bpid+`'; echo 2; `+sayer("2"))
	rec, err := PlayGame(sumJudge{budget: 2 * time.Second, movesEach: 3}, 1, [2]Entrant{a, b}, GameOptions{})
	require.NoError(t, err)
	require.Empty(t, rec.Faults)
	got, err := os.ReadFile(states)
	require.NoError(t, err)
	assert.Equal(t, "none\nT\nT\n", string(got))
}

func TestPlayGameKeepsStderrOfAFaultyPlayer(t *testing.T) {
	players := [2]Entrant{
		shPlayer("A", `read l; echo "thinking hard" >&2; echo 0`),
		shPlayer("B", sayer("2")),
	}
	rec, err := PlayGame(sumJudge{budget: testBudget, movesEach: 1}, 1, players, GameOptions{})
	require.NoError(t, err)
	require.Len(t, rec.Faults, 1)
	assert.Equal(t, "thinking hard\n", rec.Faults[0].Stderr)
}

func TestPlayGameStartupIsOffTheClock(t *testing.T) {
	// About 0.3 s of CPU before the first read: more than the 0.2 s budget.
	slowStart := `i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; ` + sayer("3")
	tests := []struct {
		name    string
		startup time.Duration
		fault   string
	}{
		{"start-up waited for", 10 * time.Second, ""},
		{"start-up cut short counts", time.Millisecond, FaultTimeout},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			players := [2]Entrant{shPlayer("A", slowStart), shPlayer("B", sayer("2"))}
			rec, err := PlayGame(sumJudge{budget: testBudget, movesEach: 1}, 1, players, GameOptions{Startup: tc.startup})
			require.NoError(t, err)
			if tc.fault == "" {
				assert.Empty(t, rec.Faults)
				assert.Less(t, rec.Time[0], testBudget.Seconds())
			} else {
				require.Len(t, rec.Faults, 1)
				assert.Equal(t, tc.fault, rec.Faults[0].Kind)
			}
		})
	}
}

func TestPlayGameLeavesNoGoroutineAfterAFlood(t *testing.T) {
	before := runtime.NumGoroutine()
	players := [2]Entrant{
		shPlayer("A", `read l; echo 3; yes 3 | head -n 100000; sleep 5`),
		shPlayer("B", sayer("2")),
	}
	rec, err := PlayGame(sumJudge{budget: testBudget, movesEach: 2}, 1, players, GameOptions{})
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

// panicJudge is sumJudge whose Play panics on "0".
type panicJudge struct{ sumJudge }

func (j panicJudge) NewGame(seed uint64) Game {
	return &panicGame{sumGame{seed: seed, movesEach: j.movesEach}}
}

type panicGame struct{ sumGame }

func (g *panicGame) Play(player int, line string) error {
	if line == "0" {
		panic("index out of range")
	}
	return g.sumGame.Play(player, line)
}

func TestPlayGameJudgePanicIsAnError(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pids")
	prefix := `PIDS=` + pidFile + `; echo $$ >> "$PIDS"; `
	players := [2]Entrant{shPlayer("A", prefix+sayer("0")), shPlayer("B", prefix+sayer("2"))}
	_, err := PlayGame(panicJudge{sumJudge{budget: testBudget, movesEach: 2}}, 1, players, GameOptions{})
	assert.EqualError(t, err, "sum: the judge panicked (a bug in the judge): index out of range")
	requireAllGone(t, pidFile)
}
