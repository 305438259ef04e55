package watch

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"botcup/arena"
	"botcup/arena/stats"
	"botcup/arena/tune"
	"botcup/queue"
	"botcup/replay"
)

// How much a Watch keeps, so that a long run's memory stays flat.
const (
	// MaxPoints is the most points a curve keeps: past it, every other
	// one goes and the curve keeps one point in twice as many games.
	MaxPoints = 1000
	// RecentGames is how many of the last games the page lists.
	RecentGames = 20
	// KeptGames is how many of the last games' records are kept for their
	// replay pages.
	KeptGames = 100
	// MaxFaults is how many faults the page lists (the count goes on).
	MaxFaults = 100
	// TailLines is how many of a faulty player's last stderr lines a
	// fault shows.
	TailLines = 12
)

// Run is what a Watch knows of its run before it starts.
type Run struct {
	Kind  string // match, tournament, tune or solve
	Game  string
	Sides [2]string // the sides' names, as the game registers them
	Title string
	Limit string
	Total int // games (boards) scheduled
	// SPRT is a match's test, if any; Params a tune run's parameters;
	// Scoring a solve round's.
	SPRT    *stats.SPRT
	Params  []tune.Param
	Scoring string
	// Replay draws a game for its replay page; nil serves none.
	Replay func(rec *arena.Record) (replay.Drawing, error)
	// AckWait, for a run on workers, is how long a silent worker keeps
	// its pair: one silent for min(AckWait, GoneAfter) is gone.
	Queued  bool
	AckWait time.Duration
}

// GoneAfter is how long a worker may stay silent before the page marks it
// gone (killed or cut off): a few beats, and never more than the ack wait.
const GoneAfter = 4 * queue.BeatEvery

// Watch collects a run's state as its games end. Its methods are the
// run's hooks; every one is safe to call from any goroutine.
type Watch struct {
	run Run
	now func() time.Time

	mu      sync.Mutex
	st      State
	start   time.Time
	first   int // games done when the run began; -1 before
	curve   thinned[Point]
	times   thinned[float64]
	path    thinned[[]float64]
	done    thinned[int]
	kept    []*arena.Record // the last KeptGames games, oldest first
	recs    []arena.Record  // a tournament's games, for its table
	names   []string        // a tournament's players
	workers map[string]*worker
	changed chan struct{} // closed and replaced at every change
}

// worker is what the beats told of a worker.
type worker struct {
	beat       queue.Beat
	first      int       // its Played when first heard
	firstSeen  time.Time // when first heard
	last       time.Time // its last beat
	gone, left bool
}

// New is a Watch of run, its clock starting now.
func New(run Run) *Watch {
	return newWatch(run, time.Now)
}

func newWatch(run Run, now func() time.Time) *Watch {
	unit := "games"
	if run.Kind == "solve" {
		unit = "boards"
	}
	w := &Watch{run: run, now: now, start: now(), first: -1, changed: make(chan struct{}), workers: map[string]*worker{}}
	w.st = State{Kind: run.Kind, Game: run.Game, Title: run.Title, Limit: run.Limit, Total: run.Total, Unit: unit, ETA: -1,
		Recent: []GameLine{}, Faults: []FaultLine{}}
	if run.Kind == "solve" {
		w.st.Solve = &Solve{Scoring: run.Scoring, Boards: []arena.BoardResult{}}
	}
	if run.Queued {
		w.st.Workers = []WorkerLine{}
		w.st.AckWait = run.AckWait.Seconds()
	}
	return w
}

// touch marks a change (w.mu held): the version moves on and whoever
// waits on changes is woken.
func (w *Watch) touch() {
	w.st.Version++
	close(w.changed)
	w.changed = make(chan struct{})
}

// changes is closed at the next change.
func (w *Watch) changes() <-chan struct{} {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.changed
}

// begin notes the games done when the run began (w.mu held), at the first
// word of progress.
func (w *Watch) begin(done int) {
	if w.first < 0 {
		w.first, w.start = done, w.now()
	}
}

