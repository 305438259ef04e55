package proc

import (
	"bytes"
	"os"
	"os/signal"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// prSetChildSubreaper is prctl's PR_SET_CHILD_SUBREAPER.
const prSetChildSubreaper = 36

// reaperJail is the fallback jail (see jail): the arena process is a child
// subreaper, suspend and resume signal every process of the player it can
// find in /proc until each is seen stopped, or running, and the end of the
// game kills them all. What it cannot hold: a process that both clears its
// environment and leaves the arena's tree (only a service outside it, such
// as a daemon the player asks to start it, can do that).
//
// Why every process is checked: a SIGSTOP or a SIGCONT sent to a process
// group races the forks in it. A shell that runs $(...) subshells after
// its move, stopped and continued as a group, left about 1 round in 400 a
// child stopped after the SIGCONT (state T), and the shell waited on it
// until its clock ran out. A suspend that returns only once every member
// is stopped leaves no fork in flight, and a resume that continues every
// member still stopped leaves none behind.
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

func (j *reaperJail) suspend() {
	_ = syscall.Kill(-j.leader, syscall.SIGSTOP)
	sent := make(map[int]bool)
	j.signalUntil(syscall.SIGSTOP, func(m member) (send, settled bool) {
		switch {
		case m.state == 'T' || m.state == 't':
			return false, true
		case m.state == 'D' && sent[m.pid]:
			// In uninterruptible sleep with the SIGSTOP pending: it
			// stops on its way back to user space. (A shell that
			// vforks waits so, unstoppable, until its child has run
			// its program.)
			return false, true
		}
		sent[m.pid] = true
		return true, false
	})
}

// resume continues every member stopped, and every member in
// uninterruptible sleep (its SIGSTOP may still be pending), until two
// walks in a row find none stopped.
func (j *reaperJail) resume() {
	_ = syscall.Kill(-j.leader, syscall.SIGCONT)
	j.signalUntil(syscall.SIGCONT, func(m member) (send, settled bool) {
		return m.state == 'T' || m.state == 'D', m.state != 'T'
	})
}

// signalUntil walks the members again and again (a child forked meanwhile
// is found in the next walk), sending sig to each for which state says
// send, until two walks in a row find every member settled, or
// suspendWait has passed.
func (j *reaperJail) signalUntil(sig syscall.Signal, state func(member) (send, settled bool)) {
	deadline := time.Now().Add(suspendWait)
	for quiet := 0; quiet < 2 && time.Now().Before(deadline); {
		quiet++
		for _, m := range j.scan() {
			send, settled := state(m)
			if send {
				_ = syscall.Kill(m.pid, sig)
			}
			if !settled {
				quiet = 0
			}
		}
		if quiet == 0 {
			time.Sleep(pollEvery)
		}
	}
}

func (j *reaperJail) pids() []int {
	var pids []int
	for _, m := range j.scan() {
		pids = append(pids, m.pid)
	}
	return pids
}

// outOfMemory is false: the subreaper holds no memory limit.
func (j *reaperJail) outOfMemory() bool { return false }

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

// scan lists the members by walking the process tree down from the
// player and from the orphans the arena inherited (those marked by
// another jail aside), while no player starts (see killRound). It reads
// far less of /proc than members (which kill uses), and it finds the same
// processes while none leaves the arena's tree. A child forked while the
// walk reads its parent's children file may be missed (the file misses
// entries while the list changes): a suspend looks until two walks in a
// row find every member stopped, and a stopped parent's list holds still.
func (j *reaperJail) scan() []member {
	children.starting.Lock()
	defer children.starting.Unlock()
	// The player while it is the arena's child (its pid is not another's
	// yet: looked up, not found in the arena's own children file, which
	// misses entries while other games start and end processes), and the
	// orphans.
	self := os.Getpid()
	var todo []int
	if p, ok := procStat(j.leader); ok && p.ppid == self {
		todo = append(todo, j.leader)
	}
	for _, pid := range childrenOf("self") {
		if pid != j.leader && !isRegistered(pid) && !markedByOther(procInfo{}.environ(pid), j.mark) {
			todo = append(todo, pid)
		}
	}
	seen := make(map[int]bool)
	var out []member
	for len(todo) > 0 {
		pid := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if seen[pid] {
			continue
		}
		seen[pid] = true
		p, ok := procStat(pid)
		if !ok || p.zombie {
			continue
		}
		out = append(out, member{pid: pid, state: p.state})
		todo = append(todo, childrenOf(strconv.Itoa(pid))...)
	}
	return out
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

// member is a process of a jail and its state.
type member struct {
	pid   int
	state byte
}

// markedByOther reports whether env carries the mark of another jail.
func markedByOther(env, mine []byte) bool {
	return bytes.Contains(env, []byte(JailEnv+"=")) && !bytes.Contains(env, mine)
}

// procInfo is what the arena reads of a process in /proc/PID/stat: its
// parent and its state (R running, S asleep, D in uninterruptible sleep,
// T stopped, Z a zombie, ...).
type procInfo struct {
	ppid   int
	state  byte
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
		if p, ok := procStat(pid); ok {
			procs[pid] = p
		}
	}
	return procs
}

// procStat reads /proc/PID/stat; ok is false once the process is gone.
func procStat(pid int) (p procInfo, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return p, false
	}
	// pid (comm) state ppid ...; comm may hold spaces and parentheses.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 || i+2 >= len(b) {
		return p, false
	}
	f := bytes.Fields(b[i+2:])
	if len(f) < 2 {
		return p, false
	}
	p.ppid, _ = strconv.Atoi(string(f[1]))
	p.state = f[0][0]
	p.zombie = p.state == 'Z' || p.state == 'X'
	return p, true
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
	for _, pid := range childrenOf("self") {
		if p, ok := procStat(pid); ok && p.zombie && !isRegistered(pid) {
			var ws syscall.WaitStatus
			_, _ = syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
		}
	}
}

// childrenOf lists the children of process pid ("self": this one), from
// every thread's /proc/PID/task/TID/children.
func childrenOf(pid string) []int {
	dir := "/proc/" + pid + "/task/"
	tasks, _ := os.ReadDir(dir)
	var pids []int
	for _, t := range tasks {
		b, err := os.ReadFile(dir + t.Name() + "/children")
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
