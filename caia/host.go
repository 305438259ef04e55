package caia

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"botcup/arena"
	"botcup/arena/proc"
)

// refereeMaxLine is the longest line a referee may write.
const refereeMaxLine = 1 << 20

// RefereeTime is how much time of its own (waiting for its next line,
// the players' turns excluded) a referee may take in one game with limit
// the players' clock: past it, it is a failure of the referee. Decision:
// twice the limit and a second (a referee's start and its bookkeeping are
// light; one that takes more is stuck, or waits for what never comes).
func RefereeTime(limit time.Duration) time.Duration { return 2*limit + time.Second }

// deathWait is how long the host waits for a process whose output ended
// to exit, to tell a crash from a closed output (as the arena does).
const deathWait = 100 * time.Millisecond

// refereeArgv starts the referee with the log's path as its argument.
func (j *Judge) refereeArgv(seed uint64, log string) []string {
	// env sets the seed for the referee alone (see SeedEnv).
	return []string{"env", SeedEnv + "=" + strconv.FormatUint(seed, 10), j.path, log}
}

// PlayHosted plays one game: it starts both players as the arena does
// (start-up off the clock, then each frozen), then the referee with the
// path of a log as its argument and the seed in SeedEnv, and serves the
// referee as caiaio would:
//   - "N text" sends text to player N (1 moves first: players[0]);
//   - "I listen N" lets player N run, on its clock, until its next line
//     (a line it wrote before comes at once), then freezes it again; a
//     fault is answered with caiaio's token, and the player is out: killed,
//     every later listen answered with the same token. Faults: the clock
//     (opt.Budget, the player's total) runs out (timeout); it ends by a
//     signal (crash, TokenCrashed with the signal) or otherwise (crash for
//     a non-zero status, closed for 0, TokenStopped, as caiaio cannot tell);
//     a line longer than MaxLine (output: it is killed, TokenCrashed
//     Killed). An empty line is answered TokenEmptyLine: a line, not a
//     fault of botcup's; the referee decides;
//   - "I request_time N" is answered "time MS MS" (its thinking time so
//     far), "I lock" "lock_ok", "I unlock" nothing; "M report P1 P2
//     MESSAGE" is the result; other "M" lines, and lines to no player, are
//     ignored, as caiaio does.
//
// The record holds every line each player wrote with its time (the
// moves), the faults botcup saw (the token first in their detail), and
// the report's points as both the contest scores and the scores: the
// referee decides what a fault costs. The referee failing is an error,
// never a player's fault: it does not start, exits or closes its output
// before its report, sends an "I" command caiaio does not know or names
// a player that does not exist, reports garbage, or takes more than
// RefereeTime(opt.Budget) of its own.
func (j *Judge) PlayHosted(ctx context.Context, seed uint64, players [2]arena.Entrant, opt arena.GameOptions) (rec arena.Record, err error) {
	rec = arena.Record{Kind: arena.GameKind, Version: arena.RecordVersion, Game: j.name, Seed: seed,
		Players: [2]string{players[0].Name, players[1].Name}, Options: opt.JudgeOptions}
	switch {
	case opt.Budget <= 0:
		return rec, fmt.Errorf("%s: a CAIA referee names no clock: give -limit", j.name)
	case len(opt.Opening.Moves) > 0 || len(opt.Opening.Options) > 0:
		return rec, fmt.Errorf("%s: a CAIA referee plays no opening lines", j.name)
	}
	h := &host{j: j, ctx: ctx, opt: opt, rec: &rec}
	defer h.killAll()
	for i := range h.seats {
		argv := arena.ExpandArgv(players[i].Argv, seed, "")
		rec.Commands[i] = arena.CommandLine(argv)
		p, err := proc.Start(ctx, argv, proc.Options{MaxLine: MaxLine, CutLong: true, Limits: opt.Limits})
		var notStarted *proc.StartError
		if errors.As(err, &notStarted) {
			// caiaio's child that cannot exec its program exits: stopped.
			h.fault(i, &arena.Fault{Kind: arena.FaultCrash, Detail: err.Error()}, TokenStopped)
			continue
		}
		if err != nil {
			return rec, fmt.Errorf("%s: %w", players[i].Name, err)
		}
		h.seats[i].p = p
	}
	done := make(chan struct{})
	for _, s := range h.seats {
		go func(p *proc.Process) {
			if p != nil {
				p.Settle(opt.Startup)
				p.Suspend()
			}
			done <- struct{}{}
		}(s.p)
	}
	for range h.seats {
		<-done
	}
	dir, err := os.MkdirTemp("", "botcup-caia-")
	if err != nil {
		return rec, err
	}
	defer os.RemoveAll(dir)
	ref, err := proc.Start(ctx, j.refereeArgv(seed, dir+"/referee.log"), proc.Options{MaxLine: refereeMaxLine})
	if err != nil {
		return rec, fmt.Errorf("%s: the referee does not start: %w", j.name, err)
	}
	h.ref = ref
	rep, err := h.serve()
	if err != nil {
		if ctx.Err() != nil {
			return rec, fmt.Errorf("cut short, its players killed: %w", ctx.Err())
		}
		return rec, h.failure(err)
	}
	h.endPlayers()
	rec.Contest, rec.Scores = rep.Points, rep.Points
	for i, s := range h.seats {
		rec.Time[i] = s.used.Seconds()
	}
	return rec, ctx.Err()
}

