package proc

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The keeper is the subreaper of one player (see keeperJail): a copy of
// the running program, started again through /proc/self/exe with
// keeperEnv set, which this package's init turns into the keeper before
// anything else of the program runs. It starts the player as its own
// child, in a session of its own, and is a child subreaper, so that every
// orphan of the player is re-parented to it and to nothing else; it waits
// for each of them, and for nothing else, since it has no other children.
//
// Why a process of its own, and not the arena process as the subreaper:
// a subreaper waits for the orphans it inherits, and a process cannot
// tell an inherited child from one that some code of its own started
// with exec.Cmd and will wait for. The arena once took those too: a tune
// probe, a worker's fetch, a test's helper, or the browser of a test got
// "waitid: no child processes" from its own Wait, and what waited for it
// hung. With the keeper the arena process is never a subreaper; its
// children are only those it started, and each is its owner's to wait
// for, whatever code is added later.
//
// The keeper speaks on two pipes, its descriptors 3 and 4:
//   - keeperStatusFD (written): "pid N" once the player runs, or "error
//     ERRNO PATH" when the player's program would not start (the keeper
//     exits then); later "exit W" with the player's raw wait status.
//   - keeperLifeFD (read): the arena holds its other end; when it closes
//     (the jail is released, or the arena process died, even by -9), the
//     keeper kills every process under it.
//
// The keeper exits once it has no child left: the player and all its
// orphans have exited and been waited for.
const (
	keeperEnv      = "BOTCUP_KEEPER"
	keeperStatusFD = 3
	keeperLifeFD   = 4
	keeperArg0     = "botcup-keeper"
)

func init() {
	if os.Getenv(keeperEnv) == "" {
		return
	}
	os.Exit(keep(os.Args[1:]))
}

// keep is the keeper's life: args are the player's program's path and its
// argv. The exit status is the keeper's own (0, or 2 when it was started
// wrongly), never the player's: that goes on the status pipe.
func keep(args []string) int {
	// The pipes must not reach the player.
	syscall.CloseOnExec(keeperStatusFD)
	syscall.CloseOnExec(keeperLifeFD)
	status := os.NewFile(keeperStatusFD, "keeper-status")
	life := os.NewFile(keeperLifeFD, "keeper-life")
	if status == nil || life == nil || len(args) < 2 {
		fmt.Fprintln(os.Stderr, "botcup keeper: started without its pipes and a program: it is started by the arena only")
		return 2
	}
	os.Unsetenv(keeperEnv)
	// Terminal signals are the arena's to act on; it ends the player.
	signal.Ignore(syscall.SIGINT, syscall.SIGHUP, syscall.SIGQUIT)
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); e != 0 {
		fmt.Fprintf(status, "error %d %s\n", int(e), "prctl")
		return 0
	}
	cmd := &exec.Cmd{
		Path:        args[0],
		Args:        args[1:],
		Stdin:       os.Stdin,
		Stdout:      os.Stdout,
		Stderr:      os.Stderr,
		SysProcAttr: &syscall.SysProcAttr{Setsid: true},
	}
	if err := cmd.Start(); err != nil {
		errno := syscall.Errno(0)
		if !errors.As(err, &errno) {
			errno = syscall.EINVAL
		}
		fmt.Fprintf(status, "error %d %s\n", int(errno), args[0])
		return 0
	}
	player := cmd.Process.Pid
	fmt.Fprintf(status, "pid %d\n", player)
	// Nothing in this process waits for the player but the loop below.
	os.Stdin.Close()
	os.Stdout.Close()
	os.Stderr.Close()
	go func() {
		var b [1]byte
		for {
			if _, err := life.Read(b[:]); err != nil {
				break
			}
		}
		killUnder(os.Getpid())
	}()
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, 0, nil)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			// ECHILD: nothing left to keep.
			return 0
		}
		if pid == player {
			fmt.Fprintf(status, "exit %d\n", uint32(ws))
		}
	}
}

// killUnder stops and kills every process below pid (its descendants),
// again and again until none is left, or killWait has passed.
func killUnder(pid int) {
	deadline := time.Now().Add(killWait)
	for time.Now().Before(deadline) {
		pids := descendants(pid)
		if len(pids) == 0 {
			return
		}
		for _, p := range pids {
			_ = syscall.Kill(p, syscall.SIGSTOP)
		}
		for _, p := range pids {
			_ = syscall.Kill(p, syscall.SIGKILL)
		}
		time.Sleep(time.Millisecond)
	}
}

// descendants lists the live processes below pid.
func descendants(pid int) []int {
	var out []int
	walkBelow(pid, func(p int, _ procInfo) { out = append(out, p) })
	return out
}

// walkBelow calls each for every live process below pid: its children,
// theirs, and so on (zombies left out).
func walkBelow(pid int, each func(pid int, p procInfo)) {
	todo := childrenOf(strconv.Itoa(pid))
	seen := make(map[int]bool)
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if seen[p] {
			continue
		}
		seen[p] = true
		st, ok := procStat(p)
		if !ok || st.zombie {
			continue
		}
		each(p, st)
		todo = append(todo, childrenOf(strconv.Itoa(p))...)
	}
}

// keeperReport is the keeper's first word: the player's pid, or the error
// that kept its program from starting.
func keeperReport(r *bufio.Reader) (pid int, err error) {
	line, rerr := r.ReadString('\n')
	if rerr != nil && line == "" {
		return 0, errors.New("the player's keeper exited without a word (is /proc/self/exe this program?)")
	}
	// "pid N", or "error ERRNO PATH" (the path may hold spaces).
	f := strings.SplitN(strings.TrimSuffix(line, "\n"), " ", 3)
	switch {
	case len(f) == 2 && f[0] == "pid":
		if pid, err := strconv.Atoi(f[1]); err == nil && pid > 0 {
			return pid, nil
		}
	case len(f) == 3 && f[0] == "error":
		if n, err := strconv.Atoi(f[1]); err == nil {
			if f[2] == "prctl" {
				return 0, fmt.Errorf("player's keeper: prctl(PR_SET_CHILD_SUBREAPER): %w", syscall.Errno(n))
			}
			return 0, &execError{&fs.PathError{Op: "fork/exec", Path: f[2], Err: syscall.Errno(n)}}
		}
	}
	return 0, fmt.Errorf("the player's keeper said %q, not its pid", line)
}

// keeperExit reads the player's wait status from the keeper; ok is false
// when the keeper ended without one.
func keeperExit(r *bufio.Reader) (ws syscall.WaitStatus, ok bool) {
	line, _ := r.ReadString('\n')
	f := strings.Fields(line)
	if len(f) == 2 && f[0] == "exit" {
		if n, err := strconv.ParseUint(f[1], 10, 32); err == nil {
			return syscall.WaitStatus(n), true
		}
	}
	return 0, false
}

// execError is a player's program that the keeper could not start: the
// same error exec.Cmd's Start gives for it.
type execError struct{ err error }

func (e *execError) Error() string { return e.err.Error() }
func (e *execError) Unwrap() error { return e.err }
