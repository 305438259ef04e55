package main

import (
	"fmt"
	"time"

	"botcup/arena"
)

// match runs `botcup match GAME [flags] A B`.
func (c *cli) match(args []string) error {
	if len(args) == 0 || len(args[0]) > 0 && args[0][0] == '-' {
		return usagef("usage: botcup match GAME [-n N] [-c C] [-seed S] [-sprt ELO0,ELO1] [-o FILE] [-json] A B")
	}
	fs := newFlags("match")
	var pf playFlags
	pf.register(fs, "number of games (played in pairs, so even)")
	var sf sprtFlag
	fs.Var(&sf, "sprt", "stop once a pentanomial SPRT on normalized Elo ELO0,ELO1 decides")
	pos, err := c.parse(fs, args[1:])
	if err != nil {
		return err
	}
	if err := pf.check(); err != nil {
		return err
	}
	if len(pos) != 2 {
		return usagef("a match needs two players, not %d", len(pos))
	}
	g, judge, err := c.twoPlayer(args[0], pf.opts)
	if err != nil {
		return err
	}
	ents, err := c.entrants(g, pos, pf.seed)
	if err != nil {
		return err
	}
	rf, resumed, err := c.openRecord(pf.out)
	if err != nil {
		return err
	}
	if rf != nil {
		defer rf.Close()
	}
	bar := c.bar(pf.quiet)
	m := arena.Match{
		Judge: judge, A: ents[0], B: ents[1], Games: pf.games, Seed: pf.seed, Concurrency: pf.concurrency,
		Options: arena.GameOptions{Budget: pf.budget, JudgeOptions: pf.opts, Limits: pf.limits, Startup: pf.startup}, SPRT: sf.sprt,
		Record: rf, Resumed: resumed, Progress: bar.update,
	}
	sum, _, runErr := m.Run()
	bar.finish()
	if sum.Players == nil { // nothing was scheduled: a bad argument
		return runErr
	}
	writeMatch(c.stdout, sum, budgetText(pf.budget, judge))
	if pf.json {
		if err := writeJSON(c.stdout, sum); err != nil {
			return err
		}
	}
	return runErr
}

// twoPlayer finds a two-player game and makes its judge.
func (c *cli) twoPlayer(name string, opts map[string]string) (arena.Registration, arena.Judge, error) {
	g, err := c.game(name)
	if err != nil {
		return g, nil, err
	}
	if g.NewJudge == nil {
		return g, nil, usagef("%s is a single-player game: use botcup solve", name)
	}
	j, err := g.NewJudge(opts)
	if err != nil {
		return g, nil, usagef("%s: %v", name, err)
	}
	return g, j, nil
}

// openRecord opens the -o file, if any, reporting a cut-off last line.
func (c *cli) openRecord(path string) (*arena.RecordFile, []arena.Record, error) {
	if path == "" {
		return nil, nil, nil
	}
	rf, recs, tail, err := arena.OpenRecordFile(path)
	if err != nil {
		return nil, nil, err
	}
	if tail != nil {
		fmt.Fprintf(c.stderr, "botcup: %s: %v\n", path, tail)
	}
	if len(recs) > 0 {
		fmt.Fprintf(c.stderr, "botcup: %s: resuming, %d games already recorded\n", path, len(recs))
	}
	return rf, recs, nil
}

// bar is the progress bar on stderr, or nil with -q.
func (c *cli) bar(quiet bool) *progress {
	if quiet {
		return nil
	}
	return newProgress(c.stderr)
}

func budgetText(d time.Duration, j arena.Judge) string {
	if d <= 0 {
		d = j.Budget()
	}
	return d.String()
}