// host is one game of a CAIA referee that botcup serves as its caiaio.
type host struct {
	j     *Judge
	ctx   context.Context
	opt   arena.GameOptions
	rec   *arena.Record
	ref   *proc.Process
	seats [2]seat
	// own is the referee's own time so far: waiting for its lines.
	own time.Duration
}

// seat is a player: its process (nil: it never started), the token that
// answers it once it is out ("" while in) and its thinking time.
type seat struct {
	p    *proc.Process
	out  string
	used time.Duration
}

// refereeFailed is the referee's own failure (failure says whose).
func refereeFailed(format string, a ...any) error {
	return fmt.Errorf(format, a...)
}

// failure is err, the referee's failure, with its stderr.
func (h *host) failure(err error) error {
	h.ref.Kill()
	msg := fmt.Sprintf("%s: the CAIA referee failed (the judge, not a player): %v", h.j.name, err)
	if s := strings.TrimSpace(h.ref.Stderr()); s != "" {
		msg += "; its stderr:\n" + s
		if tail := strings.TrimSpace(h.ref.StderrTail()); tail != "" {
			msg += "\n...\n" + tail
		}
	} else {
		msg += " (nothing on its stderr)"
	}
	return errors.New(msg)
}

// serve answers the referee's lines until its report.
func (h *host) serve() (Report, error) {
	limit := RefereeTime(h.opt.Budget)
	for {
		line, err := h.next(limit)
		if err != nil {
			return Report{}, err
		}
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "I":
			if err := h.command(rest); err != nil {
				return Report{}, err
			}
		case "M":
			rep, err := ParseReport(rest)
			if errors.Is(err, errNotReport) {
				continue // a message to the manager botcup has no use for
			}
			if err != nil {
				return Report{}, refereeFailed("it reported garbage: %v", err)
			}
			h.awaitReferee()
			return rep, nil
		case "1", "2":
			if s := &h.seats[word[0]-'1']; s.p != nil && s.out == "" {
				// A broken pipe shows as the player's death when it is
				// listened to.
				_ = s.p.Send([]string{rest})
			}
		}
	}
}

// next is the referee's next line, within limit of its own time in all.
func (h *host) next(limit time.Duration) (string, error) {
	start := time.Now()
	defer func() { h.own += time.Since(start) }()
	timer := time.NewTimer(limit - h.own)
	defer timer.Stop()
	exited := h.ref.Exited()
	var dead <-chan time.Time
	for {
		select {
		case l, ok := <-h.ref.Lines():
			switch {
			case !ok || l.EOF:
				return "", h.ended()
			case l.TooLong:
				return "", refereeFailed("it wrote a line longer than %d bytes", refereeMaxLine)
			}
			return strings.TrimRight(l.Text, "\r"), nil
		case <-exited:
			exited = nil
			dead = time.After(deathWait)
		case <-dead:
			return "", h.ended()
		case <-timer.C:
			return "", refereeFailed("it took more than %v of its own time (twice -limit %v and a second) without a report", limit, h.opt.Budget)
		case <-h.ctx.Done():
			return "", h.ctx.Err()
		}
	}
}

// ended is the failure of a referee whose output ended before its report.
func (h *host) ended() error {
	_, detail := h.ref.Death(deathWait)
	return refereeFailed("it ended before its report (%s)", detail)
}

// awaitReferee gives a referee that reported a grace to exit, then kills it.
func (h *host) awaitReferee() {
	h.ref.AwaitExit(time.Now().Add(h.opt.Grace))
	h.ref.Kill()
}

