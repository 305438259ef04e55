package arena

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"botcup/game"
	"botcup/search"
)

// Scheduled is one game of a match or tournament: its index in the
// schedule, its seed and its players (Players[0] moves first), the number
// of its pair in its pairing and the pair's opening line (see Openings).
type Scheduled struct {
	Index   int
	Seed    uint64
	Players [2]Entrant
	Pair    int
	Opening Opening
}

// PairSeed is the seed of pair k of a match started with seed: both games
// of the pair play it, sides swapped (splitmix64 of seed and k: the
// (k+1)th value of search.SplitMix64 from seed).
func PairSeed(seed uint64, k int) uint64 {
	state := seed + uint64(k)*0x9e3779b97f4a7c15
	return search.SplitMix64(&state)
}

// Runner plays scheduled games, Concurrency at a time, appending each
// record as the game ends.
type Runner struct {
	Judge       game.Judge
	Options     GameOptions
	Concurrency int
	// NewJudge makes the judge of a game whose opening line carries judge
	// options (on top of Options.JudgeOptions); nil allows no such line.
	NewJudge JudgeFor
	// Record receives every finished game at once; nil records nothing.
	Record *RecordFile
	// Done is called once before any game with the records resumed, then
	// after each finished game with every record so far, in no fixed
	// order; it returns true to start no further games (an SPRT that
	// decided). Calls never overlap.
	Done func(recs []Record) (stop bool)
	// Observe, if set, is told each game as it ends, once recorded and
	// before Done (a live view of the run: package watch). Calls never
	// overlap.
	Observe func(rec Record)
	// Remote, if set, plays the games somewhere else instead of on this
	// machine (package queue: workers that pull pairs from a queue); see
	// RemotePlay. Concurrency is then how many pairs it holds at once.
	Remote RemotePlay
}

// RemotePlay plays the games of one pair elsewhere: the games of the pair
// not yet recorded, in schedule order, and returns their records in the
// same order. ctx is done when the run ends early (an SPRT decided, an
// error, the run's own context done): it then returns at once, and what
// it returns is dropped.
type RemotePlay func(ctx context.Context, pair []Scheduled) ([]Record, error)

// CheckResume matches the records of a file being resumed against the
// schedule: each must be a game of it (same index, game, seed, players);
// it returns them by index.
func CheckResume(game string, sched []Scheduled, recs []Record) (map[int]Record, error) {
	done := make(map[int]Record, len(recs))
	for _, r := range recs {
		if r.Index < 0 || r.Index >= len(sched) {
			return nil, fmt.Errorf("recorded game %d is not in this schedule of %d games", r.Index, len(sched))
		}
		s := sched[r.Index]
		if r.Game != game || r.Seed != s.Seed || r.Players != [2]string{s.Players[0].Name, s.Players[1].Name} {
			return nil, fmt.Errorf("recorded game %d (%s, seed %d, %s vs %s) is not game %d of this match (%s, seed %d, %s vs %s)",
				r.Index, r.Game, r.Seed, r.Players[0], r.Players[1], s.Index, game, s.Seed, s.Players[0].Name, s.Players[1].Name)
		}
		var played Opening
		if r.Opening != nil {
			played = *r.Opening
		}
		if !played.equal(s.Opening) {
			return nil, fmt.Errorf("recorded game %d was played on the opening line %q, game %d of this match is on %q (another suite or order?)",
				r.Index, played.MovesText(), s.Index, s.Opening.MovesText())
		}
		if _, dup := done[r.Index]; dup {
			return nil, fmt.Errorf("game %d is recorded twice", r.Index)
		}
		done[r.Index] = r
	}
	return done, nil
}

// Run plays every game of sched that done does not hold and returns all
// records, done's included, in schedule order. It stops at the first error
// (after the games in progress end), when Done asks (the games in progress
// end as games) or when ctx is done: then no game starts, the games in
// progress are cut short (their players killed), neither recorded nor
// returned, and Run returns the games finished before with ctx's error.
func (r *Runner) Run(ctx context.Context, sched []Scheduled, done map[int]Record) ([]Record, error) {
	st := &runState{r: r, ctx: ctx, all: make([]Record, 0, len(sched))}
	for _, s := range sched {
		if rec, ok := done[s.Index]; ok {
			st.all = append(st.all, rec)
		}
	}
	if r.Done != nil {
		st.stopped = r.Done(st.all)
	}
	jobs := make(chan []Scheduled)
	// early is done once the run ends early, for Remote's pairs in hand.
	early, end := context.WithCancel(ctx)
	defer end()
	st.early, st.end = early, end
	if st.stopped {
		end()
	}
	var wg sync.WaitGroup
	workers := max(1, r.Concurrency)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for unit := range jobs {
				st.mu.Lock()
				skip := st.stopped || st.firstErr != nil
				st.mu.Unlock()
				if skip || ctx.Err() != nil {
					continue
				}
				st.play(unit)
			}
		}()
	}
	for _, unit := range r.units(sched, done) {
		if early.Err() != nil {
			break
		}
		select {
		case jobs <- unit:
		case <-early.Done():
		}
	}
	close(jobs)
	wg.Wait()
	all := st.all
	slices.SortFunc(all, func(a, b Record) int { return cmp.Compare(a.Index, b.Index) })
	if err := ctx.Err(); err != nil {
		return all, fmt.Errorf("run interrupted after %d games: %w", len(all), err)
	}
	return all, st.firstErr
}

