package arena

import (
	"fmt"
	"sync"
	"time"
)

// GameOptions tune how the arena runs one game; zero values take defaults.
type GameOptions struct {
	// Budget is each player's total thinking time; 0 means the judge's.
	Budget time.Duration
	// Startup is how long a program may initialise, before the game and
	// off its clock, until it waits for its first input; 0 means
	// DefaultStartup.
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

func (o GameOptions) withDefaults(j Judge) GameOptions {
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
		o.MaxLine = DefaultMaxLine
		if l, ok := j.(LineLimiter); ok {
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
// An error means the game could not be played (a player that does not
// start, a judge that rejects its own fallback or panics); faults are not
// errors.
func PlayGame(j Judge, seed uint64, players [2]Entrant, opt GameOptions) (rec Record, err error) {
	// A judge that panics (on a player's line, say) has a bug; the match
	// stops with a clear error instead of crashing with it.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: the judge panicked (a bug in the judge): %v", j.Name(), r)
		}
	}()
	opt = opt.withDefaults(j)
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
	var procs [2]*process
	defer func() {
		for _, p := range procs {
			if p != nil {
				p.kill()
			}
		}
	}()
	for i := range procs {
		argv := ExpandArgv(players[i].Argv, seed, opt.Opening.MovesText())
		rec.Commands[i] = CommandLine(argv)
		p, err := startProcess(argv, opt.MaxLine)
		if err != nil {
			return rec, fmt.Errorf("%s: %w", players[i].Name, err)
		}
		procs[i] = p
	}
	// Start-up is not thinking time: both programs initialise at once,
	// then each is suspended until its turn.
	var wg sync.WaitGroup
	for _, p := range procs {
		wg.Add(1)
		go func(p *process) {
			defer wg.Done()
			p.settle(opt.Startup)
			p.suspend()
		}(p)
	}
	wg.Wait()
	var used [2]time.Duration
	var faulted [2]bool
	for plies := 0; !g.Over(); plies++ {
		if plies >= maxPlies {
			return rec, fmt.Errorf("%s: game not over after %d moves", j.Name(), maxPlies)
		}
		p, lines := g.Next()
		if p != 0 && p != 1 {
			return rec, fmt.Errorf("%s: judge named player %d", j.Name(), p)
		}
		var dt time.Duration
		if !faulted[p] {
			var f *Fault
			var line string
			line, dt, f = turn(procs[p], lines, opt.Budget-used[p])
			used[p] += dt
			if f == nil {
				if err := g.Play(p, line); err == nil {
					rec.Moves = append(rec.Moves, Move{Player: p, Line: line, Time: dt.Seconds()})
					continue
				} else {
					f = &Fault{Kind: FaultIllegal, Detail: fmt.Sprintf("%q: %v", line, err)}
				}
			}
			f.Player, f.Move = p, len(rec.Moves)
			faulted[p] = true
			procs[p].kill()
			f.Stderr = procs[p].stderr.String()
			f.StderrTail = procs[p].stderrTail.beyond(stderrKeep)
			rec.Faults = append(rec.Faults, *f)
		}
		fb := g.Fallback(p)
		if err := g.Play(p, fb); err != nil {
			return rec, fmt.Errorf("%s: judge rejected its own fallback %q: %w", j.Name(), fb, err)
		}
		rec.Moves = append(rec.Moves, Move{Player: p, Line: fb, Time: dt.Seconds(), Jury: true})
	}
	// The game is over: final lines, a grace to exit, then every process
	// group is killed (children and players that ignore signals too).
	for i, p := range procs {
		p.sendFinal(g.Final(i))
	}
	deadline := time.Now().Add(opt.Grace)
	for i, p := range procs {
		p.awaitExit(deadline)
		p.kill()
		procs[i] = nil
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

// turn sends a player its lines and waits for its answer within remaining.
// It returns the line, the thinking time it took and a fault, if any.
func turn(p *process, lines []string, remaining time.Duration) (string, time.Duration, *Fault) {
	select {
	case l, ok := <-p.lines:
		if !ok || l.eof {
			return "", 0, p.deathFault()
		}
		return "", 0, &Fault{Kind: FaultEarly, Detail: fmt.Sprintf("printed %q before its turn", l.text)}
	default:
	}
	p.resume()
	start := time.Now()
	if err := p.send(lines); err != nil {
		p.suspend()
		return "", time.Since(start), p.deathFault()
	}
	timer := time.NewTimer(remaining)
	defer timer.Stop()
	select {
	case l, ok := <-p.lines:
		p.suspend()
		if !ok || l.eof {
			return "", time.Since(start), p.deathFault()
		}
		dt := l.at.Sub(start)
		switch {
		case dt > remaining:
			return "", dt, &Fault{Kind: FaultTimeout, Detail: "out of time"}
		case l.at.Before(start):
			return "", 0, &Fault{Kind: FaultEarly, Detail: fmt.Sprintf("printed %q before its turn", l.text)}
		case l.tooLong:
			return "", dt, &Fault{Kind: FaultOutput, Detail: "line too long"}
		}
		return l.text, dt, nil
	case <-timer.C:
		p.suspend()
		return "", time.Since(start), &Fault{Kind: FaultTimeout, Detail: "out of time"}
	}
}

func (p *process) deathFault() *Fault {
	kind, detail := p.death(deathWait)
	return &Fault{Kind: kind, Detail: detail}
}
