package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/arenatest"
	"botcup/arena/stats"
	"botcup/game/toytest"
)

// runAsMain makes the test binary act as botcup with the toy games, so
// that ref: players (this binary run as `botcup player ...`) work in tests.
const runAsMain = "BOTCUP_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	servedPlayer()
	arenatest.ServePlayers(registrations())
	if os.Getenv(runAsMain) == "1" {
		c := &cli{games: toytest.Registrations(), stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, self: os.Args[0]}
		os.Exit(c.main(os.Args[1:]))
	}
	os.Setenv(runAsMain, "1")
	os.Exit(m.Run())
}

// run runs botcup args with the toy games and returns exit status and output.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	c := &cli{games: toytest.Registrations(), stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb, self: os.Args[0]}
	code := c.main(args)
	return code, out.String(), errb.String()
}

// lastJSON decodes the last line of out.
func lastJSON(t *testing.T, out string, v interface{}) {
	t.Helper()
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), v), out)
}

func TestMatchJSONAndResume(t *testing.T) {
	file := filepath.Join(t.TempDir(), "m.jsonl")
	code, out, errOut := run(t, "", "match", "sum", "-n", "4", "-c", "2", "-seed", "7", "-o", file, "-json", "ref:greedy", "ref:random")
	require.Equal(t, 0, code, errOut)
	// Off a terminal a 4-game match prints no progress, and never a
	// carriage return; with -json the table goes to stderr.
	assert.NotContains(t, errOut, "\r")
	assert.Contains(t, errOut, "sum: 4 games, ref:greedy vs ref:random, limit 2s per player per game")

	// -json: stdout is one JSON document and nothing else (| jq . works).
	var sum map[string]interface{}
	require.NoError(t, json.Unmarshal([]byte(out), &sum), out)
	assert.Equal(t, "sum", sum["game"])
	assert.Equal(t, 4.0, sum["games"])
	players := sum["players"].([]interface{})
	require.Len(t, players, 2)
	g := players[0].(map[string]interface{})
	assert.Equal(t, "ref:greedy", g["name"])
	assert.Equal(t, 9.0, g["score"]) // says 3 three times
	faults := g["faults"].(map[string]interface{})
	for _, k := range []string{"timeout", "illegal", "crash"} {
		assert.Equal(t, 0.0, faults[k], k)
	}
	assert.Contains(t, g, "max_time_s")
	assert.Contains(t, sum, "elo")
	assert.Len(t, sum["elo_ci"], 2)
	assert.Nil(t, sum["sprt"])

	var m arena.MatchSummary
	lastJSON(t, out, &m)
	recs, tail, err := arena.LoadRecords(file)
	require.NoError(t, err)
	require.Nil(t, tail)
	require.Len(t, recs, 4)
	// random says (7+turn)%3+1: 2, 3, 1 in its first three turns.
	for _, r := range recs {
		greedy := r.Scores[0]
		if r.Players[1] == "ref:greedy" {
			greedy = r.Scores[1]
		}
		assert.Equal(t, 9.0, greedy)
		assert.Equal(t, 6.0, r.Scores[0]+r.Scores[1]-greedy)
	}
	assert.Equal(t, 4, m.Players[0].Wins)
	assert.Equal(t, stats.Penta{0, 0, 0, 0, 2}, m.Penta)
	// 4 won games claim no certainty: +190.8 [-126.4, +1000], not a
	// zero-width +1000 [+1000, +1000].
	assert.InDelta(t, 190.8, m.Elo, 0.05)
	assert.InDelta(t, -126.4, m.EloCI[0], 0.05)
	assert.Equal(t, 1000.0, m.EloCI[1])
	assert.Contains(t, errOut, "Elo ref:greedy - ref:random: +190.8, 95% interval [-126.4, +1000.0]; nElo +141.8 [-98.9, +382.6]; LOS 87.6%; draw ratio 0.0%\n")

	// Resume: nothing is played again, the same summary comes out.
	code, out2, errOut := run(t, "", "match", "sum", "-n", "4", "-seed", "7", "-o", file, "-json", "-q", "ref:greedy", "ref:random")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "resuming, 4 games already recorded")
	var m2 arena.MatchSummary
	lastJSON(t, out2, &m2)
	assert.Equal(t, m, m2)
	recs2, _, err := arena.LoadRecords(file)
	require.NoError(t, err)
	assert.Equal(t, recs, recs2)

	// Replay shows the game move by move.
	code, out3, errOut := run(t, "", "replay", file, "-game", "1")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out3, "sum game 1, seed ")
	assert.Contains(t, out3, "ref:random (first) vs ref:greedy")
	assert.Contains(t, out3, "move 1: ref:random plays 2 in ")
	assert.Contains(t, out3, "move 2: ref:greedy plays 3 in ")
	assert.Contains(t, out3, "said [2 3 3 3 1 3], sums 6 9")
	assert.Contains(t, out3, "scores: ref:random 6, ref:greedy 9")

	code, _, errOut = run(t, "", "replay", file, "-game", "9")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "has no game 9 (games: 0 1 2 3)")
}

