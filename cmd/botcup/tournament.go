package main

import (
	"fmt"
	"io"
	"strings"

	"botcup/arena"
	"botcup/queue"
	"botcup/watch"
)

// tournament runs `botcup tournament GAME [flags] P1 P2 P3 ...`.
func (c *cli) tournament(args []string) error {
	fs := newFlags("tournament")
	var f runFlags
	f.register(fs, "games per pairing (played in pairs, so even)")
	report := fs.String("report", "", "write the live page (as -http serves it) as the tournament ends, frozen, to this HTML file")
	pos, err := c.parseRun(fs, args, &f)
	if err != nil {
		return err
	}
	pf := f.play
	if len(pos) < 3 {
		return usagef("usage: botcup tournament GAME [flags] P1 P2 ... (a game and at least two players; botcup help tournament)")
	}
	s, err := c.setup(pf, pos)
	if err != nil {
		return err
	}
	if s.rf != nil {
		defer s.rf.Close()
	}
	g, judge, ents := s.reg, s.judge, s.ents
	pairs := len(ents) * (len(ents) - 1) / 2 * pf.games / 2
	names := make([]string, len(ents))
	for i, e := range ents {
		names[i] = e.Name
	}
	r, err := c.startRun(&f.queue, queue.Run{Game: g.Name, Options: s.opts, Players: ents}, pf.out, len(s.resumed) == 0,
		&f.http, watch.Run{Kind: "tournament", Game: g.Name, Sides: g.SideNames(), Title: fmt.Sprintf("%s: tournament of %s", g.Name, strings.Join(names, ", ")),
			Limit: limitText(pf.budget, judge), Total: 2 * pairs}, *report != "")
	if err != nil {
		return err
	}
	wt := r.wt
	if wt != nil {
		wt.w.Tournament(names, s.resumed)
	}
	bar := c.bar(pf.quiet)
	t := arena.Tournament{
		Judge: judge, Players: ents, GamesPerPairing: pf.games, Seed: pf.seed, Concurrency: r.q.concurrency(pf.concurrency, pairs),
		Options: s.opts, Record: s.rf, Resumed: s.resumed, Openings: s.suite, NewJudge: g.NewJudge, Remote: r.q.remote(),
		Progress: func(done, total int) { bar.update(done, total, "") },
		Observe:  wt.observe(),
	}
	sum, _, runErr := t.Run(r.ctx)
	r.end(runErr)
	bar.finish()
	if sum.Players == nil {
		return runErr
	}
	return c.results(&pf.json, func(w io.Writer) { writeTournament(w, sum, limitText(pf.budget, judge)) },
		func() error { return wt.report(c, *report) }, sum, runErr, len(sum.Faults), sum.Games)
}
