package proc

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// prSetChildSubreaper is prctl's PR_SET_CHILD_SUBREAPER.
const prSetChildSubreaper = 36

// keeperJail is the fallback jail (see jail): the player runs under a
// keeper of its own (see keeper.go), a child subreaper, so that every
// process the player starts stays below the keeper, orphaned or not.
// Suspend and resume signal every process below the keeper until each is
// seen stopped, or running, and the end of the game kills them all. The
// arena process itself reaps nothing: it waits for the keeper it started,
// as any code waits for the children it starts. What it cannot hold: a
// process that both clears its environment and leaves the keeper's tree
// (only a service outside it, such as a daemon the player asks to start
// it, can do that).
//
// Why every process is checked: a SIGSTOP or a SIGCONT sent to a process
// group races the forks in it. A shell that runs $(...) subshells after
// its move, stopped and continued as a group, left about 1 round in 400 a
// child stopped after the SIGCONT (state T), and the shell waited on it
// until its clock ran out. A suspend that returns only once every member
// is stopped leaves no fork in flight, and a resume that continues every
// member still stopped leaves none behind.
type keeperJail struct {
	mark   []byte // JailEnv=mark, as it stands in /proc/PID/environ
	leader int    // the player
	keeper int
	// The keeper's pipes (see keeper.go): status (read here, statusW its
	// end until it has started), life (written here; closed, it ends
	// what is left).
	status, statusW *os.File
	statusLines     *bufio.Reader
	life, lifeR     *os.File
	// mu is held for reading while the keeper's pid is walked, and for
	// writing while the keeper is waited for (its pid could be another
	// process's after that): gone is set then.
	mu   sync.RWMutex
	gone bool
}

func newKeeperJail(mark string) (*keeperJail, error) {
	return &keeperJail{mark: []byte(JailEnv + "=" + mark + "\x00")}, nil
}

// prepare makes cmd start the keeper, which starts the player's program
// (cmd's Path and Args) in a session of its own.
func (j *keeperJail) prepare(cmd *exec.Cmd) error {
	j.closePipes()
	if j.status != nil { // a try before this one
		j.status.Close()
	}
	var err error
	if j.status, j.statusW, err = os.Pipe(); err != nil {
		return err
	}
	if j.lifeR, j.life, err = os.Pipe(); err != nil {
		return err
	}
	j.statusLines = bufio.NewReader(j.status)
	cmd.Args = append([]string{keeperArg0, cmd.Path}, cmd.Args...)
	cmd.Path = "/proc/self/exe"
	cmd.Env = append(cmd.Env, keeperEnv+"=1")
	cmd.ExtraFiles = []*os.File{j.statusW, j.lifeR} // keeperStatusFD, keeperLifeFD
	// Its own process group: the terminal's signals are the arena's.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return nil
}

// started reads the keeper's first word: the player's pid, or why its
// program did not start (the keeper, gone then, is waited for).
func (j *keeperJail) started(cmd *exec.Cmd) (int, error) {
	j.statusW.Close()
	j.lifeR.Close()
	j.statusW, j.lifeR = nil, nil
	j.keeper = cmd.Process.Pid
	pid, err := keeperReport(j.statusLines)
	if err != nil {
		j.closePipes()
		j.status.Close()
		j.status = nil
		j.mu.Lock()
		j.gone = true
		_ = cmd.Wait()
		j.mu.Unlock()
		return 0, err
	}
	j.leader = pid
	return pid, nil
}

// wait returns the player's wait status once it has exited, as the keeper
// tells it; the keeper itself is waited for once it has exited too (after
// the player's orphans).
func (j *keeperJail) wait(cmd *exec.Cmd) (syscall.WaitStatus, bool) {
	ws, ok := keeperExit(j.statusLines)
	go func() {
		_, _ = io.Copy(io.Discard, j.statusLines)
		j.mu.Lock()
		defer j.mu.Unlock()
		j.gone = true
		_ = cmd.Wait()
		j.status.Close()
	}()
	return ws, ok
}

func (j *keeperJail) closePipes() {
	for _, f := range []*os.File{j.statusW, j.lifeR, j.life} {
		if f != nil {
			f.Close()
		}
	}
	j.statusW, j.lifeR, j.life = nil, nil, nil
}

func (j *keeperJail) suspend() {
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
func (j *keeperJail) resume() {
	_ = syscall.Kill(-j.leader, syscall.SIGCONT)
	j.signalUntil(syscall.SIGCONT, func(m member) (send, settled bool) {
		return m.state == 'T' || m.state == 'D', m.state != 'T'
	})
}

// signalUntil walks the members again and again (a child forked meanwhile
// is found in the next walk), sending sig to each for which state says
// send, until two walks in a row find every member settled, or
// suspendWait has passed.
func (j *keeperJail) signalUntil(sig syscall.Signal, state func(member) (send, settled bool)) {
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

func (j *keeperJail) pids() []int {
	var pids []int
	for _, m := range j.scan() {
		pids = append(pids, m.pid)
	}
	return pids
}

// outOfMemory is false: the subreaper holds no memory limit.
func (j *keeperJail) outOfMemory() bool { return false }

// kill stops and kills what it finds, again and again until nothing is
// left: a process that forks while it is being killed has its child found
// in the next round.
func (j *keeperJail) kill() {
	deadline := time.Now().Add(killWait)
	for time.Now().Before(deadline) && j.killRound() > 0 {
		time.Sleep(time.Millisecond)
	}
}

// killRound stops and kills the members it finds and says how many.
func (j *keeperJail) killRound() int {
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
// keeper. It reads far less of /proc than members (which kill uses), and
// it finds the same processes while none leaves the keeper's tree. A
// child forked while the walk reads its parent's children file may be
// missed (the file misses entries while the list changes): a suspend
// looks until two walks in a row find every member stopped, and a stopped
// parent's list holds still.
func (j *keeperJail) scan() []member {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.gone {
		return nil
	}
	var out []member
	walkBelow(j.keeper, func(pid int, p procInfo) {
		out = append(out, member{pid: pid, state: p.state})
	})
	return out
}

// release closes the keeper's life pipe: the keeper ends whatever is left
// below it and exits.
func (j *keeperJail) release() {
	j.closePipes()
}

// members lists the live processes of the jail: those below the keeper,
// and those carrying the jail's mark, with their descendants (a process
// that left the keeper's tree through a service outside it).
func (j *keeperJail) members() []int {
	j.mu.RLock()
	defer j.mu.RUnlock()
	procs := scanProcs()
	in := make(map[int]bool)
	for pid, p := range procs {
		if p.zombie {
			continue
		}
		if (p.ppid == j.keeper && !j.gone) || bytes.Contains(p.environ(pid), j.mark) {
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
	delete(in, j.keeper)
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
