package proc

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"
)

// Process is one running player: its own session and process group (so
// that a kill reaches every child it starts, and the scheduler weighs its
// processes apart from the arena's, see Start), held in a jail (which suspends, resumes
// and ends every process it starts, in the group or not), a pipe to its
// stdin, and goroutines reading its stdout line by line, stamping each
// line with the time it arrived, and keeping the head of its stderr.
type Process struct {
	pgid  int
	jail  jail
	stdin *os.File
	// out is its stdout as the reader reads it, counted; outConn reaches
	// the pipe's descriptor, to count what is still in it.
	out     *countedReader
	outConn syscall.RawConn
	lines   chan Line
	exited  chan struct{} // closed once the player has exited and been waited for
	gone    chan struct{} // closed by kill: nobody reads lines any more
	// status is the player's wait status, once exited is closed, if
	// statusKnown.
	status      syscall.WaitStatus
	statusKnown bool
	stderr      *headBuffer
	// stderrTail is the end of its stderr, for the record when the head
	// does not hold it all.
	stderrTail *tailBuffer
	// stderrDone is closed once the whole stderr has been read.
	stderrDone chan struct{}
	killOnce   sync.Once
	// unwatch stops the kill that the start's context would trigger;
	// watch guards it (the kill may come before it is set).
	watch   sync.Mutex
	unwatch func() bool
	killed  atomic.Bool
	maxLine int
	// memory is its memory limit (0: none), for the fault of a process
	// the kernel killed for want of memory.
	memory int64
}

// Line is one line the player printed, or the end of its output.
type Line struct {
	Text string
	At   time.Time
	// End is how many bytes the player had written when the line was
	// complete (or found too long): a line that ends within what it had
	// written before its turn came before its turn.
	End     int64
	TooLong bool
	EOF     bool
}

// countedReader is a player's stdout, counting the bytes read from it.
type countedReader struct {
	f *os.File
	n atomic.Int64
}

func (c *countedReader) Read(b []byte) (int, error) {
	n, err := c.f.Read(b)
	c.n.Add(int64(n))
	return n, err
}

// Written is how many bytes the player has written to its stdout: what
// the reader has taken and what is still in the pipe (FIONREAD). Asked
// while the player is suspended, it is exact: no line it wrote before can
// pass for one written after.
func (p *Process) Written() int64 {
	for {
		got := p.out.n.Load()
		unread := 0
		_ = p.outConn.Control(func(fd uintptr) {
			_, _, _ = syscall.Syscall(syscall.SYS_IOCTL, fd, syscall.TIOCINQ, uintptr(unsafe.Pointer(&unread)))
		})
		if p.out.n.Load() == got {
			return got + int64(unread)
		}
	}
}

// StderrKeep is how much of a player's stderr is kept for the record: the
// contest logged about 10,000 characters of it.
const StderrKeep = 10000

// pendingLines bounds the lines read ahead of the arena; a player that
// floods its output is blocked by the full pipe, not buffered in memory.
const pendingLines = 16

// Options are how a player's process is started and read.
type Options struct {
	// MaxLine is the longest line; a longer one is forwarded once, marked
	// too long, and its excess discarded.
	MaxLine int
	// CutLong forwards a too long line the moment it passes MaxLine (a
	// game's output fault); otherwise at its newline (solve mode, where
	// only complete lines count).
	CutLong bool
	// Contain is the jail's kind (ContainCgroup, ContainReaper), or "" for
	// the best the machine allows.
	Contain string
	Limits  Limits
}

// busyTries and busyWait: how often, and how far apart, Start
// tries again a program that the kernel will not run because a file
// descriptor open for writing on it is still open somewhere ("text file
// busy"): a bot written just before, whose descriptor a process forked
// meanwhile (another player starting) holds until it runs its own
// program. Decision (5 more tries, 20 ms apart): such a descriptor lives
// microseconds; a program still busy after 100 ms is a fault.
const (
	busyTries = 5
	busyWait  = 20 * time.Millisecond
)

