package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/arenatest"
	"botcup/bundle"
	"botcup/caia"
	"botcup/game/toytest"
)

// TestCaiaReferee plays sum as a CAIA referee on a scripted caiaio (every
// answer in the order the referee asks): the lines it writes, the report,
// and the log, a record that replay and stats read.
func TestCaiaReferee(t *testing.T) {
	log := filepath.Join(t.TempDir(), "referee.log")
	stdin := strings.Join([]string{"2", "3", "1", "2", "3", caia.TokenTimeout, "time 10 10", "time 2000 2000"}, "\n") + "\n"
	code, out, errOut := run(t, stdin, "caia", "referee", "sum", "-seed", "3", log)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, strings.Join([]string{"1 Start", "I listen 1", "2 2", "I listen 2", "1 3", "I listen 1", "2 1", "I listen 2",
		"1 2", "I listen 1", "2 3", "I listen 2", "1 Quit", "I request_time 1", "I request_time 2",
		"M report 6 0 p2_timeout"}, "\n")+"\n", out)
	recs, _, err := arena.LoadRecords(log)
	require.NoError(t, err)
	require.Len(t, recs, 1)
	assert.Equal(t, uint64(3), recs[0].Seed)
	assert.Equal(t, [2]float64{6, 6}, recs[0].Contest)
	assert.Equal(t, [2]float64{6, 0}, recs[0].Scores)
	assert.Equal(t, [2]float64{0.01, 2}, recs[0].Time)
	assert.Equal(t, []arena.Fault{{Player: 1, Kind: arena.FaultTimeout, Move: 5, Detail: caia.TokenTimeout}}, recs[0].Faults)
	code, out, errOut = run(t, "", "replay", log)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "FAULT 2 (player 1): timeout")
	assert.Contains(t, out, "final scores: 1 6, 2 0 (without the fault 6, 6)")
}

func TestCaiaRefereeRefuses(t *testing.T) {
	for _, c := range []struct {
		args []string
		env  string
		want string
	}{
		{[]string{"caia"}, "", "usage: botcup caia referee GAME"},
		{[]string{"caia", "judge", "sum"}, "", "usage: botcup caia referee GAME"},
		{[]string{"caia", "referee"}, "", "a game and at most a log, not 0 arguments"},
		{[]string{"caia", "referee", "sum", "a", "b"}, "", "a game and at most a log, not 3 arguments"},
		{[]string{"caia", "referee", "chess"}, "", `unknown game "chess"`},
		{[]string{"caia", "referee", "pick"}, "", "pick is a single-player game"},
		{[]string{"caia", "referee", "sum", "-opt", "moves=x"}, "", "sum: "},
		{[]string{"caia", "referee", "sum", "-seed", "-1"}, "", `-seed: want a seed (an unsigned integer), not "-1"`},
		{[]string{"caia", "referee", "sum"}, "x", `$BOTCUP_SEED: want a seed (an unsigned integer), not "x"`},
	} {
		t.Setenv(caia.SeedEnv, c.env)
		code, _, errOut := run(t, "", c.args...)
		assert.Equal(t, exitUsage, code, c.args)
		assert.Contains(t, errOut, c.want, c.args)
	}
}

func TestRefereeSeed(t *testing.T) {
	s, err := refereeSeed("", "42")
	require.NoError(t, err)
	assert.Equal(t, uint64(42), s)
	s, err = refereeSeed("7", "42")
	require.NoError(t, err)
	assert.Equal(t, uint64(7), s, "-seed before the environment")
	a, _ := refereeSeed("", "")
	b, _ := refereeSeed("", "")
	assert.NotEqual(t, a, b, "no seed given: a random one")
}

// refereeScript writes a one-line script that starts this test binary as
// `botcup caia referee GAME`, the CAIA referee of the game caia:SCRIPT.
func refereeScript(t *testing.T, botcup, game string) string {
	t.Helper()
	script := filepath.Join(t.TempDir(), "referee")
	require.NoError(t, os.WriteFile(script, []byte(fmt.Sprintf("#!/bin/sh\nexec %s caia referee %s \"$@\"\n", botcup, game)), 0o755))
	return script
}

