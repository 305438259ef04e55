package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"
)

// progress reports a run's progress on stderr: on a terminal, a bar with
// the games done, the status (score, Elo, LLR) and an ETA, redrawn in
// place; off a terminal (a log file, a pipe), the same as a plain line at
// most every progressEvery, so that logs get a few lines, not hundreds of
// carriage-return frames. With -q there is no progress at all (a nil
// *progress).
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	live  bool             // a terminal: redraw in place
	now   func() time.Time // the clock (a fake one in tests)
	start time.Time
	first int // games already done when the run began (resumed); -1 before

	drawn    bool      // a live bar is on the line
	lastLine time.Time // when the last plain line was written
}

const barWidth = 20

// progressEvery is how often, at most, a plain progress line is written off
// a terminal. Decision: 10 s, a few lines a minute in a log.
const progressEvery = 10 * time.Second

func newProgress(w io.Writer, live bool, now func() time.Time) *progress {
	return &progress{w: w, live: live, now: now, first: -1}
}

// update reports done of total games finished and a status text (may be
// empty).
func (p *progress) update(done, total int, status string) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	if p.first < 0 { // the first call comes before any game is played
		p.first, p.start, p.lastLine = done, now, now
		if !p.live {
			return
		}
	}
	if !p.live && (done >= total || now.Sub(p.lastLine) < progressEvery) {
		return // the final table follows at the end
	}
	eta := "?"
	if played := done - p.first; played > 0 && done < total {
		per := now.Sub(p.start) / time.Duration(played)
		eta = (per * time.Duration(total-done)).Round(time.Second).String()
	} else if done >= total {
		eta = "0s"
	}
	if status != "" {
		status = "  " + status
	}
	text := fmt.Sprintf("%d/%d games%s  elapsed %s  ETA %s", done, total, status, now.Sub(p.start).Round(time.Second), eta)
	if !p.live {
		fmt.Fprintln(p.w, text)
		p.lastLine = now
		return
	}
	filled := 0
	if total > 0 {
		filled = min(barWidth, done*barWidth/total)
	}
	// \x1b[K clears what a longer earlier frame left on the line.
	fmt.Fprintf(p.w, "\r[%s%s] %s \x1b[K", strings.Repeat("#", filled), strings.Repeat(".", barWidth-filled), text)
	p.drawn = true
}

// finish ends the bar's line.
func (p *progress) finish() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprintln(p.w)
		p.drawn = false
	}
}

// isTerminal reports whether w is a terminal (a TCGETS ioctl succeeds).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	var t syscall.Termios
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), syscall.TCGETS, uintptr(unsafe.Pointer(&t)))
	return errno == 0
}