// Start starts argv in a new session (and so a new process group),
// in a jail of its own; it runs until the caller suspends it (see
// Settle), and until it is killed or ctx is done: a cancelled context
// kills it with all it started.
//
// Why a session: where the kernel groups processes by session for
// scheduling (autogroup, the default of desktop and many server kernels),
// a player in the arena's session shares one group with it, and a player
// on turn that keeps 200 processes busy leaves the arena a 200th of a
// core: its timeouts were called 30-180 ms late (and a 100 ms sleep woke
// up to 1 s late on a loaded machine). In a session of its own the player
// is one group and the arena another: a 100 ms sleep of the arena woke
// 0.2-3 ms late on average. (A nice value does not help: the kernel's
// fair scheduler let a nice -10 arena wake as late; a real-time arena
// stalled in the kernel, reaping a player, behind what it preempted.)
func Start(ctx context.Context, argv []string, o Options) (*Process, error) {
	if len(argv) == 0 {
		return nil, ErrNoCommand
	}
	if ctx.Err() != nil {
		return nil, fmt.Errorf("player %q not started: %w", argv[0], context.Cause(ctx))
	}
	jl, mark, err := newJail(o.Contain, o.Limits)
	if err != nil {
		return nil, err
	}
	io3, err := newStdio()
	if err != nil {
		jl.release()
		return nil, err
	}
	inR, inW, outR, outW, errR, errW := io3[0], io3[1], io3[2], io3[3], io3[4], io3[5]
	cmd, leader, err := spawn(argv, jl, mark, inR, outW, errW)
	var notStarted *execError
	if err != nil && (leader == 0 || errors.As(err, &notStarted)) {
		io3.closeAll()
		jl.release()
		return nil, &StartError{fmt.Errorf("player %q does not start: %w", argv[0], err)}
	}
	inR.Close()
	outW.Close()
	errW.Close()
	p := &Process{
		pgid:       leader,
		jail:       jl,
		stdin:      inW,
		lines:      make(chan Line, pendingLines),
		exited:     make(chan struct{}),
		gone:       make(chan struct{}),
		stderr:     &headBuffer{keep: StderrKeep},
		stderrTail: &tailBuffer{keep: StderrTailKeep},

		stderrDone: make(chan struct{}),
		maxLine:    o.MaxLine,
		memory:     o.Limits.Memory,
	}
	p.out = &countedReader{f: outR}
	waitPlayer := func() {
		p.status, p.statusKnown = jl.wait(cmd)
		close(p.exited)
	}
	if err == nil {
		p.outConn, err = outR.SyscallConn()
	}
	if err != nil {
		// The player runs but cannot be held (its limits, its output):
		// end it.
		close(p.stderrDone)
		outR.Close()
		errR.Close()
		go waitPlayer()
		p.Kill()
		return nil, err
	}
	remember(p)
	p.watch.Lock()
	p.unwatch = context.AfterFunc(ctx, p.Kill)
	p.watch.Unlock()
	go p.read(o.MaxLine, o.CutLong)
	go func() {
		defer close(p.stderrDone)
		defer errR.Close()
		_, _ = io.Copy(io.MultiWriter(p.stderr, p.stderrTail), errR)
	}()
	go waitPlayer()
	return p, nil
}

// stdio are a player's three pipes, both ends of each: its input's
// (read, write), its output's and its stderr's.
type stdio [6]*os.File

// newStdio makes a player's three pipes (none, if one fails).
func newStdio() (stdio, error) {
	var s stdio
	for i := 0; i < len(s); i += 2 {
		r, w, err := os.Pipe()
		if err != nil {
			s.closeAll()
			return stdio{}, err
		}
		s[i], s[i+1] = r, w
	}
	return s, nil
}

// closeAll closes every end of the pipes.
func (s stdio) closeAll() {
	for _, f := range s {
		if f != nil {
			f.Close()
		}
	}
}

// spawn starts argv in a new session in jail jl (mark in its environment)
// on its pipes, trying again a while when its file is still being written
// (ETXTBSY); leader is its process group, once started.
func spawn(argv []string, jl jail, mark string, inR, outW, errW *os.File) (cmd *exec.Cmd, leader int, err error) {
	for try := 0; ; try++ {
		cmd = exec.Command(argv[0], argv[1:]...)
		cmd.Stdin = inR
		cmd.Stdout = outW
		cmd.Stderr = errW
		cmd.Env = append(os.Environ(), JailEnv+"="+mark)
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		if err = jl.prepare(cmd); err == nil {
			if err = cmd.Start(); err == nil {
				leader, err = jl.started(cmd)
			}
		}
		if !errors.Is(err, syscall.ETXTBSY) || try == busyTries {
			return cmd, leader, err
		}
		time.Sleep(busyWait)
	}
}

