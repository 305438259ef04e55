package arena

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"botcup/arena/proc"
	"botcup/game"
)

// GameOptions tune how the arena runs one game; zero values take defaults.
type GameOptions struct {
	// Budget is each player's total thinking time; 0 means the judge's.
	Budget time.Duration
	// Startup is how long a program (every process it starts) may
	// initialise, before the game and off its clock, until it waits for
	// its first input; 0 means DefaultStartup.
	Startup time.Duration
	// Grace is how long players may take to exit after the game before
	// their process groups are killed; 0 means DefaultGrace.
	Grace time.Duration
	// MaxLine is the longest move line; 0 means the judge's (LineLimiter)
	// or DefaultMaxLine.
	MaxLine int
	// JudgeOptions are the options the judge was made with; they are only
	// recorded, so that a replay can make the same judge.
	JudgeOptions map[string]string
	// Opening is the game's opening line from a suite (none: the zero
	// Opening); its moves replace {opening} in the players' command lines.
	Opening Opening
	// Limits are per-player memory and CPU limits; none by default.
	Limits proc.Limits

	// contain forces the kind of jail (tests); "" takes the best the
	// machine allows.
	contain string
}

// running is a player's process in a game, and the end of its output if
// that came while it was not its turn (kept for its next turn).
type running struct {
	*proc.Process
	held *proc.Line
}

// DefaultStartup bounds a program's start-up off the clock. Decision: the
// clock runs "from sending its input", so start-up (exec, runtime, tables)
// before the first input does not count, up to 1 s; a program still busy
// then is suspended and finishes starting on its own time.
const DefaultStartup = time.Second

// DefaultGrace is the time players get to exit after their final lines.
const DefaultGrace = 200 * time.Millisecond

// deathWait is how long the arena waits for a process whose output ended
// to exit, to tell a crash from a closed output.
const deathWait = 100 * time.Millisecond

func (o GameOptions) withDefaults(j game.Judge) GameOptions {
	if o.Budget <= 0 {
		o.Budget = j.Budget()
	}
	if o.Startup <= 0 {
		o.Startup = DefaultStartup
	}
	if o.Grace <= 0 {
		o.Grace = DefaultGrace
	}
	if o.MaxLine <= 0 {
		o.MaxLine = game.DefaultMaxLine
		if l, ok := j.(game.LineLimiter); ok {
			o.MaxLine = l.MaxLine()
		}
	}
	return o
}

// PlayGame plays one game of j from seed between two processes, players[0]
// moving first, exactly as the contest judge would: each player's clock
// runs from sending its input to its line arriving, the player not on turn
// is suspended, a fault scores 0 and hands the player's moves to the jury,
// and when the game is over every process group is killed.
//
// Once ctx is done the players are killed (each with all it started) and
// the game, cut short, returns ctx's error: it is no game to record.
//
// An error means the game could not be played (a player that does not
// start, a judge that rejects its own fallback or panics, ctx done);
// faults are not errors.
func PlayGame(ctx context.Context, j game.Judge, seed uint64, players [2]Entrant, opt GameOptions) (rec Record, err error) {
	// A judge that panics (on a player's line, say) has a bug; the match
	// stops with a clear error instead of crashing with it.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: the judge panicked (a bug in the judge): %v", j.Name(), r)
		}
	}()
	opt = opt.withDefaults(j)
	if h, ok := j.(Hosted); ok {
		return h.PlayHosted(ctx, seed, players, opt)
	}
	jy := NewJury(j, seed, [2]string{players[0].Name, players[1].Name}, opt.JudgeOptions, opt.Opening)
	var procs [2]*running
	defer func() {
		for _, p := range procs {
			if p != nil {
				p.Kill()
			}
		}
	}()
	if err := startPlayers(ctx, jy, seed, players, opt, &procs); err != nil {
		return jy.Record(), err
	}
	for !jy.Over() {
		if ctx.Err() != nil {
			return jy.Record(), cutShort(ctx)
		}
		if err := playTurn(jy, &procs, opt.Budget); err != nil {
			return jy.Record(), err
		}
	}
	// The game is over: final lines, a grace to exit, then every process
	// group is killed (children and players that ignore signals too).
	for i, p := range procs {
		if p != nil {
			p.SendFinal(jy.Final(i))
		}
	}
	deadline := time.Now().Add(opt.Grace)
	for i, p := range procs {
		if p != nil {
			p.AwaitExit(deadline)
			p.Kill()
			procs[i] = nil
		}
	}
	if ctx.Err() != nil {
		return jy.Record(), cutShort(ctx)
	}
	return jy.End(), nil
}

// startPlayers starts both players' processes into procs (their command
// lines into the jury's record), lets them start up at once off their clocks, then
// suspends each until its turn. As in the contest, a program that does not
// start has crashed: it is out, and the jury plays for it. An error is a
// process the arena could not start.
func startPlayers(ctx context.Context, jy *Jury, seed uint64, players [2]Entrant, opt GameOptions, procs *[2]*running) error {
	for i := range procs {
		argv := ExpandArgv(players[i].Argv, seed, opt.Opening.MovesText())
		jy.rec.Commands[i] = CommandLine(argv)
		p, err := proc.Start(ctx, argv, proc.Options{MaxLine: opt.MaxLine, CutLong: true, Contain: opt.contain, Limits: opt.Limits})
		var notStarted *proc.StartError
		if errors.As(err, &notStarted) {
			jy.Fault(i, &Fault{Kind: FaultCrash, Detail: err.Error()})
			continue
		}
		if err != nil {
			return fmt.Errorf("%s: %w", players[i].Name, err)
		}
		procs[i] = &running{Process: p}
	}
	var wg sync.WaitGroup
	for _, p := range procs {
		if p == nil {
			continue
		}
		wg.Add(1)
		go func(p *running) {
			defer wg.Done()
			p.Settle(opt.Startup)
			p.Suspend()
		}(p)
	}
	wg.Wait()
	return nil
}

