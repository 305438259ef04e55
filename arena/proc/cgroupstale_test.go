package proc

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClearStaleRemovesEveryCgroupOfADeadArena(t *testing.T) {
	if Containment() != ContainCgroup {
		t.Skip("no cgroups here: the subreaper makes none")
	}
	// A dead arena (a pid above pid_max: no process has it) left, as a
	// game with -mem would after a kill -9, botcup-<pid>-1 below this
	// process's own cgroup v2 and below its own v1 cgroup of each limit's
	// controller, its player still in them all; botcup-<pid>-2 in the v1
	// hierarchies only, with a player of its own; botcup-<pid>-3 in them
	// with a process that does not carry its mark (another pid
	// namespace's, maybe): not to be killed, so that cgroup stays.
	b, err := os.ReadFile("/proc/sys/kernel/pid_max")
	require.NoError(t, err)
	max, err := strconv.Atoi(strings.TrimSpace(string(b)))
	require.NoError(t, err)
	arena := strconv.Itoa(max + 1)
	v2, err := cgroupV2Base()
	require.NoError(t, err)
	var v1 []string
	for _, c := range limitControllers {
		if base, err := cgroupV1Base(c); err == nil {
			v1 = append(v1, base)
		}
	}
	t.Logf("v1 hierarchies of the limits here: %v", v1)

	player := sleeper(t, arena+"-1")
	gone := []string{staleCgroup(t, v2, arena+"-1", player)}
	for _, base := range v1 {
		gone = append(gone, staleCgroup(t, base, arena+"-1", player))
	}
	var killed, kept []*exec.Cmd
	killed = append(killed, player)
	var stay []string
	if len(v1) > 0 {
		own, stranger := sleeper(t, arena+"-2"), sleeper(t, "")
		killed, kept = append(killed, own), append(kept, stranger)
		for _, base := range v1 {
			gone = append(gone, staleCgroup(t, base, arena+"-2", own))
			stay = append(stay, staleCgroup(t, base, arena+"-3", stranger))
		}
	}

	clearStale()
	for _, d := range gone {
		assert.NoDirExists(t, d)
	}
	for _, d := range stay {
		assert.DirExists(t, d)
	}
	for _, c := range killed {
		assert.EqualError(t, c.Wait(), "signal: killed")
	}
	for _, c := range kept {
		assert.True(t, alive(c.Process.Pid), "a process without the mark was ended")
	}
}

// sleeper starts a process that sleeps, marked JailEnv=mark unless mark
// is empty; it is killed when the test ends.
func sleeper(t *testing.T, mark string) *exec.Cmd {
	c := exec.Command("sleep", "60")
	if mark != "" {
		c.Env = append(os.Environ(), JailEnv+"="+mark)
	}
	require.NoError(t, c.Start())
	t.Cleanup(func() {
		_ = c.Process.Kill()
		if c.ProcessState == nil {
			_ = c.Wait()
		}
	})
	return c
}

// staleCgroup makes the cgroup botcup-<mark> below base and moves c into
// it; it is removed when the test ends (if clearStale left it).
func staleCgroup(t *testing.T, base, mark string, c *exec.Cmd) string {
	dir := filepath.Join(base, cgroupPrefix+mark)
	require.NoError(t, os.Mkdir(dir, 0o755))
	require.NoError(t, writeFile(filepath.Join(dir, "cgroup.procs"), strconv.Itoa(c.Process.Pid)))
	t.Cleanup(func() {
		_ = syscall.Kill(c.Process.Pid, syscall.SIGKILL)
		removeCgroup(dir)
	})
	return dir
}