// ErrNoCommand is returned for an empty command line.
var ErrNoCommand = errors.New("empty player command")

// live is the set of player processes running, for EndAll.
var live struct {
	sync.Mutex
	procs map[*Process]bool
}

func remember(p *Process) {
	live.Lock()
	defer live.Unlock()
	if live.procs == nil {
		live.procs = make(map[*Process]bool)
	}
	live.procs[p] = true
}

func forget(p *Process) {
	live.Lock()
	defer live.Unlock()
	delete(live.procs, p)
}

// EndAll ends every player process this process is running, with all it
// started, whatever context it runs under: for a command that must exit at
// once (a second Ctrl-C; players are in process groups of their own, so
// the terminal's signal does not reach them).
func EndAll() {
	live.Lock()
	procs := make([]*Process, 0, len(live.procs))
	for p := range live.procs {
		procs = append(procs, p)
	}
	live.Unlock()
	var wg sync.WaitGroup
	for _, p := range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.Kill()
		}()
	}
	wg.Wait()
}

// StartError is a program that does not start (missing, not executable).
type StartError struct{ error }

func (e *StartError) Unwrap() error { return e.error }

// settleEvery is how often Settle looks at a starting program.
const settleEvery = time.Millisecond

// Settle lets a freshly started program initialise until it waits for its
// input (every thread of every process it started asleep, twice in a row:
// a launcher waiting for its child's start-up is not calm), it exits, or
// grace passes.
func (p *Process) Settle(grace time.Duration) {
	deadline := time.Now().Add(grace)
	calm := 0
	for calm < 2 && time.Now().Before(deadline) {
		select {
		case <-p.exited:
			return
		case <-time.After(settleEvery):
		}
		if p.asleep() {
			calm++
		} else {
			calm = 0
		}
	}
}

// asleep reports whether every process in the player's jail is asleep.
func (p *Process) asleep() bool {
	for _, pid := range p.jail.pids() {
		if !asleep(pid) {
			return false
		}
	}
	return true
}

