package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/arenatest"
	"botcup/queue"
)

// startWorkers starts n `botcup worker` processes (this binary) on srv.
func startWorkers(t *testing.T, srv *queue.Server, n int) {
	t.Helper()
	dir := t.TempDir()
	for i := range n {
		name := "w" + strconv.Itoa(i)
		cmd := exec.Command(os.Args[0], "worker", srv.URL, "-token", srv.WorkerToken, "-c", "1", "-name", name, "-cache", filepath.Join(dir, name))
		var log strings.Builder
		cmd.Stderr = &log
		require.NoError(t, cmd.Start())
		t.Cleanup(func() {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			if t.Failed() {
				t.Logf("%s:\n%s", name, log.String())
			}
		})
	}
}

func serve(t *testing.T) *queue.Server {
	t.Helper()
	srv, err := queue.Serve(queue.ServeOptions{Addr: "127.0.0.1:0", StoreDir: filepath.Join(t.TempDir(), "nats")})
	require.NoError(t, err)
	t.Cleanup(srv.Shutdown)
	return srv
}

func TestMatchOnWorkersPlaysTheLocalGames(t *testing.T) {
	srv := serve(t)
	startWorkers(t, srv, 3)
	dir := t.TempDir()
	// The random player varies with {seed}: every pair its own games.
	random := os.Args[0] + " player sum random -seed {seed}"
	// A wide limit: no timeout on a loaded machine.
	args := []string{"match", "sum", "-n", "12", "-seed", "3", "-opt", "moves=4", "-q", "-limit", "60s", "ref:greedy", random}
	local, queued := filepath.Join(dir, "local.jsonl"), filepath.Join(dir, "queued.jsonl")
	code, localOut, errOut := run(t, "", append(args, "-c", "2", "-o", local)...)
	require.Equal(t, 0, code, errOut)
	code, queuedOut, errOut := run(t, "", append(args, "-o", queued, "-workers", srv.URL, "-token", srv.Token)...)
	require.Equal(t, 0, code, errOut)
	want, got := loadRecords(t, local), loadRecords(t, queued)
	require.Len(t, got, 12)
	arenatest.SameGames(t, want, got)
	distinct := map[string]bool{}
	for _, r := range want {
		distinct[arenatest.MoveText(r)] = true
	}
	assert.Greater(t, len(distinct), 2, "the seeds vary the pairs")
	// The same table, but for the time columns.
	assert.Equal(t, firstLines(localOut, 1), firstLines(queuedOut, 1))
}

func loadRecords(t *testing.T, file string) []arena.Record {
	t.Helper()
	recs, _, err := arena.LoadRecords(file)
	require.NoError(t, err)
	return recs
}

func firstLines(s string, n int) string {
	return strings.Join(strings.SplitN(s, "\n", n+1)[:n], "\n")
}

func TestQueueConnectionErrors(t *testing.T) {
	srv := serve(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"unreachable", []string{"-workers", "nats://127.0.0.1:1"}, "no NATS server answers at nats://127.0.0.1:1"},
		{"no token", []string{"-workers", srv.URL, "-token", ""}, "refused the connection: no credentials were given (-token or -creds)"},
		{"wrong token", []string{"-workers", srv.URL, "-token", "not" + srv.Token}, "refused the connection: the credentials given were wrong"},
		{"both", []string{"-workers", srv.URL, "-serve", ":0"}, "-workers and -serve exclude each other"},
		{"shell", []string{"-workers", srv.URL, "-token", srv.Token, "sh -c 'echo 1'"}, "a shell command line (sh -c) would run without its programs"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := filepath.Join(dir, tc.name+".jsonl")
			// botcup's flags before the players (a flag between two
			// players is refused); the shell case's last word is a player.
			flags, players := tc.args, []string{"ref:greedy", "ref:random"}
			if last := tc.args[len(tc.args)-1]; strings.HasPrefix(last, "sh -c") {
				flags, players = tc.args[:len(tc.args)-1], []string{"ref:greedy", last}
			}
			args := append(append([]string{"match", "sum", "-n", "2", "-q", "-o", rec}, flags...), players...)
			code, _, errOut := run(t, "", args...)
			assert.NotEqual(t, 0, code)
			assert.Contains(t, errOut, tc.want)
			recs, _, _ := arena.LoadRecords(rec)
			assert.Empty(t, recs, "nothing was played")
		})
	}
	// A worker says the same.
	code, _, errOut := run(t, "", "worker", srv.URL, "-token", "wrong")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "the credentials given were wrong")
}

