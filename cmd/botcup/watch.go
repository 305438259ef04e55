package main

import (
	"bytes"
	"flag"
	"fmt"

	"botcup/arena"
	"botcup/replay"
	"botcup/watch"
)

// httpFlags are -http and -http-token: match, tournament, tune and solve
// serve a live page of the run (package watch) while it lasts.
type httpFlags struct {
	addr, token string
}

func (h *httpFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&h.addr, "http", "", "serve a live page of the run on `ADDR` while it lasts (:8080 is loopback; 0.0.0.0:8080 every interface, with the run's token): the table, Elo and LLR over the games, faults, the last games and their replays, the workers; /state.json and /events for scripts")
	fs.StringVar(&h.token, "http-token", "", "with -http off loopback: the token the page asks for (default: the queue's token, else a new one)")
}

// watching is a run's live page: its Watch, and its server with -http
// (nil without). A nil *watching does nothing.
type watching struct {
	w   *watch.Watch
	srv *watch.Server
}

// start starts the run's Watch when -http is set or always is (a -report
// of the live page), and its server with -http; q is the run's queue, if
// any: its token guards the page off loopback, and its workers' beats
// feed the page.
func (h *httpFlags) start(c *cli, run watch.Run, q *queued, always bool) (*watching, error) {
	if h.addr == "" && !always {
		return nil, nil
	}
	if run.Kind != "solve" {
		run.Replay = func(rec *arena.Record) (replay.Drawing, error) {
			reg, judge, err := c.twoPlayer(rec.Game, rec.Options)
			if err != nil {
				return replay.Drawing{}, err
			}
			return replay.FromRecord(reg, judge, rec)
		}
	}
	token := h.token
	if q != nil {
		run.Queued, run.AckWait = true, q.ackWait
		if token == "" {
			token = q.token
		}
	}
	wt := &watching{w: watch.New(run)}
	if q != nil {
		if err := q.coord.Workers(wt.w.Worker); err != nil {
			return nil, err
		}
	}
	if h.addr == "" {
		return wt, nil
	}
	srv, err := watch.Serve(wt.w, h.addr, token)
	if err != nil {
		return nil, err
	}
	wt.srv = srv
	if srv.Loopback {
		fmt.Fprintf(c.stderr, "botcup: the live page of the run: %s\n", srv.URL)
	} else {
		fmt.Fprintf(c.stderr, "botcup: the live page of the run: %s (off loopback: every request needs the token)\n", srv.URL)
	}
	return wt, nil
}

// observe is the run's arena Observe hook (nil without a watch).
func (wt *watching) observe() func(arena.Record) {
	if wt == nil {
		return nil
	}
	return wt.w.Game
}

// match is told a match's progress.
func (wt *watching) match(done, total int, sum arena.MatchSummary) {
	if wt != nil {
		wt.w.Match(done, total, sum)
	}
}

// end marks the run over and stops the server (the open pages get the
// final state first).
func (wt *watching) end(runErr error) {
	if wt == nil {
		return
	}
	wt.w.End(runErr)
	if wt.srv != nil {
		wt.srv.Close()
	}
}

// report writes the live page, frozen, to path (-report), if set.
func (wt *watching) report(c *cli, path string) error {
	if wt == nil || path == "" {
		return nil
	}
	var page bytes.Buffer
	if err := wt.w.WritePage(&page); err != nil {
		return err
	}
	return c.writePage(path, page.Bytes())
}