// Game is told a game as it ends (arena's Observe).
func (w *Watch) Game(rec arena.Record) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.begin(0)
	if w.st.Kind != "match" { // a match's count comes with its summary
		w.st.Games++
	}
	w.times.add(rec.Time[0] + rec.Time[1])
	sides := w.run.Sides
	line := GameLine{Index: rec.Index, Players: rec.Players, Sides: sides, Scores: rec.Scores, Time: rec.Time, Moves: len(rec.Moves),
		Replay: w.run.Replay != nil}
	for _, f := range rec.Faults {
		line.Faults = append(line.Faults, fmt.Sprintf("%s: %s", sides[f.Player], f.Kind))
		w.st.FaultCount++
		if len(w.st.Faults) < MaxFaults {
			tail := f.StderrTail
			if tail == "" {
				tail = f.Stderr
			}
			w.st.Faults = append(w.st.Faults, FaultLine{Game: rec.Index, Player: rec.Players[f.Player], Kind: f.Kind, Move: f.Move,
				Detail: f.Detail, Tail: lastLines(tail, TailLines, 200)})
		}
	}
	w.st.Recent = append([]GameLine{line}, w.st.Recent[:min(len(w.st.Recent), RecentGames-1)]...)
	r := rec
	if len(w.kept) == KeptGames {
		w.kept = append(w.kept[:0], w.kept[1:]...)
	}
	w.kept = append(w.kept, &r)
	if w.st.Kind == "tournament" {
		w.recs = append(w.recs, rec)
	}
	w.touch()
}

// Match is told a match's summary before its first game and after each
// (arena.Match's Progress).
func (w *Watch) Match(done, total int, sum arena.MatchSummary) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.begin(done)
	w.st.Games, w.st.Total, w.st.Match = done, total, &sum
	if sum.SPRT != nil {
		w.st.SPRT = sum.SPRT
	}
	if done > 0 {
		p := Point{Games: done, Elo: sum.Elo, EloCI: sum.EloCI, NElo: sum.NElo, NCI: sum.NEloCI}
		if sum.SPRT != nil {
			p.LLR = sum.SPRT.LLR
		}
		w.curve.add(p)
	}
	w.touch()
}

// Tournament is told a tournament's players, once before it starts.
func (w *Watch) Tournament(names []string, resumed []arena.Record) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.names = names
	w.recs = append(w.recs, resumed...)
	w.st.Games = len(resumed)
	w.begin(len(resumed))
	w.touch()
}

// Tune is told a tune run's iterations done and its values after each
// batch (arena.Tune's Progress).
func (w *Watch) Tune(done int, theta []float64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.begin(2 * done)
	w.st.Games = 2 * done
	w.path.add(slices.Clone(theta))
	w.done.add(done)
	w.touch()
}

// Board is told each board of a solve round as it is solved (resumed ones
// first: arena.SolveRound's After).
func (w *Watch) Board(r arena.BoardResult) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.begin(0)
	w.st.Games++
	s := w.st.Solve
	s.Boards = append(s.Boards, r)
	s.Total += r.Score
	if r.Fault != "" {
		w.st.FaultCount++
		if len(w.st.Faults) < MaxFaults {
			w.st.Faults = append(w.st.Faults, FaultLine{Game: r.Board, Player: w.run.Title, Kind: r.Fault, Detail: r.Detail})
		}
	}
	w.touch()
}

// Worker is told each beat of a queued run's workers (the queue's
// Coordinator.Workers).
func (w *Watch) Worker(b queue.Beat) {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := w.now()
	k := w.workers[b.Name]
	if k == nil || k.beat.Since != b.Since { // new, or the same name started again
		k = &worker{first: b.Played, firstSeen: now}
		w.workers[b.Name] = k
	}
	k.beat, k.last, k.left, k.gone = b, now, b.Leaving, false
	w.touch()
}

// Sweep marks the workers silent for too long as gone; the server calls
// it as time passes.
func (w *Watch) Sweep() {
	w.mu.Lock()
	defer w.mu.Unlock()
	limit := GoneAfter
	if w.run.AckWait > 0 {
		limit = min(limit, w.run.AckWait)
	}
	now := w.now()
	changed := false
	for _, k := range w.workers {
		if !k.left && !k.gone && now.Sub(k.last) > limit {
			k.gone, changed = true, true
		}
	}
	if changed {
		w.touch()
	}
}

// End marks the run over: err is why it ended early (nil: all played or
// an SPRT decided).
func (w *Watch) End(err error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.st.Over = true
	switch {
	case errors.Is(err, context.Canceled):
		w.st.Ended = "interrupted"
	case err != nil:
		w.st.Ended = err.Error()
	}
	w.touch()
}

