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
)

// runAsMain makes the test binary act as botcup with the toy games, so
// that ref: players (this binary run as `botcup player ...`) work in tests.
const runAsMain = "BOTCUP_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runAsMain) == "1" {
		c := &cli{games: toyGames(), stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, self: os.Args[0]}
		os.Exit(c.main(os.Args[1:]))
	}
	os.Setenv(runAsMain, "1")
	os.Exit(m.Run())
}

// run runs botcup args with the toy games and returns exit status and output.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	c := &cli{games: toyGames(), stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb, self: os.Args[0]}
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
	assert.Contains(t, errOut, "4/4 games")
	assert.Contains(t, out, "sum: 4 games, ref:greedy vs ref:random, budget 2s per player per game")

	var sum map[string]interface{}
	lastJSON(t, out, &sum)
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
	assert.Equal(t, arena.Penta{0, 0, 0, 0, 2}, m.Penta)

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
	assert.Contains(t, out3, "[said [2 3 3 3 1 3]]")
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
	require.Equal(t, 0, code, errOut)
	var m arena.MatchSummary
	lastJSON(t, out, &m)
	assert.Equal(t, bad, m.Players[0].Name)
	assert.Equal(t, 6, m.Players[0].Faults[arena.FaultIllegal])
	assert.Equal(t, 0.0, m.Players[0].Score)
	assert.Equal(t, 6, m.Players[1].Wins)
	require.NotNil(t, m.SPRT)
	assert.Equal(t, -1.0, m.SPRT.Elo0)
	assert.Contains(t, out, "SPRT [-1, 1] normalized Elo")
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
		{"one player", []string{"match", "sum", "ref:greedy"}, 2, "a match needs two players, not 1"},
		{"command does not start", []string{"match", "sum", "./no-such-bot -x", "ref:random"}, 1, `player "./no-such-bot -x" does not start`},
		{"unknown ref", []string{"match", "sum", "ref:smart", "ref:random"}, 2, `game sum has no reference player "smart" (known: greedy, random)`},
		{"bad sprt", []string{"match", "sum", "-sprt", "2,1", "ref:greedy", "ref:random"}, 2, `ELO0 must be below ELO1, not "2,1"`},
		{"bad judge option", []string{"match", "sum", "-opt", "moves=0", "ref:greedy", "ref:random"}, 2, "sum: bad option moves=0"},
		{"bad -c", []string{"match", "sum", "-c", "0", "ref:greedy", "ref:random"}, 2, "-c must be at least 1, not 0"},
		{"tournament of one", []string{"tournament", "sum", "ref:greedy"}, 2, "a tournament needs at least two players, not 1"},
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

func TestHelp(t *testing.T) {
	code, out, errOut := run(t, "", "match", "sum", "-h")
	assert.Equal(t, 0, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "flags of botcup match:")
	assert.Contains(t, errOut, "-sprt value")
	code, _, errOut = run(t, "", "help")
	assert.Equal(t, 0, code)
	assert.Contains(t, errOut, "tournament  play a round robin")
}

func TestTournamentJSON(t *testing.T) {
	dir := t.TempDir()
	two := filepath.Join(dir, "two.sh")
	require.NoError(t, os.WriteFile(two, []byte("#!/bin/sh\nwhile read l; do [ \"$l\" = Quit ] && exit 0; echo 2; done\n"), 0o755))
	code, out, errOut := run(t, "", "tournament", "sum", "-n", "2", "-q", "-json", "ref:greedy", two, "ref:greedy")
	require.Equal(t, 0, code, errOut)
	var ts arena.TournamentSummary
	lastJSON(t, out, &ts)
	assert.Equal(t, 6, ts.Games)
	require.Len(t, ts.Players, 3)
	assert.Equal(t, []string{"ref:greedy", two, "ref:greedy#2"}, []string{ts.Players[0].Name, ts.Players[1].Name, ts.Players[2].Name})
	assert.Equal(t, arena.Cell{Games: 2, Points: 2, Score: 9}, ts.Cross[0][1])
	assert.Equal(t, arena.Cell{Games: 2, Points: 1, Score: 9}, ts.Cross[0][2])
	assert.Equal(t, arena.Cell{Games: 2, Points: 0, Score: 6}, ts.Cross[1][2])
	assert.Contains(t, out, "cross table")
}

func TestSolveJSON(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "p.sh")
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\nread b\necho 1\necho 1 2 3\nsleep 5\n"), 0o755))
	boards := filepath.Join(dir, "boards.txt")
	require.NoError(t, os.WriteFile(boards, []byte("# two boards\n3\n\n2\n"), 0o644))
	code, out, errOut := run(t, "", "solve", "pick", "-time", "200ms", "-boards", boards, "-json", p)
	require.Equal(t, 0, code, errOut)
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

	code, out, errOut = run(t, "", "solve", "pick", "-time", "200ms", "-scoring", "classic", "-max", "1", "-json", p)
	require.Equal(t, 0, code, errOut)
	lastJSON(t, out, &s)
	require.Len(t, s.Boards, 1)
	assert.Equal(t, int64(30), s.Total)
}

func TestSolveRecordResumeReplay(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "p.sh")
	starts := filepath.Join(dir, "starts")
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\necho x >> "+starts+"\nread b\necho 1 3\nsleep 5\n"), 0o755))
	file := filepath.Join(dir, "solve.jsonl")
	code, out, errOut := run(t, "", "solve", "pick", "-time", "200ms", "-o", file, p)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "total (contest): 8")
	code, out, errOut = run(t, "", "solve", "pick", "-time", "200ms", "-o", file, "-scoring", "classic", p)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "resuming, 2 boards already recorded")
	assert.Contains(t, out, "total (classic): 40")
	b, err := os.ReadFile(starts)
	require.NoError(t, err)
	assert.Equal(t, "x\nx\n", string(b), "nothing solved twice")

	code, out, errOut = run(t, "", "replay", file, "-game", "1")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "pick board 1, player "+p+", 0.2s: 2 moves, scores map[classic:20 contest:4]\n"+
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
