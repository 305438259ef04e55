package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"

	"botcup/queue"
)

// worker runs `botcup worker URL [flags]`: it plays the pairs a queue
// hands it (package queue) until interrupted.
func (c *cli) worker(args []string) error {
	fs := newFlags("worker")
	conc := fs.Int("c", 1, "games played at once (one pair each): at most one per core for timed games")
	host, _ := os.Hostname()
	name := fs.String("name", host+"-"+strconv.Itoa(os.Getpid()), "this worker's name in the logs and results")
	var auth queue.Auth
	registerAuth(fs, &auth)
	once := fs.Bool("once", false, "leave when a run this worker played in is over (a batch job's worker)")
	cacheDefault := ""
	if dir, err := os.UserCacheDir(); err == nil {
		cacheDefault = filepath.Join(dir, "botcup", "programs")
	}
	cache := fs.String("cache", cacheDefault, "where programs that travel are kept, by their SHA-256")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("usage: botcup worker URL [-c N] [-name NAME] [-token T | -creds FILE] (one URL, not %d arguments; botcup help worker)", len(pos))
	}
	if *conc < 1 {
		return usagef("-c must be at least 1, not %d", *conc)
	}
	if *cache == "" {
		return usagef("no cache directory: give -cache DIR")
	}
	nc, js, err := queue.Connect(pos[0], "botcup worker "+*name, auth)
	if err != nil {
		return err
	}
	defer nc.Close()
	// The worker answers SIGINT, SIGTERM and SIGHUP (its ssh session
	// gone) itself: its pairs go back to the queue before its players are
	// killed.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	w := &queue.Worker{Name: *name, Concurrency: *conc, Games: c.games, Self: c.self, Cache: *cache, Log: c.stderr, Once: *once,
		Version: c.version(), Judges: caiaJudges}
	if err := w.Run(ctx, nc, js); err != nil {
		return err
	}
	if ctx.Err() != nil {
		fmt.Fprintf(c.stderr, "botcup worker: interrupted: its pairs went back to the queue, every player was killed\n")
	}
	return nil
}

// The worker's help lives here, with the command (help.go holds the rest).
func init() {
	helpTexts["worker"] = helpText{
		usage: "botcup worker URL [-c N] [-name NAME] [-token T | -creds FILE] [-tls-ca FILE] [-once]",
		about: `Plays the pairs a NATS JetStream queue hands it: the pairs of every match, tournament
and tune run started with -workers URL (or -serve, which prints this command with its
token), with the local arena exactly as a local run plays them (the contest's clocks,
suspension, containment, faults). It keeps each pair's claim alive while it plays; a
worker that dies or is cut off loses its pair to another after the run's -ack-wait.
Programs travel with the run: each is fetched once from the queue's object store,
checked against its SHA-256 (a mismatch is refused) and cached under -cache. Ctrl-C
(SIGINT, SIGTERM, SIGHUP) gives its pairs back to the queue at once and kills its players.
The coordinator re-judges every game it returns; a worker whose results it refuses 3
times, or whose botcup version differs from the coordinator's, is refused and leaves
with the reason (exit status 1).`,
		args: "  URL         the NATS server: nats://host:4222 (tls://host:4222 with TLS)",
		notes: `Games per core: -c 1 per core for timed games (a player thinks on one core;
two players of a game alternate, the one not on turn suspended), as a local
match's -c. Deploy recipes: deploy/ (Slurm, Kubernetes, ssh).`,
	}
}
