package arena

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"
)

// process is one running player: its own process group (so a stop, a
// continue or a kill reaches every child it starts), a pipe to its stdin,
// and a goroutine reading its stdout line by line, stamping each line with
// the time it arrived.
type process struct {
	cmd    *exec.Cmd
	pgid   int
	stdin  *os.File
	lines  chan outLine
	exited chan struct{} // closed once cmd.Wait has returned
	gone   chan struct{} // closed by kill: nobody reads lines any more
	state  *os.ProcessState
	stderr *headBuffer
	// stderrTail is the end of its stderr, for the record when the head
	// does not hold it all.
	stderrTail *tailBuffer
	killed     bool
}

// outLine is one line the player printed, or the end of its output.
type outLine struct {
	text    string
	at      time.Time
	tooLong bool
	eof     bool
}

// stderrKeep is how much of a player's stderr is kept for the record: the
// contest logged about 10,000 characters of it.
const stderrKeep = 10000

// pendingLines bounds the lines read ahead of the arena; a player that
// floods its output is blocked by the full pipe, not buffered in memory.
const pendingLines = 16

// startProcess starts argv in a new process group; it runs until the caller
// suspends it (see settle).
func startProcess(argv []string, maxLine int) (*process, error) {
	if len(argv) == 0 {
		return nil, ErrNoCommand
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin = inR
	cmd.Stdout = outW
	head := &headBuffer{keep: stderrKeep}
	tail := &tailBuffer{keep: stderrTailKeep}
	cmd.Stderr = io.MultiWriter(head, tail)
	cmd.WaitDelay = time.Second
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, fmt.Errorf("player %q does not start: %w", argv[0], err)
	}
	inR.Close()
	outW.Close()
	p := &process{
		cmd:    cmd,
		pgid:   cmd.Process.Pid,
		stdin:  inW,
		lines:  make(chan outLine, pendingLines),
		exited: make(chan struct{}),
		gone:   make(chan struct{}),
		stderr: head,

		stderrTail: tail,
	}
	go p.read(outR, maxLine)
	go func() {
		_ = cmd.Wait()
		p.state = cmd.ProcessState
		close(p.exited)
	}()
	return p, nil
}

// settleEvery is how often settle looks at a starting program.
const settleEvery = time.Millisecond

// settle lets a freshly started program initialise until it waits for its
// input (every thread asleep, twice in a row), it exits, or grace passes.
func (p *process) settle(grace time.Duration) {
	deadline := time.Now().Add(grace)
	calm := 0
	for calm < 2 && time.Now().Before(deadline) {
		select {
		case <-p.exited:
			return
		case <-time.After(settleEvery):
		}
		if asleep(p.pgid) {
			calm++
		} else {
			calm = 0
		}
	}
}

// asleep reports whether no thread of process pid is running or in
// uninterruptible wait (state R or D in /proc/PID/task/TID/stat); a
// process that is gone counts as asleep.
func asleep(pid int) bool {
	dir := "/proc/" + strconv.Itoa(pid) + "/task/"
	tasks, err := os.ReadDir(dir)
	if err != nil {
		return true
	}
	for _, t := range tasks {
		b, err := os.ReadFile(dir + t.Name() + "/stat")
		if err != nil {
			continue
		}
		if i := bytes.LastIndexByte(b, ')'); i >= 0 && i+2 < len(b) && (b[i+2] == 'R' || b[i+2] == 'D') {
			return false
		}
	}
	return true
}

// read forwards the player's output lines; a line longer than maxLine is
// forwarded once, marked too long, and its excess discarded.
func (p *process) read(r *os.File, maxLine int) {
	defer r.Close()
	br := bufio.NewReaderSize(r, 4096)
	buf := make([]byte, 0, 256)
	tooLong := false
	for {
		chunk, err := br.ReadSlice('\n')
		if len(chunk) > 0 && !tooLong {
			buf = append(buf, chunk...)
			if n := len(buf); n > maxLine+1 || (n == maxLine+1 && buf[n-1] != '\n') {
				tooLong = true
				buf = buf[:0]
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == nil {
			line := outLine{at: time.Now(), tooLong: tooLong}
			if !tooLong {
				line.text = trimEOL(buf)
			}
			select {
			case p.lines <- line:
			case <-p.gone:
				return
			}
			buf = buf[:0]
			tooLong = false
			continue
		}
		// EOF or a read error: a partial last line is not a line.
		select {
		case p.lines <- outLine{at: time.Now(), eof: true}:
			close(p.lines)
		case <-p.gone:
		}
		return
	}
}

func trimEOL(b []byte) string {
	n := len(b)
	if n > 0 && b[n-1] == '\n' {
		n--
	}
	if n > 0 && b[n-1] == '\r' {
		n--
	}
	return string(b[:n])
}

func (p *process) signal(sig syscall.Signal) {
	// The group may be gone already; there is nothing to do then.
	_ = syscall.Kill(-p.pgid, sig)
}

// resume lets the player run (SIGCONT to its group).
func (p *process) resume() { p.signal(syscall.SIGCONT) }

// suspend stops the player (SIGSTOP to its group).
func (p *process) suspend() { p.signal(syscall.SIGSTOP) }

// send writes lines, each ended by a newline, to the player's stdin.
func (p *process) send(lines []string) error {
	if len(lines) == 0 {
		return nil
	}
	n := 0
	for _, l := range lines {
		n += len(l) + 1
	}
	b := make([]byte, 0, n)
	for _, l := range lines {
		b = append(b, l...)
		b = append(b, '\n')
	}
	_, err := p.stdin.Write(b)
	return err
}

// kill ends the whole process group at once and waits for the leader.
func (p *process) kill() {
	if p.killed {
		return
	}
	p.killed = true
	close(p.gone)
	p.signal(syscall.SIGKILL)
	p.signal(syscall.SIGCONT)
	p.stdin.Close()
	<-p.exited
}

// sendFinal lets the player run, sends its final lines and closes its
// stdin, so that it can exit by itself.
func (p *process) sendFinal(final []string) {
	if p.killed {
		return
	}
	p.resume()
	_ = p.send(final)
	p.stdin.Close()
}

// awaitExit waits until the player has exited or the deadline has passed.
func (p *process) awaitExit(deadline time.Time) {
	if p.killed {
		return
	}
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case <-p.exited:
	case <-t.C:
	}
}

// death classifies why a player's output ended or its input broke: it
// waits up to wait for the process to exit and reports a crash (signal or
// non-zero status) or a closed output (exit 0, or still running).
func (p *process) death(wait time.Duration) (kind, detail string) {
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-p.exited:
	case <-t.C:
		return FaultClosed, "closed its output"
	}
	st := p.state
	if st == nil {
		return FaultCrash, "no exit status"
	}
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return FaultCrash, "killed by signal: " + ws.Signal().String()
	}
	if st.ExitCode() != 0 {
		return FaultCrash, fmt.Sprintf("exit status %d", st.ExitCode())
	}
	return FaultClosed, "exited before the game was over"
}

// headBuffer keeps the first keep bytes written to it (a player's stderr).
type headBuffer struct {
	keep int
	buf  []byte
}

func (t *headBuffer) Write(b []byte) (int, error) {
	if room := t.keep - len(t.buf); room > 0 {
		t.buf = append(t.buf, b[:min(room, len(b))]...)
	}
	return len(b), nil
}

func (t *headBuffer) String() string { return string(t.buf) }

var _ io.Writer = (*headBuffer)(nil)
