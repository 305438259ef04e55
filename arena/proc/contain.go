package proc

import (
	"os"
	"os/exec"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
)

// A jail holds every process one player starts, so that all of them can be
// suspended with the player and ended with its game, whether they stay in
// the player's process group or not (a setsid grandchild, a child whose
// parent exited). Two kinds exist:
//   - cgroupJail: the player starts in a cgroup v2 of its own (clone into
//     the cgroup, so not even its first fork escapes); suspend freezes the
//     cgroup (no signal: the freezer does not race a fork), the end writes
//     cgroup.kill. Used wherever the arena process may create a cgroup v2
//     below its own (root in a container here).
//   - keeperJail: the player runs under a keeper of its own, a small
//     process that is a child subreaper (keeper.go), so orphans of a
//     player are re-parented to the keeper instead of to init; its members
//     are the processes below the keeper and those that carry the jail's
//     mark in their environment. Suspend stops them with SIGSTOP, resume
//     continues them with SIGCONT, each again and again until every member
//     is seen stopped, or running; the end kills them, and the keeper
//     reaps what it inherits. The arena process reaps nothing it did not
//     start. The fallback.
//
// Every player also gets JailEnv=<mark> in its environment.
type jail interface {
	// prepare completes the player's command before it starts.
	prepare(cmd *exec.Cmd) error
	// started is called once cmd has started; it returns the player's
	// pid, or an *execError when its program did not start.
	started(cmd *exec.Cmd) (leader int, err error)
	// wait returns the player's wait status once it has exited; ok is
	// false when there is none to be had.
	wait(cmd *exec.Cmd) (ws syscall.WaitStatus, ok bool)
	// suspend stops every process in the jail and returns once each is
	// seen stopped (checked, not assumed), or after suspendWait.
	suspend()
	// resume lets every process in the jail run again.
	resume()
	// pids lists the live processes in the jail.
	pids() []int
	// outOfMemory reports whether the kernel's out-of-memory killer ended
	// a process in the jail (its memory limit was reached).
	outOfMemory() bool
	// kill ends every process in the jail; it returns once they are gone
	// or killWait has passed.
	kill()
	// release frees the jail, after kill.
	release()
}

// JailEnv is the environment variable that marks every process of a
// player: BOTCUP_JAIL=<arena pid>-<player number>.
const JailEnv = "BOTCUP_JAIL"

// Containment names the mechanisms a player's processes are held in.
const (
	ContainCgroup = "cgroup"
	ContainReaper = "subreaper"
	containDetect = ""
)

var jailSeq atomic.Uint64

// newJail makes the jail for one player: mode ContainCgroup or
// ContainReaper, or "" for the best the machine allows. lim needs a cgroup.
func newJail(mode string, lim Limits) (jail, string, error) {
	mark := strconv.Itoa(os.Getpid()) + "-" + strconv.FormatUint(jailSeq.Add(1), 10)
	if mode == containDetect {
		mode = Containment()
	}
	if mode == ContainCgroup {
		j, err := newCgroupJail(mark, lim)
		return j, mark, err
	}
	if !lim.none() {
		return nil, mark, ErrLimitsNeedCgroup
	}
	j, err := newKeeperJail(mark)
	return j, mark, err
}

var containment struct {
	once sync.Once
	mode string
}

// ContainEnv, set to ContainReaper in the arena's environment, makes it
// hold its players under the subreaper even where cgroups are usable.
const ContainEnv = "BOTCUP_CONTAIN"

// Containment reports how this process contains its players: ContainCgroup
// when it can create a cgroup v2 (with cgroup.kill) below its own, else
// (or with ContainEnv=subreaper) ContainReaper.
func Containment() string {
	containment.once.Do(func() {
		containment.mode = ContainReaper
		if os.Getenv(ContainEnv) != ContainReaper && cgroupUsable() {
			containment.mode = ContainCgroup
		}
	})
	return containment.mode
}

// ContainmentText says in one line how this process holds its players
// (Containment) and what that gives, for botcup's help and the test
// runs' output.
func ContainmentText() string {
	if Containment() == ContainCgroup {
		return "containment: cgroup (each player in a cgroup v2 of its own: every process it starts is frozen with it and killed with it; -mem and -cpus limit it)"
	}
	why := "no cgroup v2 can be made below botcup's own"
	if os.Getenv(ContainEnv) == ContainReaper {
		why = ContainEnv + "=" + ContainReaper
	}
	return "containment: subreaper (" + why + "; each player under a keeper process, its child subreaper: every process it starts, orphaned or setsid, is stopped with it and killed with it; -mem and -cpus are refused)"
}
