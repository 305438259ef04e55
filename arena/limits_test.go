package arena

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/proc"
	"botcup/game/toytest"
)

// TestMain runs the test binary as a memory hog when asked to (see
// TestLimitsHoldThePlayer): it fills BOTCUP_ARENA_HOG bytes and exits.
func TestMain(m *testing.M) {
	if n, err := strconv.Atoi(os.Getenv("BOTCUP_ARENA_HOG")); err == nil {
		b := make([]byte, n)
		for i := range b {
			b[i] = 1
		}
		os.Exit(int(b[n/2]) - 1)
	}
	os.Exit(m.Run())
}

func TestLimitsHoldThePlayer(t *testing.T) {
	lim := proc.Limits{Memory: 32 << 20, CPUs: 0.5}
	if proc.Containment() != proc.ContainCgroup {
		// Without cgroups a limit cannot hold: it is refused up front.
		assert.ErrorIs(t, proc.CheckLimits(lim), proc.ErrLimitsNeedCgroup)
		return
	}
	// A machine whose cgroups lack a controller (cgroup v2 mounted
	// without the memory controller delegated) cannot hold a limit:
	// botcup refuses -mem there, and the test has nothing to see.
	if err := proc.CheckLimits(lim); err != nil && strings.Contains(err.Error(), "controller of cgroups") {
		t.Skipf("this machine cannot limit a player (%s containment): %v", proc.Containment(), err)
	}
	require.NoError(t, proc.CheckLimits(lim))
	assert.EqualError(t, proc.CheckLimits(proc.Limits{CPUs: -1}), "limits must not be negative")

	// The player reports the limits of its own cgroups (v2 files, or v1
	// in a hybrid layout), then becomes a hog of 100 MB. (A v1
	// cgroup takes the player a moment after it starts: it reports on its
	// first turn.)
	out := filepath.Join(t.TempDir(), "limits")
	report := `for c in $(cut -d: -f2,3 /proc/$$/cgroup); do ctl=${c%%:*}; p=${c#*:}; ` +
		`for f in memory.max memory.limit_in_bytes cpu.max cpu.cfs_quota_us; do ` +
		`for d in /sys/fs/cgroup/unified /sys/fs/cgroup /sys/fs/cgroup/$ctl; do ` +
		`[ -f "$d$p/$f" ] && echo "$f $(cat "$d$p/$f")"; done; done; done | sort -u > '` + out + `'; `
	hog := shPlayer("A", `read l; `+report+`BOTCUP_ARENA_HOG=100000000 exec "`+os.Args[0]+`"`)
	rec, err := PlayGame(context.Background(), toytest.Sum{Clock: 5e9, MovesEach: 2}, 1, [2]Entrant{hog, shPlayer("B", sayer("2"))}, GameOptions{Limits: lim})
	require.NoError(t, err)
	require.Len(t, rec.Faults, 1)
	// Without the limit, the hog would exit 0 (a closed fault). The
	// kernel counts the out-of-memory kill in the cgroup.
	assert.Equal(t, FaultCrash, rec.Faults[0].Kind)
	assert.Equal(t, "out of memory: 32M limit", rec.Faults[0].Detail)
	assert.Equal(t, [2]float64{0, 4}, rec.Scores)

	got, err := os.ReadFile(out)
	require.NoError(t, err)
	mem, cpu := "memory.max 33554432", "cpu.max 50000 100000"
	if !strings.Contains(string(got), mem) {
		mem = "memory.limit_in_bytes 33554432"
	}
	if !strings.Contains(string(got), cpu) {
		cpu = "cpu.cfs_quota_us 50000"
	}
	assert.Contains(t, string(got), mem)
	assert.Contains(t, string(got), cpu)
}