// TestCaiaMatchEqualsTheJudgesOwn: a match of sum judged by botcup's own
// sum referee as a CAIA referee (caia:SCRIPT) is, game for game, the match
// of sum.
func TestCaiaMatchEqualsTheJudgesOwn(t *testing.T) {
	self, err := os.Executable()
	require.NoError(t, err)
	script := refereeScript(t, self, "sum")
	dir := t.TempDir()
	a, b := self+" player sum random -seed {seed}", self+" player sum greedy"
	var recs [2][]arena.Record
	for k, game := range []string{"sum", caia.Prefix + script} {
		out := filepath.Join(dir, fmt.Sprintf("%d.jsonl", k))
		code, _, errOut := run(t, "", "match", game, "-limit", "2s", "-n", "6", "-c", "2", "-seed", "5", "-q", "-o", out, a, b)
		require.Equal(t, 0, code, errOut)
		recs[k], _, err = arena.LoadRecords(out)
		require.NoError(t, err)
		assert.Equal(t, game, recs[k][0].Game)
	}
	require.Len(t, recs[0], 6)
	arenatest.SameGames(t, recs[0], recs[1])
	// The text replay of a hosted game: every line each player wrote.
	code, out, errOut := run(t, "", "replay", filepath.Join(dir, "1.jsonl"), "-game", "1")
	require.Equal(t, 0, code, errOut)
	k := slices.IndexFunc(recs[1], func(r arena.Record) bool { return r.Index == 1 })
	r := recs[1][k]
	assert.Contains(t, out, fmt.Sprintf("caia:%s game 1, seed %d", script, r.Seed))
	assert.Contains(t, out, fmt.Sprintf("line 1: %s says %s in ", r.Players[0], r.Moves[0].Line))
	assert.Contains(t, out, fmt.Sprintf("the referee's points: %s %g, %s %g", r.Players[0], r.Scores[0], r.Players[1], r.Scores[1]))
	code, out, errOut = run(t, "", "stats", filepath.Join(dir, "1.jsonl"))
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "6 games")
}

func TestCaiaGameRefuses(t *testing.T) {
	self, err := os.Executable()
	require.NoError(t, err)
	game := caia.Prefix + refereeScript(t, self, "sum")
	rec := filepath.Join(t.TempDir(), "r.jsonl")
	suite := filepath.Join(t.TempDir(), "s.txt")
	require.NoError(t, os.WriteFile(suite, []byte("1 2\n"), 0o644))
	a, b := self+" player sum greedy", self+" player sum random"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"match", game, a, b}, game + ": a CAIA referee names no clock: give -limit D"},
		{[]string{"tournament", game, a, b, "true"}, game + ": a CAIA referee names no clock: give -limit D"},
		{[]string{"tune", game, a}, game + ": a CAIA referee names no clock: give -limit D"},
		{[]string{"match", game, "-limit", "1s", "-openings", suite, a, b}, game + ": a CAIA referee plays no opening lines: -openings cannot be honoured"},
		{[]string{"match", game, "-limit", "1s", "-opt", "moves=2", a, b}, game + ": a CAIA referee takes no judge options (-opt moves=2)"},
		{[]string{"match", game, "-limit", "1s", a, "ref:greedy"}, "has no reference player \"greedy\" (known: none)"},
		{[]string{"match", "caia:", "-limit", "1s", a, b}, "caia:: name the CAIA referee's executable after caia:"},
		{[]string{"match", "caia:/nonexistent", "-limit", "1s", a, b}, "caia:/nonexistent: the CAIA referee: stat /nonexistent: no such file or directory"},
		{[]string{"perft", game, "-depth", "1"}, "game " + game + " has no perft"},
	} {
		code, _, errOut := run(t, "", c.args...)
		assert.Equal(t, exitUsage, code, "%v: %s", c.args, errOut)
		assert.Contains(t, errOut, c.want, c.args)
	}
	code, _, errOut := run(t, "", "match", game, "-limit", "2s", "-n", "2", "-q", "-o", rec, a, b)
	require.Equal(t, 0, code, errOut)
	code, _, errOut = run(t, "", "replay", rec, "-html")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, game+": a CAIA referee's games have no replay page (botcup draws no board for them); botcup replay "+rec+" -game 0 lists each player's lines")
}

