package main

import (
	"fmt"
	"time"

	"botcup/arena"
	"botcup/game"
	"botcup/queue"
	"botcup/watch"
)

// match runs `botcup match GAME [flags] A B`.
func (c *cli) match(args []string) error {
	fs := newFlags("match")
	var pf playFlags
	pf.register(fs, "number of games (played in pairs, so even)")
	var sf sprtFlags
	sf.register(fs)
	var qf queueFlags
	qf.register(fs)
	report := fs.String("report", "", "write a summary page (table, Elo and LLR over the games, scores) to this HTML file; with -http, the live page as it ends, frozen")
	var hf httpFlags
	hf.register(fs)
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if err := pf.check(); err != nil {
		return err
	}
	if err := qf.check(); err != nil {
		return err
	}
	sprt, err := sf.sprt(fs)
	if err != nil {
		return err
	}
	if len(pos) != 3 {
		return usagef("usage: botcup match GAME [flags] A B (a game and two players, not %d arguments; botcup help match)", len(pos))
	}
	g, judge, err := c.twoPlayer(pos[0], pf.opts)
	if err != nil {
		return err
	}
	ents, err := c.entrants(g, pos[1:], pf.seed)
	if err != nil {
		return err
	}
	suite, err := c.suite(g, pf, ents)
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
	opts := arena.GameOptions{Budget: pf.budget, JudgeOptions: pf.opts, Limits: pf.limits, Startup: pf.startup}
	q, err := qf.start(c, queue.Run{Game: g.Name, Options: opts, Players: ents}, pf.out, len(resumed) == 0)
	if err != nil {
		return err
	}
	wt, err := hf.start(c, watch.Run{Kind: "match", Game: g.Name, Sides: g.SideNames(), Title: fmt.Sprintf("%s: %s vs %s", g.Name, ents[0].Name, ents[1].Name),
		Limit: limitText(pf.budget, judge), Total: pf.games, SPRT: sprt}, q, false)
	if err != nil {
		q.end(err)
		return err
	}
	bar := c.bar(pf.quiet)
	ctx, release := c.interruptible()
	m := arena.Match{
		Judge: judge, A: ents[0], B: ents[1], Games: pf.games, Seed: pf.seed, Concurrency: q.concurrency(pf.concurrency, pf.games/2),
		Options: opts, SPRT: sprt, Record: rf, Resumed: resumed, Openings: suite, NewJudge: g.NewJudge, Remote: q.remote(),
		Progress: func(done, total int, sum arena.MatchSummary) {
			wt.match(done, total, sum)
			bar.update(done, total, matchStatus(sum))
		},
		Observe: wt.observe(),
	}
	sum, recs, runErr := m.Run(ctx)
	wt.end(runErr)
	q.end(runErr)
	release()
	bar.finish()
	if sum.Players == nil { // nothing was scheduled: a bad argument
		return runErr
	}
	table := c.stdout
	if pf.json.toStdout() {
		table = c.stderr
	}
	writeMatch(table, sum, limitText(pf.budget, judge))
	if wt != nil {
		err = wt.report(c, *report)
	} else {
		err = c.matchReport(*report, sum, recs, limitText(pf.budget, judge), sprt)
	}
	if err != nil {
		return err
	}
	if err := pf.json.write(c.stdout, sum); err != nil {
		return err
	}
	if runErr != nil {
		return runErr
	}
	return faultsError(len(sum.Faults), sum.Games)
}

// twoPlayer finds a two-player game and makes its judge.
func (c *cli) twoPlayer(name string, opts map[string]string) (game.Registration, game.Judge, error) {
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

// openRecord opens the -o file of match records, if any (see openRecordOf).
func (c *cli) openRecord(path string) (*arena.RecordFile, []arena.Record, error) {
	return openRecordOf(c, path, "games", arena.OpenRecordFile)
}

// openRecordOf opens the record file path with open, if path is set,
// reporting a cut-off last line and how many units it already holds.
func openRecordOf[T any](c *cli, path, units string, open func(string) (*arena.RecordFile, []T, *arena.BrokenTail, error)) (*arena.RecordFile, []T, error) {
	if path == "" {
		return nil, nil, nil
	}
	rf, recs, tail, err := open(path)
	if err != nil {
		return nil, nil, err
	}
	if tail != nil {
		fmt.Fprintf(c.stderr, "botcup: %s: %v\n", path, tail)
	}
	if len(recs) > 0 {
		fmt.Fprintf(c.stderr, "botcup: %s: resuming, %d %s already recorded\n", path, len(recs), units)
	}
	return rf, recs, nil
}

// bar is the progress report on stderr, or nil with -q.
func (c *cli) bar(quiet bool) *progress {
	if quiet {
		return nil
	}
	return newProgress(c.stderr, c.live, time.Now)
}

func limitText(d time.Duration, j game.Judge) string {
	if d <= 0 {
		d = j.Budget()
	}
	return d.String()
}
