package arena

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"botcup/game"
)

// PlayInProcess plays one game of j from seed between two Players run in
// goroutines behind pipes, by the same jury as PlayGame: player p starts
// with seeds[p], is sent what the judge sends it and answers a line a
// turn. A player that returns an error has crashed, one that returns
// before the game is over has closed its output, a line the judge rejects
// is illegal, one longer than the judge's longest (opt.MaxLine) too much
// output, a line written before its turn output out of turn; with
// opt.Budget set, a player past it is out of time (without, there is no
// clock). A faulted player is sent nothing more and the jury plays for
// it. Once the game is over each player still in it is sent its final
// lines and its input closed, and each is given opt.Grace to return.
// An error is the judge's bug (a panic included), as in PlayGame.
func PlayInProcess(j game.Judge, seed uint64, players [2]game.Player, names [2]string, seeds [2]uint64, opt GameOptions) (rec Record, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: the judge panicked (a bug in the judge): %v", j.Name(), r)
		}
	}()
	budget := opt.Budget
	opt = opt.withDefaults(j)
	jy := NewJury(j, seed, names, opt.JudgeOptions, opt.Opening)
	var ps [2]*piped
	for p := range ps {
		ps[p] = startPiped(players[p], seeds[p])
		defer ps[p].close()
	}
	for !jy.Over() {
		if err := pipedTurn(jy, ps, budget, opt.MaxLine); err != nil {
			return jy.Record(), err
		}
	}
	for p, q := range ps {
		if !jy.Out(p) {
			q.send(jy.Final(p))
		}
	}
	deadline := time.After(opt.Grace)
	for _, q := range ps {
		q.close()
		select {
		case <-q.done:
		case <-deadline:
		}
	}
	return jy.End(), nil
}

// pipedTurn plays one turn of an in-process game: a player still in the
// game with a line waiting before its turn (the one on turn, or the other
// once the turn is played) is out for output out of turn; the player on
// turn, if still in, is sent its lines and its answer handed to the jury;
// for a player out the jury moves.
func pipedTurn(jy *Jury, ps [2]*piped, budget time.Duration, maxLine int) error {
	p, lines, err := jy.Next()
	if err != nil {
		return err
	}
	outOfTurn(jy, ps, 0)
	outOfTurn(jy, ps, 1)
	defer outOfTurn(jy, ps, 1-p)
	var took time.Duration
	if !jy.Out(p) {
		var remaining time.Duration
		if budget > 0 {
			remaining = budget - jy.used[p]
		}
		var line string
		var f *Fault
		line, took, f = ps[p].answer(lines, remaining, maxLine)
		if f == nil {
			if f = jy.Play(p, line, took); f == nil {
				return nil
			}
		}
		ps[p].close()
		jy.Fault(p, f)
	}
	_, err = jy.Fallback(p, took)
	return err
}

// outOfTurn puts player i out if it is still in the game and a line of
// it waits before its turn.
func outOfTurn(jy *Jury, ps [2]*piped, i int) {
	if l, early := ps[i].next(); early && !jy.Out(i) {
		jy.Fault(i, &Fault{Kind: FaultEarly, Detail: fmt.Sprintf("printed %q before its turn", l)})
		ps[i].close()
	}
}

// piped is a Player running in a goroutine: its input a pipe, its output
// the complete lines it has written (a line is queued whole, so lines
// written at once are all there at once), until it returns.
type piped struct {
	in    chan string // what it is sent, written in order to its input
	once  sync.Once
	mu    sync.Mutex
	part  []byte
	lines []string
	ended bool  // it returned
	err   error // what it returned
	wake  chan struct{}
	done  chan struct{}
}

func startPiped(player game.Player, seed uint64) *piped {
	inR, inW := io.Pipe()
	q := &piped{in: make(chan string, 64), wake: make(chan struct{}, 1), done: make(chan struct{})}
	go func() {
		for text := range q.in {
			io.WriteString(inW, text)
		}
		inW.Close()
	}()
	go func() {
		err := player(inR, q, seed)
		inR.Close()
		q.mu.Lock()
		q.ended, q.err = true, err
		q.mu.Unlock()
		q.signal()
		close(q.done)
	}()
	return q
}

// Write queues each complete line of b.
func (q *piped) Write(b []byte) (int, error) {
	q.mu.Lock()
	q.part = append(q.part, b...)
	for {
		i := bytes.IndexByte(q.part, '\n')
		if i < 0 {
			break
		}
		q.lines = append(q.lines, strings.TrimRight(string(q.part[:i]), "\r"))
		q.part = q.part[i+1:]
	}
	q.mu.Unlock()
	q.signal()
	return len(b), nil
}

func (q *piped) signal() {
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// next takes the player's first waiting line, if any.
func (q *piped) next() (string, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.lines) == 0 {
		return "", false
	}
	l := q.lines[0]
	q.lines = q.lines[1:]
	return l, true
}

// send writes lines to the player, each with its newline, in order,
// without waiting for it to read them.
func (q *piped) send(lines []string) {
	if len(lines) == 0 {
		return
	}
	q.in <- strings.Join(lines, "\n") + "\n"
}

// answer sends the player its lines and waits for its line, within
// remaining if not 0: the line and the time it took, or its fault.
func (q *piped) answer(lines []string, remaining time.Duration, maxLine int) (string, time.Duration, *Fault) {
	start := time.Now()
	q.send(lines)
	var timeout <-chan time.Time
	if remaining > 0 {
		t := time.NewTimer(remaining)
		defer t.Stop()
		timeout = t.C
	}
	for {
		if l, ok := q.next(); ok {
			took := time.Since(start)
			switch {
			case remaining > 0 && took > remaining:
				return "", took, &Fault{Kind: FaultTimeout, Detail: "out of time"}
			case len(l) > maxLine:
				return "", took, &Fault{Kind: FaultOutput, Detail: fmt.Sprintf("line too long (more than %d bytes without a newline)", maxLine)}
			}
			return l, took, nil
		}
		if f := q.death(); f != nil {
			return "", time.Since(start), f
		}
		select {
		case <-q.wake:
		case <-timeout:
			return "", time.Since(start), &Fault{Kind: FaultTimeout, Detail: "out of time"}
		}
	}
}

// death is the fault of a player that has returned: a crash if with an
// error, else a closed output; nil while it runs.
func (q *piped) death() *Fault {
	q.mu.Lock()
	defer q.mu.Unlock()
	switch {
	case !q.ended:
		return nil
	case q.err != nil:
		return &Fault{Kind: FaultCrash, Detail: q.err.Error()}
	}
	return &Fault{Kind: FaultClosed, Detail: "returned before the game's end"}
}

// close ends the player's input once what it was sent is written, so
// that it returns once it reads all.
func (q *piped) close() {
	q.once.Do(func() { close(q.in) })
}
