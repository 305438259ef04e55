package main

import "botcup/arena"

// tournament runs `botcup tournament GAME [flags] P1 P2 P3 ...`.
func (c *cli) tournament(args []string) error {
	if len(args) == 0 || len(args[0]) > 0 && args[0][0] == '-' {
		return usagef("usage: botcup tournament GAME [-n N] [-c C] [-seed S] [-o FILE] [-json] P1 P2 ...")
	}
	fs := newFlags("tournament")
	var pf playFlags
	pf.register(fs, "games per pairing (played in pairs, so even)")
	pos, err := c.parse(fs, args[1:])
	if err != nil {
		return err
	}
	if err := pf.check(); err != nil {
		return err
	}
	if len(pos) < 2 {
		return usagef("a tournament needs at least two players, not %d", len(pos))
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
	t := arena.Tournament{
		Judge: judge, Players: ents, GamesPerPairing: pf.games, Seed: pf.seed, Concurrency: pf.concurrency,
		Options: arena.GameOptions{Budget: pf.budget, JudgeOptions: pf.opts, Limits: pf.limits, Startup: pf.startup},
		Record:  rf, Resumed: resumed, Progress: bar.update,
	}
	sum, _, runErr := t.Run()
	bar.finish()
	if sum.Players == nil {
		return runErr
	}
	writeTournament(c.stdout, sum, budgetText(pf.budget, judge))
	if pf.json {
		if err := writeJSON(c.stdout, sum); err != nil {
			return err
		}
	}
	return runErr
}
