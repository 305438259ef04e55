package main

import (
	"context"
	"flag"
	"io"

	"botcup/arena"
	"botcup/game"
	"botcup/queue"
	"botcup/watch"
)

// running is a run of match, tournament, tune or solve once set up: the
// context that Ctrl-C cancels (caught before the setup starts, so that an
// interrupted setup ends as an interrupted run does), the queue with
// -workers or -serve (nil without), and the live page with -http or a
// -report of it (nil without).
type running struct {
	ctx     context.Context
	release func()
	q       *queued
	wt      *watching
}

// startRun catches Ctrl-C, then starts the queue of qrun (record is the
// record file, fresh says it holds nothing yet) and the live page of wrun
// (always: even without -http, for a -report of it). On an error what
// started is ended.
func (c *cli) startRun(qf *queueFlags, qrun queue.Run, record string, fresh bool, hf *httpFlags, wrun watch.Run, always bool) (*running, error) {
	ctx, release := c.interruptible()
	q, err := qf.start(ctx, c, qrun, record, fresh)
	if err != nil {
		release()
		return nil, err
	}
	wt, err := hf.start(c, wrun, q, always)
	if err != nil {
		q.end(err)
		release()
		return nil, err
	}
	return &running{ctx: ctx, release: release, q: q, wt: wt}, nil
}

// end ends the live page and the queue with the run's error and stops
// catching Ctrl-C.
func (r *running) end(runErr error) {
	r.wt.end(runErr)
	r.q.end(runErr)
	r.release()
}

// runFlags are the flags of a run that plays games (match, tournament,
// tune): the games' own, the queue's and the live page's.
type runFlags struct {
	play  playFlags
	queue queueFlags
	http  httpFlags
}

// register registers them; games says what -n counts.
func (f *runFlags) register(fs *flag.FlagSet, games string) {
	f.play.register(fs, games)
	f.queue.register(fs)
	f.http.register(fs)
}

// parseRun parses the flags and arguments of a run that plays games and
// checks its play and queue flags.
func (c *cli) parseRun(fs *flag.FlagSet, args []string, f *runFlags) ([]string, error) {
	pos, err := c.parse(fs, args)
	if err != nil {
		return nil, err
	}
	if err := f.play.check(); err != nil {
		return nil, err
	}
	if err := f.queue.check(); err != nil {
		return nil, err
	}
	return pos, nil
}

// setup is what match and tournament read from their arguments before a
// run: the game, its judge, the players, the opening suite, the record
// file with what it holds, and the games' options.
type setup struct {
	reg     game.Registration
	judge   game.Judge
	ents    []arena.Entrant
	suite   *arena.Openings
	rf      *arena.RecordFile
	resumed []arena.Record
	opts    arena.GameOptions
}

// setup reads the game (pos[0]) and the players (the rest), the suite and
// the record file; the caller closes the record file.
func (c *cli) setup(pf playFlags, pos []string) (*setup, error) {
	g, judge, err := c.twoPlayer(pos[0], pf.opts)
	if err != nil {
		return nil, err
	}
	if err := pf.caiaRun(g); err != nil {
		return nil, err
	}
	ents, err := c.entrants(g, pos[1:], pf.seed)
	if err != nil {
		return nil, err
	}
	suite, err := c.suite(g, pf, ents)
	if err != nil {
		return nil, err
	}
	rf, resumed, err := c.openRecord(pf.out)
	if err != nil {
		return nil, err
	}
	return &setup{reg: g, judge: judge, ents: ents, suite: suite, rf: rf, resumed: resumed,
		opts: pf.gameOptions()}, nil
}

// results ends a match or tournament that scheduled games: its table
// (on stderr when -json prints to stdout), its report page (report), its
// JSON summary, then the run's error, or an error naming its faults.
func (c *cli) results(json *jsonFlag, table func(io.Writer), report func() error, sum any, runErr error, faults, games int) error {
	w := c.stdout
	if json.toStdout() {
		w = c.stderr
	}
	table(w)
	if err := report(); err != nil {
		return err
	}
	if err := json.write(c.stdout, sum); err != nil {
		return err
	}
	if runErr != nil {
		return runErr
	}
	return faultsError(faults, games)
}