// TestCaiaRoundTripBlackHole: `botcup match caia:SCRIPT`, SCRIPT starting
// `botcup caia referee blackhole`, plays game for game the moves and
// scores of `botcup match blackhole`, with fixed-depth bots and the same
// seeds. It builds botcup and the Black Hole bot.
func TestCaiaRoundTripBlackHole(t *testing.T) {
	if testing.Short() {
		t.Skip("builds botcup and the Black Hole bot")
	}
	root, err := bundle.ModuleRoot(".")
	require.NoError(t, err)
	dir := t.TempDir()
	botcup, bot := filepath.Join(dir, "botcup"), filepath.Join(dir, "blackhole")
	for _, b := range [][2]string{{botcup, "./cmd/botcup"}, {bot, "./blackhole/cmd/blackhole"}} {
		cmd := exec.Command("go", "build", "-o", b[0], b[1])
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "go build %s: %s", b[1], out)
	}
	script := refereeScript(t, botcup, "blackhole")
	var recs [2][]arena.Record
	for k, game := range []string{"blackhole", caia.Prefix + script} {
		out := filepath.Join(dir, fmt.Sprintf("%d.jsonl", k))
		cmd := exec.Command(botcup, "match", game, "-limit", "5s", "-n", "8", "-c", "2", "-seed", "11", "-q", "-o", out,
			bot+" -depth 2", bot+" -depth 3")
		stdout, err := cmd.CombinedOutput()
		require.NoError(t, err, "botcup match %s: %s", game, stdout)
		recs[k], _, err = arena.LoadRecords(out)
		require.NoError(t, err)
		require.NotEmpty(t, recs[k])
		assert.Equal(t, game, recs[k][0].Game)
	}
	require.Len(t, recs[0], 8)
	for _, r := range recs[0] {
		require.Empty(t, r.Faults, "game %d of blackhole", r.Index)
		require.Len(t, r.Moves, 30, "game %d: 15 stones each", r.Index)
	}
	arenatest.SameGames(t, recs[0], recs[1])
}

// TestCaiaServedRunEqualsLocal: a run of a caia: game served to two
// workers (-serve; the referee travels by its hash) plays the games the
// same run plays locally.
func TestCaiaServedRunEqualsLocal(t *testing.T) {
	self, err := os.Executable()
	require.NoError(t, err)
	game := caia.Prefix + refereeScript(t, self, "sum")
	dir := t.TempDir()
	local, served := filepath.Join(dir, "local.jsonl"), filepath.Join(dir, "served.jsonl")
	args := []string{"match", game, "-n", "8", "-seed", "9", "-q", "-limit", "60s", os.Args[0] + " player sum greedy", os.Args[0] + " player sum random -seed {seed}"}
	code, _, errOut := run(t, "", append(args, "-c", "2", "-o", local)...)
	require.Equal(t, 0, code, errOut)

	errBuf := &syncBuffer{}
	c := &cli{games: toytest.Registrations(), stdin: strings.NewReader(""), stdout: &bytes.Buffer{}, stderr: errBuf, self: os.Args[0]}
	done := make(chan int, 1)
	go func() { done <- c.main(append(args, "-o", served, "-serve", "127.0.0.1:0")) }()
	command := regexp.MustCompile(`botcup worker (\S+) -token (\S+) -c 1\n`)
	var m []string
	require.Eventually(t, func() bool {
		m = command.FindStringSubmatch(errBuf.String())
		return m != nil || len(done) > 0
	}, time.Minute, 10*time.Millisecond)
	require.NotNil(t, m, "the coordinator printed no worker command:\n%s", errBuf)
	var logs [2]bytes.Buffer
	for i := range logs {
		w := exec.Command(os.Args[0], "worker", m[1], "-token", m[2], "-c", "1", "-once", "-name", fmt.Sprint("w", i),
			"-cache", filepath.Join(t.TempDir(), "cache"))
		w.Stderr = &logs[i]
		require.NoError(t, w.Start())
		defer func() { _ = w.Process.Kill(); _ = w.Wait() }()
	}
	select {
	case code := <-done:
		require.Equal(t, 0, code, "%s\nworkers:\n%s\n%s", errBuf, logs[0].String(), logs[1].String())
	case <-time.After(2 * time.Minute):
		t.Fatalf("the served run did not end in 2 minutes:\n%s\nworkers:\n%s\n%s", errBuf, logs[0].String(), logs[1].String())
	}
	want, got := loadRecords(t, local), loadRecords(t, served)
	require.Len(t, want, 8)
	assert.Equal(t, game, got[0].Game)
	arenatest.SameGames(t, want, got)
}
