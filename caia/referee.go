package caia

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"botcup/arena"
	"botcup/game"
)

// Referee plays one game of j from seed as a CAIA referee: it writes its
// lines to caiaio on out and reads caiaio's answers from in. Player N of
// CAIA (1, 2) is the judge's player N-1 (1 moves first). Each player is
// sent what the judge sends it ("N line"), then listened to ("I listen
// N"); a token (timeout, stopped, crashed, empty line) or a line the judge
// rejects is the player's fault: from then on it is sent nothing and the
// jury plays for it, as in the arena. Once the game is over each player
// still in it is sent its final lines, each player's time is asked ("I
// request_time N"), and the result goes to the manager: "M report P1 P2
// MESSAGE", each player's contest score (a faulty player's 0, as the
// arena counts it) and one word (see Message).
//
// The record it returns is the game as the arena would record it (player
// names "1" and "2", no per-move times: caiaio gives only totals); it is
// written to log (if not nil) as one JSON line before the report, since a
// manager may kill the referee the moment the report arrives. An error
// means caiaio's side ended or answered what no caiaio answers, the judge
// rejected its own fallback, or the log could not be written.
func Referee(j game.Judge, seed uint64, opts map[string]string, in io.Reader, out io.Writer, log io.Writer) (rec arena.Record, rep Report, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: the judge panicked (a bug in the judge): %v", j.Name(), r)
		}
	}()
	jy := arena.NewJury(j, seed, [2]string{"1", "2"}, opts, arena.Opening{})
	c := &caiaio{r: bufio.NewReader(in), w: bufio.NewWriter(out)}
	for !jy.Over() {
		if err := c.turn(jy); err != nil {
			return jy.Record(), rep, err
		}
	}
	for p := range 2 {
		if jy.Out(p) {
			continue
		}
		for _, l := range jy.Final(p) {
			if err := c.say("%d %s", p+1, l); err != nil {
				return jy.Record(), rep, err
			}
		}
	}
	var times [2]float64
	for p := range times {
		line, err := c.ask("I request_time %d", p+1)
		if err != nil {
			return jy.Record(), rep, err
		}
		ms, err := parseTime(line)
		if err != nil {
			return jy.Record(), rep, err
		}
		times[p] = float64(ms) / 1000
	}
	rec = jy.End()
	rec.Time = times
	rep = Report{Points: rec.Scores, Message: Message(&rec)}
	if log != nil {
		b, err := json.Marshal(rec)
		if err != nil {
			return rec, rep, err
		}
		if _, err := log.Write(append(b, '\n')); err != nil {
			return rec, rep, fmt.Errorf("the log: %w", err)
		}
	}
	return rec, rep, c.say("M %s", rep)
}

// caiaio is the referee's side of its lines with caiaio.
type caiaio struct {
	r *bufio.Reader
	w *bufio.Writer
}

// say writes one line to caiaio.
func (c *caiaio) say(format string, a ...any) error {
	fmt.Fprintf(c.w, format+"\n", a...)
	return c.w.Flush()
}

// ask writes one line to caiaio and reads its answer.
func (c *caiaio) ask(format string, a ...any) (string, error) {
	if err := c.say(format, a...); err != nil {
		return "", err
	}
	line, err := c.r.ReadString('\n')
	if err != nil {
		return "", fmt.Errorf("caiaio's answer to %q: %w", fmt.Sprintf(format, a...), err)
	}
	return strings.TrimRight(line, "\r\n"), nil
}

// turn plays one turn through caiaio: the player on turn, if still in the
// game, is sent its lines and listened to; a token or a line the judge
// rejects is its fault; for a player out the jury moves.
func (c *caiaio) turn(jy *arena.Jury) error {
	p, lines, err := jy.Next()
	if err != nil {
		return err
	}
	if !jy.Out(p) {
		for _, l := range lines {
			if err := c.say("%d %s", p+1, l); err != nil {
				return err
			}
		}
		line, err := c.ask("I listen %d", p+1)
		if err != nil {
			return err
		}
		f := &arena.Fault{Kind: tokenFault(line), Detail: line}
		if f.Kind == "" {
			if f = jy.Play(p, line, 0); f == nil {
				return nil
			}
		}
		jy.Fault(p, f)
	}
	_, err = jy.Fallback(p, 0)
	return err
}

// tokenFault is the fault kind of one of caiaio's tokens, or "" for a
// player's line: a timeout, a crash (a signal), a closed output (stopped:
// ended without a signal), and an empty line, which is no move
// (illegal; also what the official caiaio answers for a player that
// exited after its turn).
func tokenFault(line string) string {
	switch {
	case line == TokenTimeout:
		return arena.FaultTimeout
	case line == TokenStopped:
		return arena.FaultClosed
	case line == TokenEmptyLine, line == "":
		return arena.FaultIllegal
	case IsToken(line):
		return arena.FaultCrash
	}
	return ""
}

// parseTime reads caiaio's answer to "I request_time N": "time USED
// SCALED", in milliseconds.
func parseTime(line string) (int, error) {
	f := strings.Fields(line)
	if len(f) != 3 || f[0] != "time" {
		return 0, fmt.Errorf("caiaio answered %q to request_time, not \"time USED SCALED\"", line)
	}
	ms, err := strconv.Atoi(f[1])
	if err != nil || ms < 0 {
		return 0, fmt.Errorf("caiaio answered %q to request_time: %q is no time in milliseconds", line, f[1])
	}
	return ms, nil
}

// Message is the one word a report says on how the game rec ended:
// "finished" without a fault, else each fault as pN_KIND (player N, 1 or
// 2, and the arena's kind of fault: crash, closed, timeout, illegal),
// joined by "+" when both faulted ("p2_timeout", "p1_illegal+p2_crash").
func Message(rec *arena.Record) string {
	if len(rec.Faults) == 0 {
		return "finished"
	}
	words := make([]string, len(rec.Faults))
	for i, f := range rec.Faults {
		words[i] = fmt.Sprintf("p%d_%s", f.Player+1, f.Kind)
	}
	return strings.Join(words, "+")
}
