package proc

import "sync"

// StderrTailKeep is how much of the end of a player's stderr is kept: the
// last lines before a crash (a panic's trace, say) that a long stderr
// would push out of the head the record keeps.
const StderrTailKeep = 2000

// tailBuffer keeps the last keep bytes written to it and counts them all.
type tailBuffer struct {
	mu      sync.Mutex
	keep    int
	buf     []byte
	written int
}

func (t *tailBuffer) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.written += len(b)
	if len(b) >= t.keep {
		t.buf = append(t.buf[:0], b[len(b)-t.keep:]...)
		return len(b), nil
	}
	if drop := len(t.buf) + len(b) - t.keep; drop > 0 {
		t.buf = append(t.buf[:0], t.buf[drop:]...)
	}
	t.buf = append(t.buf, b...)
	return len(b), nil
}

// beyond is the tail of what was written after the first head bytes, or ""
// when the head holds everything.
func (t *tailBuffer) beyond(head int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.written <= head {
		return ""
	}
	return string(t.buf[max(0, len(t.buf)-(t.written-head)):])
}
