package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/tune"
)

// groupsAlive lists the process groups among pgids that still have a
// process (from /proc/PID/stat's fifth field).
func groupsAlive(t *testing.T, pgids map[int]bool) []int {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	require.NoError(t, err)
	var alive []int
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		if len(f) > 3 {
			if pg, _ := strconv.Atoi(f[2]); pgids[pg] && f[0] != "Z" {
				alive = append(alive, pg)
			}
		}
	}
	return alive
}

// pidsIn reads the pids a player script appended to file.
func pidsIn(t *testing.T, file string) map[int]bool {
	t.Helper()
	b, err := os.ReadFile(file)
	require.NoError(t, err)
	pids := map[int]bool{}
	for _, l := range strings.Fields(string(b)) {
		pid, err := strconv.Atoi(l)
		require.NoError(t, err)
		pids[pid] = true
	}
	return pids
}

// linesIn counts the complete lines of file (0 if it does not exist).
func linesIn(file string) int {
	b, _ := os.ReadFile(file)
	return bytes.Count(b, []byte("\n"))
}

// interrupt starts botcup args (this test binary as botcup), sends sig once
// ready says so, and returns the exit status, stdout and stderr.
func interrupt(t *testing.T, ready func() bool, sig syscall.Signal, args ...string) (int, string, string) {
	t.Helper()
	code, out, errOut, _ := interruptTimed(t, ready, sig, args...)
	return code, out, errOut
}

// interruptTimed is interrupt that also says how long botcup took to exit
// after the signal.
func interruptTimed(t *testing.T, ready func() bool, sig syscall.Signal, args ...string) (int, string, string, time.Duration) {
	t.Helper()
	var out, errb bytes.Buffer
	cmd := exec.Command(os.Args[0], args...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	require.NoError(t, cmd.Start())
	deadline := time.Now().Add(60 * time.Second)
	for !ready() {
		if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("not ready in time; stderr: %s", errb.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	require.NoError(t, cmd.Process.Signal(sig))
	sent := time.Now()
	err := cmd.Wait()
	took := time.Since(sent)
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return code, out.String(), errb.String(), took
}

// SIGINT (Ctrl-C) or SIGHUP (the terminal closed) to a real botcup in the
// middle of a match: every player process is gone, the table of the
// finished games is printed, the record file holds exactly those games
// (no cut-off line), and the exit status is 130.
func TestMatchInterruptedBySignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) { matchInterrupted(t, sig) })
	}
}

func matchInterrupted(t *testing.T, sig syscall.Signal) {
	dir := t.TempDir()
	pids := filepath.Join(dir, "pids")
	slow := filepath.Join(dir, "slow.sh")
	require.NoError(t, os.WriteFile(slow, []byte("#!/bin/sh\necho $$ >> "+pids+
		"\nwhile read l; do [ \"$l\" = Quit ] && exit 0; sleep 0.1; echo 3; done\n"), 0o755))
	record := filepath.Join(dir, "m.jsonl")
	// Two games recorded and another game's slow player started.
	ready := func() bool {
		b, _ := os.ReadFile(pids)
		return linesIn(record) >= 2 && len(strings.Fields(string(b))) > linesIn(record)
	}
	code, out, errOut := interrupt(t, ready, sig,
		"match", "sum", "-n", "100", "-c", "2", "-limit", "10s", "-o", record, slow, "ref:greedy")
	assert.Equal(t, exitInterrupted, code, errOut)
	assert.Contains(t, errOut, "botcup match: interrupted: every player was killed")

	recs, tail, err := arena.LoadRecords(record)
	require.NoError(t, err)
	assert.Nil(t, tail, "no cut-off line")
	require.GreaterOrEqual(t, len(recs), 2)
	require.Less(t, len(recs), 100)
	assert.Contains(t, out, "sum: "+strconv.Itoa(len(recs))+" games, "+slow+" vs ref:greedy, limit 10s per player per game")
	for _, r := range recs {
		assert.Empty(t, r.Faults, "no game cut short by the signal is kept")
	}
	started := pidsIn(t, pids)
	assert.Greater(t, len(started), len(recs), "a game was in progress")
	assert.Empty(t, groupsAlive(t, started), "a player process survived")
}

