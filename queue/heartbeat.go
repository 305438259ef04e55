package queue

import (
	"context"
	"encoding/json"
	"os"
	"slices"
	"time"

	"github.com/nats-io/nats.go"
)

// beatSubject is where workers say they are alive (core NATS, nothing
// kept): botcup.workers.NAME.
const beatSubject = "botcup.workers."

// BeatEvery is how often a worker says it is alive: a worker silent for
// a few beats has been killed or cut off (its pairs go to others after
// the ack wait).
const BeatEvery = 2 * time.Second

// Beat is what a worker says of itself every BeatEvery, and once more as
// it leaves: a coordinator's live page lists the workers from it (they
// listen on no port of their own).
type Beat struct {
	Name        string    `json:"name"`
	Host        string    `json:"host"`
	Concurrency int       `json:"concurrency"` // games at once (-c)
	Played      int       `json:"played"`      // games played since it started, for any run
	Since       time.Time `json:"since"`       // when it started
	Holding     []Held    `json:"holding,omitempty"`
	Leaving     bool      `json:"leaving,omitempty"` // its last beat: it leaves
}

// Held is a job a worker holds now: its run and its games (or board).
type Held struct {
	Run   string `json:"run"`
	Games []int  `json:"games,omitempty"`
	Board *int   `json:"board,omitempty"`
}

// heldOf is what a beat says of job.
func heldOf(job *Job) Held {
	h := Held{Run: job.Run}
	for _, s := range job.Games {
		h.Games = append(h.Games, s.Index)
	}
	if job.Solve != nil {
		b := job.Solve.Board
		h.Board = &b
	}
	return h
}

// beat is the worker's beat now.
func (w *Worker) beat(leaving bool) Beat {
	host, _ := os.Hostname()
	w.mu.Lock()
	defer w.mu.Unlock()
	b := Beat{Name: w.Name, Host: host, Concurrency: max(1, w.Concurrency), Played: w.games, Since: w.since, Leaving: leaving}
	for _, h := range w.held {
		b.Holding = append(b.Holding, h)
	}
	slices.SortFunc(b.Holding, func(x, y Held) int { return firstOf(x) - firstOf(y) })
	return b
}

// firstOf orders held jobs: by first game, or board.
func firstOf(h Held) int {
	if len(h.Games) > 0 {
		return h.Games[0]
	}
	if h.Board != nil {
		return *h.Board
	}
	return 0
}

// beating says the worker is alive every BeatEvery until ctx is done,
// then that it leaves.
func (w *Worker) beating(ctx context.Context, nc *nats.Conn) {
	say := func(leaving bool) {
		data, _ := json.Marshal(w.beat(leaving))
		_ = nc.Publish(beatSubject+subjectToken(w.Name), data)
	}
	t := time.NewTicker(BeatEvery)
	defer t.Stop()
	for {
		say(false)
		select {
		case <-ctx.Done():
			say(true)
			_ = nc.FlushTimeout(time.Second)
			return
		case <-t.C:
		}
	}
}

// subjectToken is name as one token of a subject (no dots, spaces or
// wildcards).
func subjectToken(name string) string {
	b := []byte(name)
	for i, c := range b {
		if c == '.' || c == '*' || c == '>' || c <= ' ' {
			b[i] = '_'
		}
	}
	if len(b) == 0 {
		return "_"
	}
	return string(b)
}

// Workers calls seen with every beat of a worker on the queue until the
// coordinator's connection closes, its jobs narrowed to this run's. Calls
// never overlap.
func (c *Coordinator) Workers(seen func(Beat)) error {
	_, err := c.nc.Subscribe(beatSubject+">", func(m *nats.Msg) {
		var b Beat
		if json.Unmarshal(m.Data, &b) != nil || b.Name == "" {
			return
		}
		b.Holding = slices.DeleteFunc(b.Holding, func(h Held) bool { return h.Run != c.id })
		seen(b)
	})
	return err
}
