package proc

import (
	"os"
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
//   - reaperJail: the arena process is a child subreaper, so orphans of a
//     player are re-parented to it instead of to init; its members are the
//     processes that carry the jail's mark in their environment, descend
//     from the player, or are orphans the arena did not start. Suspend
//     stops them with SIGSTOP, resume continues them with SIGCONT, each
//     again and again until every member is seen stopped, or running; the
//     end kills them, and the arena reaps what it inherits. The fallback.
//
// Every player also gets JailEnv=<mark> in its environment.
type jail interface {
	// prepare completes attr before the player starts.
	prepare(attr *syscall.SysProcAttr)
	// started is told the player's pid once it runs.
	started(pid int) error
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
	j, err := newReaperJail(mark)
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

// children is the registry of the processes this arena process started
// itself (each player's first process): the subreaper leaves them to their
// exec.Cmd and reaps only what it inherits. starting is held for reading
// while a player starts, so that the reaper never sees a started child
// before it is registered.
var children struct {
	starting sync.RWMutex
	mu       sync.Mutex
	pids     map[int]bool
}

func registerChild(pid int) {
	children.mu.Lock()
	if children.pids == nil {
		children.pids = make(map[int]bool)
	}
	children.pids[pid] = true
	children.mu.Unlock()
}

func unregisterChild(pid int) {
	children.mu.Lock()
	delete(children.pids, pid)
	children.mu.Unlock()
}

func isRegistered(pid int) bool {
	children.mu.Lock()
	defer children.mu.Unlock()
	return children.pids[pid]
}
