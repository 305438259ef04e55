package main

import (
	"fmt"
	"strings"

	"botcup/arena"
	"botcup/queue"
	"botcup/watch"
)

// tournament runs `botcup tournament GAME [flags] P1 P2 P3 ...`.
func (c *cli) tournament(args []string) error {
	fs := newFlags("tournament")
	var pf playFlags
	pf.register(fs, "games per pairing (played in pairs, so even)")
	var qf queueFlags
	qf.register(fs)
	var hf httpFlags
	hf.register(fs)
	report := fs.String("report", "", "write the live page (as -http serves it) as the tournament ends, frozen, to this HTML file")
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
	if len(pos) < 3 {
		return usagef("usage: botcup tournament GAME [flags] P1 P2 ... (a game and at least two players; botcup help tournament)")
	}
	g, judge, err := c.twoPlayer(pos[0], pf.opts)
	if err != nil {
		return err
	}
	if err := pf.caiaRun(g); err != nil {
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
	pairs := len(ents) * (len(ents) - 1) / 2 * pf.games / 2
	names := make([]string, len(ents))
	for i, e := range ents {
		names[i] = e.Name
	}
	wt, err := hf.start(c, watch.Run{Kind: "tournament", Game: g.Name, Sides: g.SideNames(), Title: fmt.Sprintf("%s: tournament of %s", g.Name, strings.Join(names, ", ")),
		Limit: limitText(pf.budget, judge), Total: 2 * pairs}, q, *report != "")
	if err != nil {
		q.end(err)
		return err
	}
	if wt != nil {
		wt.w.Tournament(names, resumed)
	}
	bar := c.bar(pf.quiet)
	ctx, release := c.interruptible()
	t := arena.Tournament{
		Judge: judge, Players: ents, GamesPerPairing: pf.games, Seed: pf.seed, Concurrency: q.concurrency(pf.concurrency, pairs),
		Options: opts, Record: rf, Resumed: resumed, Openings: suite, NewJudge: g.NewJudge, Remote: q.remote(),
		Progress: func(done, total int) { bar.update(done, total, "") },
		Observe:  wt.observe(),
	}
	sum, _, runErr := t.Run(ctx)
	wt.end(runErr)
	q.end(runErr)
	release()
	bar.finish()
	if sum.Players == nil {
		return runErr
	}
	table := c.stdout
	if pf.json.toStdout() {
		table = c.stderr
	}
	writeTournament(table, sum, limitText(pf.budget, judge))
	if err := wt.report(c, *report); err != nil {
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