func TestMatchSPRTAndBrokenPlayer(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.sh")
	require.NoError(t, os.WriteFile(bad, []byte("#!/bin/sh\nread l\necho 9\n"), 0o755))
	code, out, errOut := run(t, "", "match", "sum", "-opt", "moves=1", "-n", "6", "-q", "-sprt", "-1,1", "-json", bad, "ref:greedy")
	require.Equal(t, 1, code, "faults make the exit status 1: "+errOut)
	assert.Contains(t, errOut, "botcup match: 6 fault(s) in 6 games (listed above): each faulty side lost its game")
	assert.Contains(t, errOut, "WARNING: 6 fault(s); a faulty side lost its game:\n  game 0: "+bad+" illegal at move 0: \"9\": say 1, 2 or 3\n")
	var m arena.MatchSummary
	require.NoError(t, json.Unmarshal([]byte(out), &m), out)
	assert.Equal(t, bad, m.Players[0].Name)
	assert.Equal(t, 6, m.Players[0].Faults[arena.FaultIllegal])
	assert.Equal(t, 0.0, m.Players[0].Score)
	assert.Equal(t, 6, m.Players[1].Wins)
	require.NotNil(t, m.SPRT)
	assert.Equal(t, -1.0, m.SPRT.Elo0)
	assert.Contains(t, errOut, "SPRT [-1, 1] normalized Elo (normalized model), alpha 0.05, beta 0.05: LLR ")
	assert.Len(t, m.Faults, 6)
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"no command", nil, 2, "usage: botcup COMMAND"},
		{"unknown command", []string{"fight"}, 2, `botcup: unknown command "fight"`},
		{"unknown game", []string{"match", "chess", "a", "b"}, 2, `botcup match: unknown game "chess" (known: pick, sum)`},
		{"puzzle as match", []string{"match", "pick", "ref:x", "ref:y"}, 2, "pick is a single-player game: use botcup solve"},
		{"bad flag", []string{"match", "sum", "-n", "x", "ref:greedy", "ref:random"}, 2, `invalid value "x" for flag -n`},
		{"unknown flag", []string{"match", "sum", "-z", "ref:greedy", "ref:random"}, 2, "flag provided but not defined: -z"},
		{"odd games", []string{"match", "sum", "-n", "3", "ref:greedy", "ref:random"}, 2, "-n must be even and positive (games are played in pairs), not 3"},
		{"one player", []string{"match", "sum", "ref:greedy"}, 2, "usage: botcup match GAME [flags] A B (a game and two players, not 2 arguments; botcup help match)"},
		{"-budget is a bot's flag", []string{"match", "sum", "ref:greedy", "bin/sum", "-budget", "1s"}, 2, "-budget is a bot's flag, not the arena's"},
		{"-alpha without -sprt", []string{"match", "sum", "-alpha", "0.01", "ref:greedy", "ref:random"}, 2, "-alpha without -sprt ELO0,ELO1"},
		{"bad sprt model", []string{"match", "sum", "-sprt", "0,5", "-sprt-model", "bayes", "ref:greedy", "ref:random"}, 2, `SPRT: unknown model "bayes" (known: [normalized logistic])`},
		{"bad alpha", []string{"match", "sum", "-sprt", "0,5", "-alpha", "1.5", "ref:greedy", "ref:random"}, 2, "SPRT: alpha (1.5) and beta (0.05) must be between 0 and 1"},
		{"negative limit", []string{"match", "sum", "-limit", "-1s", "ref:greedy", "ref:random"}, 2, "-limit must not be negative"},
		{"help of no command", []string{"help", "fight"}, 2, `botcup help: unknown command "fight"`},
		{"command does not start", []string{"match", "sum", "./no-such-bot -x", "ref:random"}, 1, `player "./no-such-bot -x" does not start`},
		{"unknown ref", []string{"match", "sum", "ref:smart", "ref:random"}, 2, `game sum has no reference player "smart" (known: greedy, random)`},
		{"bad sprt", []string{"match", "sum", "-sprt", "2,1", "ref:greedy", "ref:random"}, 2, `ELO0 must be below ELO1, not "2,1"`},
		{"bad judge option", []string{"match", "sum", "-opt", "moves=0", "ref:greedy", "ref:random"}, 2, "sum: bad option moves=0"},
		{"bad -c", []string{"match", "sum", "-c", "0", "ref:greedy", "ref:random"}, 2, "-c must be at least 1, not 0"},
		{"tournament of one", []string{"tournament", "sum", "ref:greedy"}, 2, "usage: botcup tournament GAME [flags] P1 P2 ... (a game and at least two players"},
		{"two-player as puzzle", []string{"solve", "sum", "ref:greedy"}, 2, "sum is a two-player game: use botcup match"},
		{"missing replay file", []string{"replay", "/nonexistent/x.jsonl"}, 1, "no such file or directory"},
		{"perft without depth", []string{"perft", "sum"}, 2, "-depth must be at least 1"},
		{"perft of a puzzle", []string{"perft", "pick", "-depth", "1"}, 2, "game pick has no perft"},
		{"unknown reference player", []string{"player", "sum", "smart"}, 2, `game sum has no reference player "smart"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(t, "", tc.args...)
			assert.Equal(t, tc.code, code, out+errOut)
			assert.Contains(t, errOut, tc.msg)
		})
	}
}

// Help goes to stdout with exit status 0, however it is asked for, and
// lists the command's flags, arguments, judge options and columns.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{
		{"match", "-h"}, {"help", "match"}, {"match", "--help"}, {"match", "sum", "ref:greedy", "-h"},
		{"-h", "match"}, {"--help", "match"}, {"match", "-help"},
	} {
		code, out, errOut := run(t, "", args...)
		assert.Equal(t, 0, code, "%v", args)
		assert.Empty(t, errOut, "%v", args)
		for _, want := range []string{
			"usage: botcup match GAME [flags] A B\n",
			"arguments:\n  GAME        a two-player game",
			"  -limit duration\n", "  -sprt value\n", "  -sprt-model string\n", "  -alpha float\n", "  -beta float\n",
			"  -json\n", "  -n int\n", "  -opt NAME=VALUE",
			"judge options per game (-opt NAME=VALUE",
			"  sum: none\n",
			"  LOS          likelihood of superiority",
			"Exit status 1 when any player faulted",
		} {
			assert.Contains(t, out, want, "%v", args)
		}
		assert.NotContains(t, out, "  pick ", "%v: no puzzle among a match's games", args)
	}
	code, out, errOut := run(t, "", "help", "solve")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "usage: botcup solve GAME [flags] P")
	assert.Contains(t, out, "  -time duration")
	assert.Contains(t, out, "  pick: none\n")
	assert.Contains(t, out, "  -q\tno progress")
	assert.Contains(t, out, `("bin/GAME -budget 5s")`)
	assert.NotContains(t, out, "ref:NAME", "a single-player game's help shows a solver, not the reference players")

	assert.Contains(t, out, "last at (when the line that counts")

	code, out, errOut = run(t, "", "help", "replay")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "usage: botcup replay FILE [-game K] [-html [-o FILE.html]]\n")
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}} {
		code, out, errOut = run(t, "", args...)
		assert.Equal(t, 0, code, "%v", args)
		assert.Empty(t, errOut)
		assert.Contains(t, out, "tournament  play a round robin")
		assert.Contains(t, out, "botcup help COMMAND")
	}
	for _, name := range []string{"tournament", "player", "replay", "perft", "games", "bundle", "bench"} {
		code, out, _ = run(t, "", "help", name)
		assert.Equal(t, 0, code, name)
		assert.Contains(t, out, "usage: botcup "+name, name)
		assert.Contains(t, out, "flags (before, between or after the arguments", name)
	}
	// No arguments at all is a usage error, on stderr.
	code, out, errOut = run(t, "")
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "usage: botcup COMMAND")
}

// -json=FILE writes the summary to FILE and leaves the table on stdout.
func TestMatchJSONToFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sum.json")
	code, out, errOut := run(t, "", "match", "sum", "-n", "2", "-json="+file, "ref:greedy", "ref:random")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "sum: 2 games, ref:greedy vs ref:random")
	assert.Contains(t, out, "score diff ref:greedy - ref:random per game: +")
	b, err := os.ReadFile(file)
	require.NoError(t, err)
	var m arena.MatchSummary
	require.NoError(t, json.Unmarshal(b, &m))
	assert.Equal(t, 2, m.Games)
	assert.Equal(t, stats.Penta{0, 0, 0, 0, 1}, m.Penta)
}

// A player that dies with a usage error loses every game; the table
// shows its stderr, and the exit status is 1.
func TestMatchFaultsAreLossesAndFail(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.sh")
	require.NoError(t, os.WriteFile(bad, []byte("#!/bin/sh\necho 'flag provided but not defined: -budget' >&2\necho 'usage: bad [-depth N]' >&2\nexit 2\n"), 0o755))
	code, out, errOut := run(t, "", "match", "sum", "-n", "2", "-q", "-sprt", "0,50", "-sprt-model", "logistic", "-alpha", "0.1", "-beta", "0.2", "ref:greedy", bad)
	assert.Equal(t, 1, code, errOut)
	assert.Contains(t, out, "WARNING: 2 fault(s); a faulty side lost its game:\n  game 0: "+bad+" crash at move ")
	assert.Contains(t, out, "    stderr: flag provided but not defined: -budget\n            usage: bad [-depth N]\n")
	assert.Contains(t, out, "pairs for ref:greedy (0, 1/2, 1, 3/2, 2 points): 0 0 0 0 1 (pairs: 1)")
	assert.Contains(t, out, "SPRT [0, 50] Elo (logistic model), alpha 0.1, beta 0.2: LLR ")
	assert.Regexp(t, `ref:greedy +2 +[0-9.]+ +2 +0 +0 `, out)
	assert.Regexp(t, `bad.sh +2 +0.00 +0 +0 +2 +2 `, out)
}

func TestTournamentJSON(t *testing.T) {
	dir := t.TempDir()
	two := filepath.Join(dir, "two.sh")
	require.NoError(t, os.WriteFile(two, []byte("#!/bin/sh\nwhile read l; do [ \"$l\" = Quit ] && exit 0; echo 2; done\n"), 0o755))
	code, out, errOut := run(t, "", "tournament", "sum", "-n", "2", "-q", "-json", "ref:greedy", two, "ref:greedy")
	require.Equal(t, 0, code, errOut)
	var ts arena.TournamentSummary
	require.NoError(t, json.Unmarshal([]byte(out), &ts), out)
	assert.Equal(t, 6, ts.Games)
	require.Len(t, ts.Players, 3)
	assert.Equal(t, []string{"ref:greedy", two, "ref:greedy#2"}, []string{ts.Players[0].Name, ts.Players[1].Name, ts.Players[2].Name})
	assert.Equal(t, arena.Cell{Games: 2, Points: 2, Score: 9}, ts.Cross[0][1])
	assert.Equal(t, arena.Cell{Games: 2, Points: 1, Score: 9}, ts.Cross[0][2])
	assert.Equal(t, arena.Cell{Games: 2, Points: 0, Score: 6}, ts.Cross[1][2])
	assert.Contains(t, errOut, "cross table")
}

func TestSolveJSON(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "p.sh")
	// The solver ends after its lines, and the board with it: the time
	// per board is a wide margin, never waited for.
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\nread b\necho 1\necho 1 2 3\n"), 0o755))
	boards := filepath.Join(dir, "boards.txt")
	require.NoError(t, os.WriteFile(boards, []byte("# two boards\n3\n\n2\n"), 0o644))
	code, out, errOut := run(t, "", "solve", "pick", "-time", "20s", "-boards", boards, "-json", p)
	// Board 2 faults (illegal): exit status 1, as a match with a fault.
	require.Equal(t, 1, code, errOut)
	assert.Contains(t, errOut, "WARNING: 1 board(s) faulted, each scored 0:\n  board 1: illegal: pick out of range\n")
	assert.Contains(t, errOut, "botcup solve: 1 fault(s) in 2 boards (listed above): each faulty board scored 0\n")
	var s struct {
		Game   string `json:"game"`
		Boards []struct {
			Score int64  `json:"score"`
			Moves int    `json:"moves"`
			Fault string `json:"fault"`
		} `json:"boards"`
		Total int64 `json:"total"`
	}
	lastJSON(t, out, &s)
	assert.Equal(t, "pick", s.Game)
	require.Len(t, s.Boards, 2)
	assert.Equal(t, int64(6), s.Boards[0].Score)
	assert.Equal(t, 3, s.Boards[0].Moves)
	assert.Equal(t, "", s.Boards[0].Fault)
	assert.Equal(t, int64(0), s.Boards[1].Score)
	assert.Equal(t, arena.SolveIllegal, s.Boards[1].Fault)
	assert.Equal(t, int64(6), s.Total)

	code, out, errOut = run(t, "", "solve", "pick", "-time", "20s", "-scoring", "classic", "-max", "1", "-json", p)
	require.Equal(t, 0, code, errOut)
	lastJSON(t, out, &s)
	require.Len(t, s.Boards, 1)
	assert.Equal(t, int64(30), s.Total)
}

// A solver that faults shows its stderr and records it, and solve exits
// with status 1, as match does.
func TestSolveFaultShowsStderr(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "p.sh")
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\nread b\necho 'invalid value \"-1s\" for flag -budget' >&2\nexit 2\n"), 0o755))
	file := filepath.Join(dir, "solve.jsonl")
	code, out, errOut := run(t, "", "solve", "pick", "-time", "20s", "-o", file, p)
	assert.Equal(t, 1, code, out+errOut)
	assert.Contains(t, out, "total (contest): 0 over 2 boards\n"+
		"WARNING: 2 board(s) faulted, each scored 0:\n"+
		"  board 0: no solution: no complete line in time (exit status 2)\n"+
		"    stderr: invalid value \"-1s\" for flag -budget\n"+
		"  board 1: no solution: no complete line in time (exit status 2)\n"+
		"    stderr: invalid value \"-1s\" for flag -budget\n")
	assert.Equal(t, "botcup solve: 2 fault(s) in 2 boards (listed above): each faulty board scored 0\n", errOut)
	recs, _, err := arena.LoadSolveRecords(file)
	require.NoError(t, err)
	require.Len(t, recs, 2)
	assert.Equal(t, "invalid value \"-1s\" for flag -budget\n", recs[0].Stderr)
}

func TestSolveRecordResumeReplay(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "p.sh")
	starts := filepath.Join(dir, "starts")
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\necho x >> "+starts+"\nread b\necho 1 3\n"), 0o755))
	file := filepath.Join(dir, "solve.jsonl")
	code, out, errOut := run(t, "", "solve", "pick", "-time", "20s", "-o", file, p)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "total (contest): 8")
	code, out, errOut = run(t, "", "solve", "pick", "-time", "20s", "-o", file, "-scoring", "classic", p)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "resuming, 2 boards already recorded")
	assert.Contains(t, out, "total (classic): 40")
	b, err := os.ReadFile(starts)
	require.NoError(t, err)
	assert.Equal(t, "x\nx\n", string(b), "nothing solved twice")

	code, out, errOut = run(t, "", "replay", file, "-game", "1")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "pick board 1, player "+p+", 20s: 2 moves, scores map[classic:20 contest:4]\n"+
		"<5, picked []>\n\nafter move 1:\n<5, picked [1]>\n\nafter move 2:\n<5, picked [1 3]>\n", out)

	code, _, errOut = run(t, "", "solve", "pick", "-scoring", "best", p)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `pick has no scoring "best" (known: contest, classic)`)
}

func TestPlayerPerftGames(t *testing.T) {
	code, out, errOut := run(t, "Start\n1\n2\nQuit\n", "player", "sum", "greedy")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "3\n3\n3\n", out)

	code, out, errOut = run(t, "", "perft", "sum", "-depth", "3")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 4)
	for i, want := range []string{"1", "3", "9", "27"} {
		if i == 0 {
			continue
		}
		f := strings.Fields(lines[i])
		assert.Equal(t, []string{string(rune('0' + i)), want}, f[:2])
	}
	code, out, _ = run(t, "", "perft", "sum", "-depth", "2", "-board", "x")
	assert.Equal(t, 1, code, out)

	code, out, _ = run(t, "", "games")
	require.Equal(t, 0, code)
	assert.Equal(t, "sum\npick\n", out)
	code, out, _ = run(t, "", "games", "-two-player")
	require.Equal(t, 0, code)
	assert.Equal(t, "sum\n", out)
	code, out, _ = run(t, "", "games", "-puzzle", "-long")
	require.Equal(t, 0, code)
	assert.Equal(t, "pick\tsingle-player\tplayers: none\tno perft\n", out)
}

// -limit is the arena's clock: a bot thinking longer times out, loses,
// and the warning points at the budgets.
func TestMatchLimitTimesOut(t *testing.T) {
	slow := filepath.Join(t.TempDir(), "slow.sh")
	require.NoError(t, os.WriteFile(slow, []byte("#!/bin/sh\nread l\nsleep 2\necho 3\n"), 0o755))
	code, out, errOut := run(t, "", "match", "sum", "-n", "2", "-limit", "300ms", slow, "ref:greedy")
	assert.Equal(t, 1, code, errOut)
	assert.Contains(t, out, "limit 300ms per player per game")
	assert.Contains(t, out, "  game 0: "+slow+" timeout at move 0: out of time\n")
	assert.Contains(t, out, "(a timeout: does each bot's own budget, in its command line, fit under -limit?)")
	assert.Contains(t, out, "pairs for "+slow+" (0, 1/2, 1, 3/2, 2 points): 1 0 0 0 0 (pairs: 1)")
}

// A game's judge options are listed in help with what they mean; the
// conformance kit checks that each game registers every option its judge
// knows.
func TestJudgeOptionsHaveHelp(t *testing.T) {
	c := &cli{games: registrations()}
	g, err := c.game("bao")
	require.NoError(t, err)
	var b strings.Builder
	writeJudgeOptions(&b, g)
	assert.Equal(t, "  bao:\n    budget=DURATION             the judge's clock per player per game, as -limit sets it (default 30s, the rules'); not a bot's -budget\n", b.String())
}