// SIGTERM to a real botcup solving boards: the boards solved are printed
// and recorded, the solver is gone, the exit status is 130.
func TestSolveInterruptedBySIGTERM(t *testing.T) {
	dir := t.TempDir()
	pids := filepath.Join(dir, "pids")
	p := filepath.Join(dir, "p.sh")
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\necho $$ >> "+pids+"\nread b\necho 1\nsleep 30\n"), 0o755))
	boards := filepath.Join(dir, "boards.txt")
	require.NoError(t, os.WriteFile(boards, []byte(strings.Repeat("3\n", 50)), 0o644))
	record := filepath.Join(dir, "s.jsonl")
	code, out, errOut := interrupt(t, func() bool { return linesIn(record) >= 1 }, syscall.SIGTERM,
		"solve", "pick", "-time", "2s", "-boards", boards, "-o", record, p)
	assert.Equal(t, exitInterrupted, code, errOut)
	assert.Contains(t, errOut, "botcup solve: interrupted")
	recs, tail, err := arena.LoadSolveRecords(record)
	require.NoError(t, err)
	assert.Nil(t, tail)
	require.Less(t, len(recs), 50)
	assert.Contains(t, out, "total (contest): "+strconv.Itoa(len(recs))+" over "+strconv.Itoa(len(recs))+" boards")
	assert.Empty(t, groupsAlive(t, pidsIn(t, pids)), "the solver survived")
}

// SIGINT (Ctrl-C) to a real botcup in the middle of a tune: it stops at
// once (its players are killed, though one sleeps its whole clock of 30
// s), prints what it reached, keeps exactly the three iterations
// finished, and a second run on the same record resumes there: it plays
// the seven missing iterations (28 players more) and ends as a whole run.
func TestTuneInterruptedBySignalResumes(t *testing.T) {
	dir := t.TempDir()
	pids, slow := filepath.Join(dir, "pids"), filepath.Join(dir, "slow")
	params := filepath.Join(dir, "params.json")
	require.NoError(t, os.WriteFile(params, []byte(`[{"name":"x","value":20,"min":0,"max":100,"step":6,"int":true}]`), 0o644))
	// Each iteration is a pair of games, four players one after the
	// other (-c 1): with slow there, the players after the twelfth
	// (iteration 3's) think forever.
	bot := filepath.Join(dir, "bot.sh")
	require.NoError(t, os.WriteFile(bot, []byte("#!/bin/sh\necho $$ >> "+pids+
		"\nif [ -f "+slow+" ] && [ $(wc -l < "+pids+") -gt 12 ]; then read l; sleep 60; fi"+
		"\nwhile read l; do [ \"$l\" = Quit ] && exit 0; echo 3; done\n"), 0o755))
	require.NoError(t, os.WriteFile(slow, nil, 0o644))
	record := filepath.Join(dir, "tune.jsonl")
	args := []string{"tune", "sum", "-n", "20", "-c", "1", "-limit", "30s", "-params", params, "-o", record, "-q", bot}
	ready := func() bool { return linesIn(record) == 3 && linesIn(pids) > 12 }
	code, out, errOut, took := interruptTimed(t, ready, syscall.SIGINT, args...)
	assert.Equal(t, exitInterrupted, code, errOut)
	assert.Contains(t, errOut, "botcup tune: interrupted: every player was killed")
	t.Logf("botcup exited %v after the signal", took)
	assert.Less(t, took, 5*time.Second, "stopped at once, not after the sleeping player's 30 s")
	assert.Contains(t, out, "tune: 3 iterations (6 games)")
	started := pidsIn(t, pids)
	assert.Empty(t, groupsAlive(t, started), "a player process survived")
	first, err := os.ReadFile(record)
	require.NoError(t, err)
	iterations := func() []int {
		f, err := os.Open(record)
		require.NoError(t, err)
		defer f.Close()
		recs, _, tail, err := tune.ReadRecords(f)
		require.NoError(t, err)
		require.Nil(t, tail, "no cut-off line")
		var its []int
		for _, r := range recs {
			its = append(its, r.Iteration)
		}
		return its
	}
	assert.Equal(t, []int{0, 1, 2}, iterations())

	require.NoError(t, os.Remove(slow))
	code, out, errOut = run(t, "", args...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "resuming, 3 iterations already recorded")
	assert.Contains(t, out, "tune: 10 iterations (20 games)")
	assert.Equal(t, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, iterations())
	again, err := os.ReadFile(record)
	require.NoError(t, err)
	assert.Equal(t, string(first), string(again[:len(first)]), "the interrupted run's iterations kept as they were")
	assert.Equal(t, len(started)+7*4, linesIn(pids), "seven iterations played again, four players each")
}