// playTurn plays one turn: the player on turn, if still in the game, is
// sent its lines and its answer handed to the jury; a fault (its own, or
// the other player's output before its turn) puts the player out, killed,
// its stderr kept with the fault; for a player out the jury moves.
func playTurn(jy *Jury, procs *[2]*running, budget time.Duration) error {
	p, lines, err := jy.Next()
	if err != nil {
		return err
	}
	var dt time.Duration
	if !jy.Out(p) {
		var watch *running
		if !jy.Out(1 - p) {
			watch = procs[1-p]
		}
		t := turn(procs[p], lines, budget-jy.used[p], watch)
		dt = t.took
		if t.early != nil {
			// The other player wrote before its turn: it is out at once.
			jy.Fault(1-p, t.early)
		}
		f := t.fault
		if f == nil {
			if f = jy.Play(p, t.line, dt); f == nil {
				return nil
			}
		}
		procs[p].Kill()
		f.Stderr = procs[p].Stderr()
		f.StderrTail = procs[p].StderrTail()
		jy.Fault(p, f)
	}
	_, err = jy.Fallback(p, dt)
	return err
}

// cutShort is the error of a game or board cut short by ctx.
func cutShort(ctx context.Context) error {
	return fmt.Errorf("cut short, its players killed: %w", ctx.Err())
}

// turnResult is the outcome of one turn: the line and the thinking time
// it took, or the player's fault; and early, the other player's fault if
// it wrote during the turn.
type turnResult struct {
	line  string
	took  time.Duration
	fault *Fault
	early *Fault
}

// turn sends a player its lines and waits for its answer within remaining,
// watching the other player (if not nil) for output before its turn. A
// fault ends the wait the moment it shows: a line too long, the end of the
// output, the player's exit (even with a child still holding its output).
func turn(p *running, lines []string, remaining time.Duration, other *running) (r turnResult) {
	if p.held != nil {
		r.fault = p.deathFault()
		return r
	}
	select {
	case l, ok := <-p.Lines():
		if !ok || l.EOF {
			r.fault = p.deathFault()
		} else {
			r.fault = earlyFault(l)
		}
		return r
	default:
	}
	before := p.Written()
	p.Resume()
	start := time.Now()
	if err := p.Send(lines); err != nil {
		r.took = time.Since(start)
		p.Suspend()
		r.fault = p.deathFault()
		return r
	}
	timer := time.NewTimer(remaining)
	defer timer.Stop()
	var watch <-chan proc.Line
	if other != nil && other.held == nil {
		watch = other.Lines()
	}
	exited := p.Exited()
	var dead <-chan time.Time
	for {
		select {
		case l, ok := <-p.Lines():
			p.Suspend()
			r.line, r.took, r.fault = p.answered(l, ok, start, before, remaining)
			return r
		case l, ok := <-watch:
			watch = nil
			if !ok || l.EOF {
				other.held = &proc.Line{EOF: true}
				continue
			}
			r.early = earlyFault(l)
			other.Kill()
			r.early.Stderr = other.Stderr()
		case <-exited:
			// Its last line may still be on its way through the pipe.
			exited = nil
			dead = time.After(deathWait)
		case <-dead:
			r.took = time.Since(start)
			p.Suspend()
			r.fault = p.deathFault()
			return r
		case <-timer.C:
			// The time the timeout is called, not the suspend's end.
			r.took = time.Since(start)
			p.Suspend()
			r.fault = &Fault{Kind: FaultTimeout, Detail: "out of time"}
			return r
		}
	}
}

// answered is what the line l (ok: not the end of the output) that came
// on p's turn, started at start with before bytes written, within
// remaining, says: the line and the time it took, or p's fault.
func (p *running) answered(l proc.Line, ok bool, start time.Time, before int64, remaining time.Duration) (string, time.Duration, *Fault) {
	if !ok || l.EOF {
		return "", time.Since(start), p.deathFault()
	}
	took := l.At.Sub(start)
	switch {
	case l.End <= before:
		return "", 0, earlyFault(l)
	case took > remaining:
		return "", took, &Fault{Kind: FaultTimeout, Detail: "out of time"}
	case l.TooLong:
		return "", took, &Fault{Kind: FaultOutput, Detail: fmt.Sprintf("line too long (more than %d bytes without a newline)", p.MaxLine())}
	}
	return l.Text, took, nil
}

// earlyFault is the fault of a line that came before the player's turn.
func earlyFault(l proc.Line) *Fault {
	if l.TooLong {
		return &Fault{Kind: FaultEarly, Detail: "printed a line too long before its turn"}
	}
	return &Fault{Kind: FaultEarly, Detail: fmt.Sprintf("printed %q before its turn", l.Text)}
}

func (p *running) deathFault() *Fault {
	return deathFault(p.Process)
}

// deathFault is the fault of a player whose output ended or whose input
// broke: a crash or a closed output (see proc.Process.Death).
func deathFault(p *proc.Process) *Fault {
	crashed, detail := p.Death(deathWait)
	if crashed {
		return &Fault{Kind: FaultCrash, Detail: detail}
	}
	return &Fault{Kind: FaultClosed, Detail: detail}
}
