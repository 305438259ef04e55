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

// maxPlies stops a game whose judge never ends it (a judge bug).
const maxPlies = 100000

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
	g := j.NewGame(seed)
	rec = Record{
		Kind:    GameKind,
		Version: RecordVersion,
		Game:    j.Name(),
		Seed:    seed,
		Setup:   g.Setup(),
		Players: [2]string{players[0].Name, players[1].Name},
		Options: opt.JudgeOptions,
	}
	var procs [2]*running
	defer func() {
		for _, p := range procs {
			if p != nil {
				p.Kill()
			}
		}
	}()
	var used [2]time.Duration
	var faulted [2]bool
	// pending holds a fault found outside the player's turn (a program
	// that does not start, output before its turn) until the jury plays
	// its next move.
	var pending [2]*Fault
	for i := range procs {
		argv := ExpandArgv(players[i].Argv, seed, opt.Opening.MovesText())
		rec.Commands[i] = CommandLine(argv)
		p, err := proc.Start(ctx, argv, proc.Options{MaxLine: opt.MaxLine, CutLong: true, Contain: opt.contain, Limits: opt.Limits})
		var notStarted *proc.StartError
		if errors.As(err, &notStarted) {
			// As in the contest, a program that does not start has
			// crashed: it scores 0 and the jury plays for it.
			faulted[i] = true
			pending[i] = &Fault{Player: i, Kind: FaultCrash, Detail: err.Error()}
			continue
		}
		if err != nil {
			return rec, fmt.Errorf("%s: %w", players[i].Name, err)
		}
		procs[i] = &running{Process: p}
	}
	// Start-up is not thinking time: both programs initialise at once,
	// then each is suspended until its turn.
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
	record := func(f *Fault, p int) {
		f.Player, f.Move = p, len(rec.Moves)
		rec.Faults = append(rec.Faults, *f)
	}
	for plies := 0; !g.Over(); plies++ {
		if ctx.Err() != nil {
			return rec, cutShort(ctx)
		}
		if plies >= maxPlies {
			return rec, fmt.Errorf("%s: game not over after %d moves", j.Name(), maxPlies)
		}
		p, lines := g.Next()
		if p != 0 && p != 1 {
			return rec, fmt.Errorf("%s: judge named player %d", j.Name(), p)
		}
		var dt time.Duration
		if !faulted[p] {
			var watch *running
			if !faulted[1-p] {
				watch = procs[1-p]
			}
			t := turn(procs[p], lines, opt.Budget-used[p], watch)
			dt = t.took
			used[p] += dt
			if t.early != nil {
				// The other player wrote before its turn: it is out at once.
				faulted[1-p] = true
				pending[1-p] = t.early
			}
			f := t.fault
			if f == nil {
				if err := g.Play(p, t.line); err == nil {
					rec.Moves = append(rec.Moves, Move{Player: p, Line: t.line, Time: dt.Seconds()})
					continue
				} else {
					f = &Fault{Kind: FaultIllegal, Detail: fmt.Sprintf("%q: %v", t.line, err)}
				}
			}
			faulted[p] = true
			procs[p].Kill()
			f.Stderr = procs[p].Stderr()
			f.StderrTail = procs[p].StderrTail()
			record(f, p)
		}
		if pending[p] != nil {
			record(pending[p], p)
			pending[p] = nil
		}
		fb := g.Fallback(p)
		if err := g.Play(p, fb); err != nil {
			return rec, fmt.Errorf("%s: judge rejected its own fallback %q: %w", j.Name(), fb, err)
		}
		rec.Moves = append(rec.Moves, Move{Player: p, Line: fb, Time: dt.Seconds(), Jury: true})
	}
	for i, f := range pending {
		if f != nil {
			record(f, i)
		}
	}
	// The game is over: final lines, a grace to exit, then every process
	// group is killed (children and players that ignore signals too).
	for i, p := range procs {
		if p != nil {
			p.SendFinal(g.Final(i))
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
		return rec, cutShort(ctx)
	}
	if o := opt.Opening; len(o.Moves) > 0 || len(o.Options) > 0 {
		rec.Opening = &o
		rec.Stray = FindStray(o, rec.Moves)
	}
	rec.Contest = g.Scores()
	rec.Scores = rec.Contest
	for i := range rec.Scores {
		if faulted[i] {
			rec.Scores[i] = 0
		}
		rec.Time[i] = used[i].Seconds()
	}
	return rec, nil
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
			if !ok || l.EOF {
				r.took = time.Since(start)
				r.fault = p.deathFault()
				return r
			}
			r.took = l.At.Sub(start)
			switch {
			case l.End <= before:
				r.took = 0
				r.fault = earlyFault(l)
			case r.took > remaining:
				r.fault = &Fault{Kind: FaultTimeout, Detail: "out of time"}
			case l.TooLong:
				r.fault = &Fault{Kind: FaultOutput, Detail: fmt.Sprintf("line too long (more than %d bytes without a newline)", p.MaxLine())}
			default:
				r.line = l.Text
			}
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