// runState is what one Run's workers share: the records so far, whether
// Done stopped the run, its first error, and early, done once the run
// ends early (end ends it).
type runState struct {
	r          *Runner
	ctx, early context.Context
	end        context.CancelFunc
	mu         sync.Mutex
	all        []Record
	stopped    bool
	firstErr   error
}

// play plays one unit of the run and records its games (a game cut short,
// or a pair abandoned when the run ended early, is not recorded); the first
// error ends the run.
func (st *runState) play(unit []Scheduled) {
	r := st.r
	recs, err := r.playUnit(st.ctx, st.early, unit)
	if st.ctx.Err() != nil { // cut short: the players may have been killed
		return
	}
	if r.Remote != nil && st.early.Err() != nil {
		return // a pair abandoned when the run ended early
	}
	failed := unit[0].Index
	for k, rec := range recs {
		rec.Index = unit[k].Index
		if r.Record != nil {
			if err = r.Record.Append(rec); err != nil {
				failed = rec.Index
				break
			}
		}
		st.mu.Lock()
		st.all = append(st.all, rec)
		if r.Observe != nil {
			r.Observe(rec)
		}
		if r.Done != nil && r.Done(st.all) {
			st.stopped = true
			st.end()
		}
		st.mu.Unlock()
	}
	st.mu.Lock()
	if err != nil && st.firstErr == nil {
		st.firstErr = fmt.Errorf("game %d: %w", failed, err)
		st.end()
	}
	st.mu.Unlock()
}

// units are the games of sched that done does not hold, as Run hands
// them out: one at a time on this machine, a pair at a time to Remote.
func (r *Runner) units(sched []Scheduled, done map[int]Record) [][]Scheduled {
	var units [][]Scheduled
	for _, s := range sched {
		if _, ok := done[s.Index]; ok {
			continue
		}
		if n := len(units); r.Remote != nil && n > 0 && units[n-1][0].Index/2 == s.Index/2 {
			units[n-1] = append(units[n-1], s)
			continue
		}
		units = append(units, []Scheduled{s})
	}
	return units
}

// playUnit plays a unit of units: on this machine, or through Remote. A
// game that failed is not among the records returned with its error.
// ctx is the run's; early ends with the run, early or not (Remote's).
func (r *Runner) playUnit(ctx, early context.Context, unit []Scheduled) ([]Record, error) {
	if r.Remote != nil {
		recs, err := r.Remote(early, unit)
		if err == nil && len(recs) != len(unit) {
			err = fmt.Errorf("%d records for %d games", len(recs), len(unit))
		}
		if err != nil {
			return nil, err
		}
		return recs, nil
	}
	rec, err := PlayScheduled(ctx, r.Judge, r.NewJudge, unit[0], r.Options)
	if err != nil {
		return nil, err
	}
	return []Record{rec}, nil
}

// PlayScheduled plays one scheduled game with PlayGame on its opening
// line, with a judge made by newJudge for the line's options if it has
// any: what a Runner does with each game, and a queue's worker with each
// game it is handed.
func PlayScheduled(ctx context.Context, j game.Judge, newJudge JudgeFor, s Scheduled, opt GameOptions) (Record, error) {
	opt.Opening = s.Opening
	if len(s.Opening.Options) > 0 {
		if newJudge == nil {
			return Record{}, errors.New("an opening line with judge options, but no way to make its judge")
		}
		opt.JudgeOptions = s.Opening.JudgeOptions(opt.JudgeOptions)
		var err error
		if j, err = newJudge(opt.JudgeOptions); err != nil {
			return Record{}, fmt.Errorf("opening %v: %w", s.Opening.Options, err)
		}
	}
	return PlayGame(ctx, j, s.Seed, s.Players, opt)
}