// command answers an "I" command (without the "I ").
func (h *host) command(cmd string) error {
	f := strings.Fields(cmd)
	if len(f) == 0 {
		return refereeFailed("it sent the command \"I\" with no word after it")
	}
	switch f[0] {
	case "lock":
		return h.ref.Send([]string{LockOK})
	case "unlock":
		return nil
	case "listen", "request_time":
		if len(f) != 2 || (f[1] != "1" && f[1] != "2") {
			return refereeFailed("it sent %q: there are players 1 and 2", "I "+cmd)
		}
		i := int(f[1][0] - '1')
		if f[0] == "request_time" {
			ms := h.seats[i].used.Milliseconds()
			return h.ref.Send([]string{fmt.Sprintf("time %d %d", ms, ms)})
		}
		answer, err := h.listen(i)
		if err != nil {
			return err
		}
		return h.ref.Send([]string{answer})
	}
	return refereeFailed("it sent %q, a command caiaio does not know (a referee's are I listen N, I request_time N, I lock, I unlock)", "I "+cmd)
}

// listen is player i's next line, or caiaio's token for its fault.
func (h *host) listen(i int) (string, error) {
	s := &h.seats[i]
	if s.out != "" {
		return s.out, nil
	}
	select {
	case l, ok := <-s.p.Lines():
		return h.heard(i, l, ok, 0, 0)
	default:
	}
	remaining := h.opt.Budget - s.used
	s.p.Resume()
	start := time.Now()
	timer := time.NewTimer(remaining)
	defer timer.Stop()
	exited := s.p.Exited()
	var dead <-chan time.Time
	for {
		select {
		case l, ok := <-s.p.Lines():
			s.p.Suspend()
			took := time.Since(start)
			if ok && !l.EOF {
				took = l.At.Sub(start)
			}
			return h.heard(i, l, ok, took, remaining)
		case <-exited:
			exited = nil
			dead = time.After(deathWait)
		case <-dead:
			s.p.Suspend()
			s.used += time.Since(start)
			return h.death(i), nil
		case <-timer.C:
			s.used += time.Since(start)
			s.p.Suspend()
			return h.fault(i, &arena.Fault{Kind: arena.FaultTimeout, Detail: "out of time"}, TokenTimeout), nil
		case <-h.ctx.Done():
			return "", h.ctx.Err()
		}
	}
}

// heard is what player i's line l (ok false: its output closed) is to the
// referee, took into its turn of remaining.
func (h *host) heard(i int, l proc.Line, ok bool, took, remaining time.Duration) (string, error) {
	s := &h.seats[i]
	s.used += max(took, 0)
	switch {
	case !ok || l.EOF:
		return h.death(i), nil
	case remaining > 0 && took > remaining:
		return h.fault(i, &arena.Fault{Kind: arena.FaultTimeout, Detail: "out of time"}, TokenTimeout), nil
	case l.TooLong:
		return h.fault(i, &arena.Fault{Kind: arena.FaultOutput, Detail: fmt.Sprintf("line too long (more than %d bytes without a newline)", MaxLine)},
			crashedToken("killed")), nil
	}
	text := strings.TrimRight(l.Text, "\r")
	h.rec.Moves = append(h.rec.Moves, arena.Move{Player: i, Line: text, Time: max(took, 0).Seconds()})
	if text == "" {
		return TokenEmptyLine, nil
	}
	return text, nil
}

// death is the token of player i whose output ended, after its fault.
func (h *host) death(i int) string {
	crashed, detail := h.seats[i].p.Death(deathWait)
	kind, token := arena.FaultClosed, TokenStopped
	if crashed {
		kind = arena.FaultCrash
		if sig, ok := strings.CutPrefix(detail, "killed by signal: "); ok {
			token = crashedToken(sig)
		} else if strings.HasPrefix(detail, "out of memory") {
			token = crashedToken("killed")
		}
	}
	return h.fault(i, &arena.Fault{Kind: kind, Detail: detail}, token)
}

// fault records player i's fault f, answered by token from now on, and
// kills the player; it returns token.
func (h *host) fault(i int, f *arena.Fault, token string) string {
	s := &h.seats[i]
	s.out = token
	f.Player, f.Move = i, len(h.rec.Moves)
	f.Detail = token + " " + f.Detail
	if s.p != nil {
		s.p.Kill()
		f.Stderr, f.StderrTail = s.p.Stderr(), s.p.StderrTail()
	}
	h.rec.Faults = append(h.rec.Faults, *f)
	return token
}

// endPlayers lets the players still in run with their input closed, gives
// them a grace to exit, and kills them.
func (h *host) endPlayers() {
	deadline := time.Now().Add(h.opt.Grace)
	for _, s := range h.seats {
		if s.p != nil && s.out == "" {
			s.p.SendFinal(nil)
		}
	}
	for _, s := range h.seats {
		if s.p != nil {
			s.p.AwaitExit(deadline)
			s.p.Kill()
		}
	}
}

// killAll kills every process of the game (each Kill may come again).
func (h *host) killAll() {
	for _, s := range h.seats {
		if s.p != nil {
			s.p.Kill()
		}
	}
	if h.ref != nil {
		h.ref.Kill()
	}
}
