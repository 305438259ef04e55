package arena

import (
	"bytes"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// prSetChildSubreaper is prctl's PR_SET_CHILD_SUBREAPER.
const prSetChildSubreaper = 36

// reaperJail is the fallback jail (see jail): the arena process is a child
// subreaper, and the end of the game kills every process of the player it
// can find in /proc. What it cannot hold: a process of the player that
// leaves while the player is suspended keeps running until the game ends
// (there is no freezer), and a process that both clears its environment
// and leaves the arena's tree (only a service outside it, such as a
// daemon the player asks to start it, can do that).
type reaperJail struct {
	mark   []byte // JailEnv=mark, as it stands in /proc/PID/environ
	leader int
}

var subreaper struct {
	once sync.Once
	err  error
}

func newReaperJail(mark string) (*reaperJail, error) {
	subreaper.once.Do(func() {
		if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); e != 0 {
			subreaper.err = e
			return
		}
		go reapOrphans()
	})
	if subreaper.err != nil {
		return nil, subreaper.err
	}
	return &reaperJail{mark: []byte(JailEnv + "=" + mark + "\x00")}, nil
}

func (j *reaperJail) prepare(*syscall.SysProcAttr) {}

func (j *reaperJail) started(pid int) error {
	j.leader = pid
	return nil
}

func (j *reaperJail) freeze(bool) {}

// kill stops and kills what it finds, again and again until nothing is
// left: a process that forks while it is being killed has its child found
// in the next round.
func (j *reaperJail) kill() {
	deadline := time.Now().Add(killWait)
	for time.Now().Before(deadline) && j.killRound() > 0 {
		time.Sleep(time.Millisecond)
	}
}

// killRound stops and kills the members it finds and says how many. No
// player starts meanwhile, so that a child not yet registered is not taken
// for an orphan.
func (j *reaperJail) killRound() int {
	children.starting.Lock()
	defer children.starting.Unlock()
	pids := j.members()
	for _, pid := range pids {
		_ = syscall.Kill(pid, syscall.SIGSTOP)
	}
	for _, pid := range pids {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
	return len(pids)
}

func (j *reaperJail) release() {}

// members lists the live processes of the jail: those carrying its mark,
// those descending from the player or from a marked process, and the
// orphans re-parented to the arena that it did not start itself (an orphan
// whose mark is gone cannot be told apart; ending it is the safe side).
func (j *reaperJail) members() []int {
	procs := scanProcs()
	self := os.Getpid()
	in := make(map[int]bool)
	for pid, p := range procs {
		if p.zombie {
			continue
		}
		if pid == j.leader || bytes.Contains(p.environ(pid), j.mark) {
			in[pid] = true
		}
		if p.ppid == self && !isRegistered(pid) && !markedByOther(p.environ(pid), j.mark) {
			in[pid] = true
		}
	}
	// Descendants of members are members.
	for changed := true; changed; {
		changed = false
		for pid, p := range procs {
			if !in[pid] && !p.zombie && in[p.ppid] {
				in[pid] = true
				changed = true
			}
		}
	}
	out := make([]int, 0, len(in))
	for pid := range in {
		out = append(out, pid)
	}
	return out
}

// markedByOther reports whether env carries the mark of another jail.
func markedByOther(env, mine []byte) bool {
	return bytes.Contains(env, []byte(JailEnv+"=")) && !bytes.Contains(env, mine)
}

type procInfo struct {
	ppid   int
	zombie bool
}

func (procInfo) environ(pid int) []byte {
	b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
	return append([]byte{0}, b...)
}

// scanProcs reads the parent and state of every process in /proc.
func scanProcs() map[int]procInfo {
	ents, _ := os.ReadDir("/proc")
	procs := make(map[int]procInfo, len(ents))
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		i := bytes.LastIndexByte(b, ')')
		if i < 0 || i+2 >= len(b) {
			continue
		}
		f := bytes.Fields(b[i+2:])
		if len(f) < 2 {
			continue
		}
		ppid, _ := strconv.Atoi(string(f[1]))
		procs[pid] = procInfo{ppid: ppid, zombie: f[0][0] == 'Z'}
	}
	return procs
}

// reapOrphans waits for the orphans the arena inherits as a subreaper, on
// each SIGCHLD and every second: every zombie child that the arena did not
// start itself (those are waited for by their exec.Cmd).
func reapOrphans() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGCHLD)
	tick := time.NewTicker(time.Second)
	for {
		select {
		case <-ch:
		case <-tick.C:
		}
		reapOnce()
	}
}

func reapOnce() {
	// No player starts while the children are looked at, so a child not
	// registered is not one whose registration is still to come.
	children.starting.Lock()
	defer children.starting.Unlock()
	for _, pid := range childPids() {
		if isRegistered(pid) {
			continue
		}
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			continue
		}
		if i := bytes.LastIndexByte(b, ')'); i >= 0 && i+2 < len(b) && b[i+2] == 'Z' {
			var ws syscall.WaitStatus
			_, _ = syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
		}
	}
}

// childPids lists this process's children, from every thread's
// /proc/self/task/TID/children.
func childPids() []int {
	tasks, _ := os.ReadDir("/proc/self/task")
	var pids []int
	for _, t := range tasks {
		b, err := os.ReadFile("/proc/self/task/" + t.Name() + "/children")
		if err != nil {
			continue
		}
		for _, f := range bytes.Fields(b) {
			if pid, err := strconv.Atoi(string(f)); err == nil {
				pids = append(pids, pid)
			}
		}
	}
	return pids
}
