package main

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// progress draws a bar with an ETA on one terminal line, redrawn in place.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	start time.Time
	first int // games already done when the run began (resumed); -1 before

	drawn bool
}

const barWidth = 30

func newProgress(w io.Writer) *progress { return &progress{w: w, start: time.Now(), first: -1} }

// update redraws the bar: done of total games finished.
func (p *progress) update(done, total int) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.first < 0 { // the first call comes before any game is played
		p.first = done
		p.start = time.Now()
	}
	filled := 0
	if total > 0 {
		filled = min(barWidth, done*barWidth/total)
	}
	eta := "?"
	if played := done - p.first; played > 0 && done < total {
		per := time.Since(p.start) / time.Duration(played)
		eta = (per * time.Duration(total-done)).Round(time.Second).String()
	} else if done >= total {
		eta = "0s"
	}
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d games  elapsed %s  ETA %s ",
		strings.Repeat("#", filled), strings.Repeat(".", barWidth-filled), done, total,
		time.Since(p.start).Round(time.Second), eta)
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
	}
}