// State is the run's state now.
func (w *Watch) State() State {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.state()
}

// tick is what an event says of the run now: cheap, for every event.
func (w *Watch) tick() tick {
	w.mu.Lock()
	defer w.mu.Unlock()
	return tick{Games: w.st.Games, Total: w.st.Total, Version: w.st.Version, Over: w.st.Over}
}

// state is State (w.mu held).
func (w *Watch) state() State {
	st := w.st
	now := w.now()
	st.Elapsed = now.Sub(w.start).Seconds()
	if played := st.Games - max(w.first, 0); played > 0 {
		st.PerGame = st.Elapsed / float64(played)
		st.ETA = st.PerGame * float64(max(0, st.Total-st.Games))
	}
	if st.Over {
		st.ETA = 0
	}
	st.Curve, st.Times = w.curve.all(), w.times.all()
	if w.run.Params != nil {
		st.Params = &Params{Params: w.run.Params, Path: w.path.all(), Done: w.done.all()}
	}
	if st.Kind == "tournament" && len(w.names) > 0 {
		t := arena.SummarizeTournament(st.Game, w.names, w.recs)
		st.Tournament = &t
	}
	if st.Solve != nil {
		s := *st.Solve
		st.Solve = &s
	}
	if w.run.Queued {
		st.Workers = w.workerLines(now)
	}
	return st
}

// workerLines are the workers by name (w.mu held).
func (w *Watch) workerLines(now time.Time) []WorkerLine {
	lines := []WorkerLine{}
	for _, k := range w.workers {
		b := k.beat
		l := WorkerLine{Name: b.Name, Host: b.Host, Concurrency: b.Concurrency, Played: b.Played - k.first,
			LastSeen: now.Sub(k.last).Seconds(), Status: "idle"}
		if mins := k.last.Sub(k.firstSeen).Minutes(); mins > 0 {
			l.PerMinute = float64(l.Played) / mins
		}
		var held []string
		for _, h := range b.Holding {
			if h.Board != nil {
				held = append(held, fmt.Sprintf("board %d", *h.Board))
				continue
			}
			games := make([]string, len(h.Games))
			for i, g := range h.Games {
				games[i] = fmt.Sprint(g)
			}
			held = append(held, "games "+strings.Join(games, ", "))
		}
		l.Holding = strings.Join(held, "; ")
		switch {
		case k.left:
			l.Status = "left"
		case k.gone:
			l.Status = "gone"
		case len(held) > 0:
			l.Status = "working"
		}
		lines = append(lines, l)
	}
	slices.SortFunc(lines, func(a, b WorkerLine) int { return strings.Compare(a.Name, b.Name) })
	return lines
}

// record is the kept record of game index, or nil.
func (w *Watch) record(index int) *arena.Record {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, r := range w.kept {
		if r.Index == index {
			return r
		}
	}
	return nil
}

// lastLines is the last n non-blank lines of s, each cut at width bytes.
func lastLines(s string, n, width int) string {
	var out []string
	lines := strings.Split(s, "\n")
	for i := len(lines) - 1; i >= 0 && len(out) < n; i-- {
		l := strings.TrimRight(lines[i], "\r\t ")
		if l == "" {
			continue
		}
		if len(l) > width {
			l = l[:width] + "..."
		}
		out = append(out, l)
	}
	slices.Reverse(out)
	return strings.Join(out, "\n")
}

// thinned keeps at most MaxPoints of a series evenly, and its last item.
type thinned[T any] struct {
	items  []T
	stride int // one item kept in stride
	n      int // items added
	last   T
}

func (t *thinned[T]) add(x T) {
	if t.stride == 0 {
		t.stride = 1
	}
	if t.n%t.stride == 0 {
		if len(t.items) == MaxPoints {
			kept := t.items[:0]
			for i := 0; i < len(t.items); i += 2 {
				kept = append(kept, t.items[i])
			}
			clear(t.items[len(kept):])
			t.items, t.stride = kept, 2*t.stride
		}
		if t.n%t.stride == 0 {
			t.items = append(t.items, x)
		}
	}
	t.n++
	t.last = x
}

// all is the items kept, the last one added included.
func (t *thinned[T]) all() []T {
	if t.n == 0 {
		return nil
	}
	out := slices.Clone(t.items)
	if (t.n-1)%t.stride != 0 {
		out = append(out, t.last)
	}
	return out
}
