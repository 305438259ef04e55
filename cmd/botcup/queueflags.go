package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"botcup/arena"
	"botcup/queue"
)

// queueFlags are -workers, -serve and their companions: match,
// tournament and tune play their pairs on workers through a NATS
// JetStream queue (package queue) instead of on this machine.
type queueFlags struct {
	workers, serve string
	auth           queue.Auth
	tlsCert        string
	tlsKey         string
	ship           shipFlag
	ackWait        time.Duration
}

// shipFlag collects repeated -ship FILE.
type shipFlag []string

func (s *shipFlag) String() string     { return strings.Join(*s, ",") }
func (s *shipFlag) Set(v string) error { *s = append(*s, v); return nil }

func (q *queueFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&q.workers, "workers", "", "play the pairs on workers (botcup worker) through the NATS JetStream server at `URL` (nats://host:4222); every pair is queued at once and each worker's own -c says how many it plays at once (tune keeps -c as its batch)")
	fs.StringVar(&q.serve, "serve", "", "play the pairs on workers through a JetStream server started here on `ADDR` (:4222 is loopback, 0.0.0.0:4222 every interface); prints the botcup worker command")
	registerAuth(fs, &q.auth)
	fs.StringVar(&q.tlsCert, "tls-cert", "", "with -serve: the server's TLS certificate `FILE` (with -tls-key): workers connect with tls://")
	fs.StringVar(&q.tlsKey, "tls-key", "", "with -serve: the server's TLS key `FILE`")
	fs.Var(&q.ship, "ship", "with -workers or -serve: a `FILE` that travels to the workers with the players (a weights file); an argument naming it is replaced by the worker's copy (repeatable)")
	fs.DurationVar(&q.ackWait, "ack-wait", queue.DefaultAckWait, "with -workers or -serve: how long a silent worker keeps its pair before another gets it")
}

// registerAuth registers the client's credentials flags.
func registerAuth(fs *flag.FlagSet, a *queue.Auth) {
	fs.StringVar(&a.Token, "token", os.Getenv("BOTCUP_TOKEN"), "the queue's token (default $BOTCUP_TOKEN)")
	fs.StringVar(&a.Creds, "creds", "", "a NATS credentials `FILE` (user JWT and seed)")
	fs.StringVar(&a.CA, "tls-ca", "", "the certificate authority `FILE` the server's TLS certificate must chain to")
}

// check refuses flags that do not go together.
func (q *queueFlags) check() error {
	switch {
	case q.workers != "" && q.serve != "":
		return usagef("-workers and -serve exclude each other: use a NATS server, or start one here")
	case q.workers == "" && q.serve == "" && (len(q.ship) > 0 || q.tlsCert != "" || q.auth.Creds != ""):
		return usagef("-ship, -tls-cert and -creds go with -workers or -serve")
	case q.ackWait <= 0:
		return usagef("-ack-wait must be positive, not %v", q.ackWait)
	}
	return nil
}

// queued is a run on workers: its coordinator, connection and server.
type queued struct {
	c      *cli
	coord  *queue.Coordinator
	nc     *nats.Conn
	srv    *queue.Server
	store  string // the embedded server's store, removed at the end, or ""
	record string
	// token is the queue's token (the run's: a live page off loopback
	// asks for it too); ackWait its workers' ack wait.
	token   string
	ackWait time.Duration
}

// start connects to the queue (or serves one) and starts the coordinator
// of run (its game, options, players, and a solve round's time and
// scoring) under ctx, the run's; nil without -workers and -serve. record
// is the record file (it names the run across restarts), fresh says it
// holds nothing.
func (q *queueFlags) start(ctx context.Context, c *cli, run queue.Run, record string, fresh bool) (*queued, error) {
	if q.workers == "" && q.serve == "" {
		return nil, nil
	}
	r := &queued{c: c, record: record, ackWait: q.ackWait}
	url, auth := q.workers, q.auth
	if q.serve != "" {
		store := record + ".queue"
		if record == "" {
			dir, err := os.MkdirTemp("", "botcup-queue-")
			if err != nil {
				return nil, err
			}
			store, r.store = dir, dir
		}
		srv, err := queue.Serve(queue.ServeOptions{Addr: q.serve, StoreDir: store, TLSCert: q.tlsCert, TLSKey: q.tlsKey})
		if err != nil {
			r.close()
			return nil, err
		}
		// The coordinator trusts the certificate its server presents.
		r.srv, url, auth = srv, srv.URL, srv.Auth()
		scheme, ca := "", ""
		if q.tlsCert != "" {
			scheme, ca = " (TLS: -tls-ca is the certificate's authority, the certificate itself if self-signed)", " -tls-ca CA.pem"
		}
		// Only the workers' token: a worker's rights (see
		// queue.WorkerPermissions).
		fmt.Fprintf(c.stderr, "botcup: a JetStream queue on %s%s; start workers (each -c games at once) with:\n  botcup worker %s -token %s%s -c 1\n",
			q.serve, scheme, srv.WorkerURL(), srv.WorkerToken, ca)
	}
	nc, js, err := queue.Connect(url, "botcup coordinator", auth)
	if err != nil {
		r.close()
		return nil, err
	}
	r.nc, r.token = nc, auth.Token
	key := ""
	if record != "" {
		abs, _ := filepath.Abs(record)
		what, _ := json.Marshal(run)
		key = abs + "\n" + string(what)
	}
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	run.Self, run.Ship, run.AckWait, run.Key, run.Fresh = c.self, q.ship, q.ackWait, key, fresh
	// Every result is re-judged with this botcup's own judges.
	run.Version, run.Log = c.version(), c.stderr
	if run.Registration, err = c.game(run.Game); err != nil {
		r.close()
		return nil, err
	}
	// A judging program travels to the workers by its hash, as players do.
	run.Judge = run.Registration.Program
	r.coord, err = queue.Start(ctx, nc, js, run)
	if err != nil {
		r.close()
		return nil, err
	}
	return r, nil
}

// remote is the run's arena.RemotePlay, nil without a queue.
func (r *queued) remote() arena.RemotePlay {
	if r == nil {
		return nil
	}
	return r.coord.Play
}

// solve is the round's arena.RemoteSolve, nil without a queue.
func (r *queued) solve() arena.RemoteSolve {
	if r == nil {
		return nil
	}
	return r.coord.Solve
}

// concurrency is local without a queue, else pairs: every pair queued.
func (r *queued) concurrency(local, pairs int) int {
	if r == nil {
		return local
	}
	return pairs
}

// end ends the run: an interrupted run with a record file stays in the
// queue to be resumed; any other is finished (workers abandon its games,
// its jobs are purged).
func (r *queued) end(runErr error) {
	if r == nil {
		return
	}
	if errors.Is(runErr, context.Canceled) && r.record != "" {
		r.coord.Close()
	} else if err := r.coord.Finish(); err != nil {
		fmt.Fprintf(r.c.stderr, "botcup: ending the run in the queue: %v\n", err)
	}
	r.close()
}

func (r *queued) close() {
	if r.nc != nil {
		r.nc.Close()
	}
	if r.srv != nil {
		r.srv.Shutdown()
	}
	if r.store != "" {
		os.RemoveAll(r.store)
	}
}