// read forwards the player's output lines; a line longer than maxLine is
// forwarded once, marked too long (at once with cutLong, else at its
// newline), and its excess discarded.
func (p *Process) read(maxLine int, cutLong bool) {
	defer p.out.f.Close()
	br := bufio.NewReaderSize(p.out, 4096)
	buf := make([]byte, 0, 256)
	tooLong := false
	var end int64
	for {
		chunk, err := br.ReadSlice('\n')
		end += int64(len(chunk))
		if len(chunk) > 0 && !tooLong {
			buf = append(buf, chunk...)
			if n := len(buf); n > maxLine+1 || (n == maxLine+1 && buf[n-1] != '\n') {
				tooLong = true
				buf = buf[:0]
				if cutLong && !p.forward(Line{At: time.Now(), End: end, TooLong: true}) {
					return
				}
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == nil {
			if !tooLong {
				if !p.forward(Line{At: time.Now(), End: end, Text: trimEOL(buf)}) {
					return
				}
			} else if !cutLong && !p.forward(Line{At: time.Now(), End: end, TooLong: true}) {
				return
			}
			buf = buf[:0]
			tooLong = false
			continue
		}
		// EOF or a read error: a partial last line is not a line.
		if p.forward(Line{At: time.Now(), EOF: true}) {
			close(p.lines)
		}
		return
	}
}

// forward hands a line to the arena, or reports false once nobody reads.
func (p *Process) forward(l Line) bool {
	select {
	case p.lines <- l:
		return true
	case <-p.gone:
		return false
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

func (p *Process) signal(sig syscall.Signal) {
	// The group may be gone already; there is nothing to do then.
	_ = syscall.Kill(-p.pgid, sig)
}

// Resume lets the player run: every process in its jail.
func (p *Process) Resume() {
	p.jail.resume()
}

// Suspend stops the player, every process in its jail, and returns once
// each is stopped: the other player's clock may start then.
func (p *Process) Suspend() {
	p.jail.suspend()
}

// Send writes lines, each ended by a newline, to the player's stdin.
func (p *Process) Send(lines []string) error {
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

// Kill ends the whole process group and everything in the jail at once,
// waits for the leader and frees the jail. It may be called more than once
// and from any goroutine (see EndAll).
func (p *Process) Kill() {
	p.killOnce.Do(p.end)
}

func (p *Process) end() {
	p.killed.Store(true)
	p.watch.Lock()
	if p.unwatch != nil {
		p.unwatch()
	}
	p.watch.Unlock()
	defer forget(p)
	close(p.gone)
	p.signal(syscall.SIGKILL)
	p.jail.kill()
	p.signal(syscall.SIGCONT)
	p.stdin.Close()
	<-p.exited
	p.jail.release()
	t := time.NewTimer(killWait)
	defer t.Stop()
	select {
	case <-p.stderrDone:
	case <-t.C:
	}
}

// SendFinal lets the player run, sends its final lines and closes its
// stdin, so that it can exit by itself.
func (p *Process) SendFinal(final []string) {
	if p.killed.Load() {
		return
	}
	p.Resume()
	_ = p.Send(final)
	p.stdin.Close()
}

// AwaitExit waits until the player has exited or the deadline has passed.
func (p *Process) AwaitExit(deadline time.Time) {
	if p.killed.Load() {
		return
	}
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case <-p.exited:
	case <-t.C:
	}
}

// Death classifies why a player's output ended or its input broke: it
// waits up to wait for the process to exit and reports a crash (signal or
// non-zero status; out of memory where its cgroup counts an out-of-memory
// kill) or, with crashed false, a closed output (exit 0, or still
// running).
func (p *Process) Death(wait time.Duration) (crashed bool, detail string) {
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-p.exited:
	case <-t.C:
		return false, "closed its output"
	}
	if !p.statusKnown {
		return true, "no exit status"
	}
	ws := p.status
	oom := ""
	if p.memory > 0 && p.jail.outOfMemory() {
		oom = "out of memory: " + FormatMemory(p.memory) + " limit"
	}
	if ws.Signaled() {
		if ws.Signal() == syscall.SIGKILL && oom != "" {
			return true, oom
		}
		return true, "killed by signal: " + ws.Signal().String()
	}
	if ws.ExitStatus() != 0 {
		if oom != "" {
			// A process it started was killed, and it gave up.
			return true, fmt.Sprintf("exit status %d (%s)", ws.ExitStatus(), oom)
		}
		return true, fmt.Sprintf("exit status %d", ws.ExitStatus())
	}
	return false, "exited before the game was over"
}

// headBuffer keeps the first keep bytes written to it (a player's stderr).
type headBuffer struct {
	mu   sync.Mutex
	keep int
	buf  []byte
}

func (t *headBuffer) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if room := t.keep - len(t.buf); room > 0 {
		t.buf = append(t.buf, b[:min(room, len(b))]...)
	}
	return len(b), nil
}

func (t *headBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// readFrom keeps the head of r and discards the rest until r ends (every
// process holding the pipe is gone).
var _ io.Writer = (*headBuffer)(nil)

// Lines are the player's output lines as they arrive, each stamped with
// the time it came; the last is marked EOF (the output ended).
func (p *Process) Lines() <-chan Line { return p.lines }

// Exited is closed once the player's first process has exited.
func (p *Process) Exited() <-chan struct{} { return p.exited }

// MaxLine is the longest line the player may print (Options.MaxLine).
func (p *Process) MaxLine() int { return p.maxLine }

// Stderr is the start of what the player wrote to stderr (at most
// StderrKeep bytes).
func (p *Process) Stderr() string { return p.stderr.String() }

// StderrTail is the end of the player's stderr (at most StderrTailKeep
// bytes) beyond what Stderr holds, or "" when Stderr holds it all.
func (p *Process) StderrTail() string { return p.stderrTail.beyond(StderrKeep) }