func TestTuneOnWorkersReachesTheLocalValues(t *testing.T) {
	srv := serve(t)
	startWorkers(t, srv, 2)
	dir := t.TempDir()
	script := filepath.Join(dir, "knob.sh")
	require.NoError(t, os.WriteFile(script, []byte(knobBot), 0o755))
	args := []string{"tune", "sum", "-opt", "moves=10", "-n", "24", "-c", "2", "-q", "-limit", "60s", "sh " + script}
	code, local, errOut := run(t, "", append(args, "-o", filepath.Join(dir, "local.jsonl"))...)
	require.Equal(t, 0, code, errOut)
	// sh is the worker's own; the script travels only when shipped.
	code, _, errOut = run(t, "", append(args, "-workers", srv.URL, "-token", srv.Token)...)
	require.Equal(t, 1, code)
	assert.Contains(t, errOut, "its argument "+script+" is a file that would not be there; add -ship "+script)
	code, queued, errOut := run(t, "", append(args, "-o", filepath.Join(dir, "queued.jsonl"), "-workers", srv.URL, "-token", srv.Token, "-ship", script)...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, local, "tune: 12 iterations (24 games)")
	assert.Equal(t, local, queued, "the same history and final values")
}

func TestSolveOnWorkers(t *testing.T) {
	srv := serve(t)
	startWorkers(t, srv, 2)
	dir := t.TempDir()
	p := filepath.Join(dir, "p.sh")
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\nread b\necho 1\necho 1 2 3\nsleep 5\n"), 0o755))
	boards := filepath.Join(dir, "boards.txt")
	require.NoError(t, os.WriteFile(boards, []byte("3\n2\n5\n"), 0o644))
	args := []string{"solve", "pick", "-time", "1s", "-boards", boards, p}
	code, local, errOut := run(t, "", args...)
	// Board 1's pick is illegal: a fault, so solve exits 1 (as match does).
	require.Equal(t, 1, code, errOut)
	assert.Contains(t, errOut, "1 fault(s) in 3 boards")
	code, queued, errOut := run(t, "", append(args, "-workers", srv.URL, "-token", srv.Token, "-o", filepath.Join(dir, "s.jsonl"))...)
	require.Equal(t, 1, code, errOut)
	assert.Contains(t, queued, `board 1: illegal: pick out of range`)
	assert.Contains(t, queued, "total (contest): 12 over 3 boards")
	// The same table but for when each line came.
	when := regexp.MustCompile(`\d+\.\d\ds `)
	assert.Equal(t, when.ReplaceAllString(local, ""), when.ReplaceAllString(queued, ""))
}

func TestTournamentOnWorkersPlaysTheLocalGames(t *testing.T) {
	srv := serve(t)
	startWorkers(t, srv, 2)
	dir := t.TempDir()
	random := os.Args[0] + " player sum random -seed {seed}"
	args := []string{"tournament", "sum", "-n", "4", "-q", "-limit", "60s", "ref:greedy", random, "ref:random"}
	local, queued := filepath.Join(dir, "local.jsonl"), filepath.Join(dir, "queued.jsonl")
	code, _, errOut := run(t, "", append(args, "-c", "2", "-o", local)...)
	require.Equal(t, 0, code, errOut)
	code, out, errOut := run(t, "", append(args, "-o", queued, "-workers", srv.URL, "-token", srv.Token)...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "cross table")
	want, got := loadRecords(t, local), loadRecords(t, queued)
	require.Len(t, got, 12)
	arenatest.SameGames(t, want, got)
}
