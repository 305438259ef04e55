package arena

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// schedOf reads the scheduling policy and nice value of a task from
// /proc/PID/task/TID/stat (fields 41 and 19).
func schedOf(t *testing.T, pid, tid int) (policy, nice int) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/task/" + strconv.Itoa(tid) + "/stat")
	require.NoError(t, err)
	f := bytes.Fields(b[bytes.LastIndexByte(b, ')')+2:])
	policy, err = strconv.Atoi(string(f[41-3]))
	require.NoError(t, err)
	nice, err = strconv.Atoi(string(f[19-3]))
	require.NoError(t, err)
	return policy, nice
}

func TestTheArenaRunsFirstAndItsPlayersAsOrdinaryProcesses(t *testing.T) {
	// A player and the child it starts: ordinary processes (SCHED_OTHER,
	// nice 0) whatever the arena's own threads are.
	pidFile := filepath.Join(t.TempDir(), "pids")
	p, err := startProcess([]string{"/bin/sh", "-c", `sleep 30 & echo $$ $! > '` + pidFile + `'; read l`}, procOptions{maxLine: 100})
	require.NoError(t, err)
	defer p.kill()
	require.Eventually(t, func() bool {
		b, _ := os.ReadFile(pidFile)
		return len(strings.Fields(string(b))) == 2
	}, 10*time.Second, 10*time.Millisecond)
	for _, pid := range pidsIn(t, pidFile) {
		policy, nice := schedOf(t, pid, pid)
		assert.Equal(t, [2]int{0, 0}, [2]int{policy, nice}, "policy and nice of player process %d", pid)
	}
	// Every thread of the arena runs under SCHED_FIFO where the machine
	// allows it (here: root), and none where it does not.
	raisePriority()
	want := schedFIFO
	if priority.denied {
		want = 0
	}
	t.Logf("the arena's threads raised: %v", !priority.denied)
	tasks, err := os.ReadDir("/proc/self/task")
	require.NoError(t, err)
	for _, task := range tasks {
		tid, err := strconv.Atoi(task.Name())
		require.NoError(t, err)
		policy, _ := schedOf(t, os.Getpid(), tid)
		assert.Equal(t, want, policy, "policy of the arena's thread %d", tid)
	}
}
