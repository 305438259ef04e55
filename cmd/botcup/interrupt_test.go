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
	err := cmd.Wait()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return code, out.String(), errb.String()
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
