package main

import (
	"fmt"
	"io"
	"time"

	"botcup/arena"
	"botcup/game"
	"botcup/queue"
	"botcup/watch"
)

// match runs `botcup match GAME [flags] A B`.
func (c *cli) match(args []string) error {
	fs := newFlags("match")
	var f runFlags
	f.register(fs, "number of games (played in pairs, so even)")
	var sf sprtFlags
	sf.register(fs)
	report := fs.String("report", "", "write a summary page (table, Elo and LLR over the games, scores) to this HTML file; with -http, the live page as it ends, frozen")
	pos, err := c.parseRun(fs, args, &f)
	if err != nil {
		return err
	}
	pf := f.play
	sprt, err := sf.sprt(fs)
	if err != nil {
		return err
	}
	if len(pos) != 3 {
		return usagef("usage: botcup match GAME [flags] A B (a game and two players, not %d arguments; botcup help match)", len(pos))
	}
	s, err := c.setup(pf, pos)
	if err != nil {
		return err
	}
	if s.rf != nil {
		defer s.rf.Close()
	}
	g, judge, ents := s.reg, s.judge, s.ents
	r, err := c.startRun(&f.queue, queue.Run{Game: g.Name, Options: s.opts, Players: ents}, pf.out, len(s.resumed) == 0,
		&f.http, watch.Run{Kind: "match", Game: g.Name, Sides: g.SideNames(), Title: fmt.Sprintf("%s: %s vs %s", g.Name, ents[0].Name, ents[1].Name),
			Limit: limitText(pf.budget, judge), Total: pf.games, SPRT: sprt}, false)
	if err != nil {
		return err
	}
	wt := r.wt
	bar := c.bar(pf.quiet)
	m := arena.Match{
		Judge: judge, A: ents[0], B: ents[1], Games: pf.games, Seed: pf.seed, Concurrency: r.q.concurrency(pf.concurrency, pf.games/2),
		Options: s.opts, SPRT: sprt, Record: s.rf, Resumed: s.resumed, Openings: s.suite, NewJudge: g.NewJudge, Remote: r.q.remote(),
		Progress: func(done, total int, sum arena.MatchSummary) {
			wt.match(done, total, sum)
			bar.update(done, total, matchStatus(sum))
		},
		Observe: wt.observe(),
	}
	sum, recs, runErr := m.Run(r.ctx)
	r.end(runErr)
	bar.finish()
	if sum.Players == nil { // nothing was scheduled: a bad argument
		return runErr
	}
	limit := limitText(pf.budget, judge)
	return c.results(&pf.json, func(w io.Writer) { writeMatch(w, sum, limit) }, func() error {
		if wt != nil {
			return wt.report(c, *report)
		}
		return c.matchReport(*report, sum, recs, limit, sprt)
	}, sum, runErr, len(sum.Faults), sum.Games)
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
