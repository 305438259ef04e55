package tune

import (
	"context"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"sync"

	"botcup/arena"
	"botcup/game"
)

// Kind marks a tune record's lines.
const Kind = "tune"

// Record is one SPSA iteration as a tune record file keeps it, one
// JSON line appended when its pair of games ends.
type Record struct {
	Kind      string    `json:"kind"`
	Iteration int       `json:"iteration"`
	Seed      uint64    `json:"seed"`
	Flips     []float64 `json:"flips"`
	Plus      []float64 `json:"plus"`
	Minus     []float64 `json:"minus"`
	// Result is the plus side's wins minus losses over the pair.
	Result float64         `json:"result"`
	Games  [2]arena.Record `json:"games"`
}

// Tuner runs SPSA on one bot: every iteration is a pair of games between
// the bot started with the plus values and with the minus values of its
// parameters (appended to its command line as -param name=value). Pairs
// run Concurrency at a time, in batches that all start from the same
// values; each batch's results are applied in iteration order, so a run
// is repeatable. A resumed run applies the recorded results in iteration
// order and plays the iterations still missing.
type Tuner struct {
	SPSA        SPSA
	Judge       game.Judge
	Bot         arena.Entrant
	Options     arena.GameOptions
	Concurrency int
	// Record receives every finished iteration; nil records nothing.
	Record *arena.RecordFile
	// Resumed are the iterations recorded before.
	Resumed []Record
	// Progress is called after each batch with the iterations done and the
	// current values. Calls never overlap.
	Progress func(done int, theta []float64)
	// Remote, if set, plays each iteration's pair elsewhere (see
	// Runner.Remote); the batches stay Concurrency pairs.
	Remote arena.RemotePlay
	// Observe, if set, is told each game as its iteration ends (calls
	// never overlap).
	Observe func(rec arena.Record)

	observing sync.Mutex
}

// ParamArgs are the command-line arguments that give a bot these values.
func ParamArgs(params []Param, values []float64) []string {
	args := make([]string, 0, 2*len(params))
	for i, p := range params {
		args = append(args, "-param", p.Name+"="+FormatParam(p, values[i]))
	}
	return args
}

// FormatParam writes v as the parameter takes it: integers rounded.
func FormatParam(p Param, v float64) string {
	if p.Int {
		return strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

// Run plays the missing iterations and returns the final values and every
// iteration's record, in iteration order. Once ctx is done the games in
// progress are cut short (their players killed) and Run returns the values
// after the iterations finished, which are recorded, with ctx's error: a
// run on the same record resumes there.
func (t *Tuner) Run(ctx context.Context) ([]float64, []Record, error) {
	s := &t.SPSA
	if err := s.Check(); err != nil {
		return nil, nil, err
	}
	done := make(map[int]Record, len(t.Resumed))
	for _, r := range t.Resumed {
		if r.Iteration < 0 || r.Iteration >= s.Iterations {
			return nil, nil, fmt.Errorf("recorded iteration %d is not in this run of %d", r.Iteration, s.Iterations)
		}
		if len(r.Flips) != len(s.Params) {
			return nil, nil, fmt.Errorf("recorded iteration %d has %d parameters, this run %d", r.Iteration, len(r.Flips), len(s.Params))
		}
		if _, dup := done[r.Iteration]; dup {
			return nil, nil, fmt.Errorf("iteration %d is recorded twice", r.Iteration)
		}
		done[r.Iteration] = r
	}
	theta := s.Start()
	all := make([]Record, 0, s.Iterations)
	for k := 0; k < s.Iterations; k++ {
		if r, ok := done[k]; ok {
			s.Update(k, theta, r.Flips, r.Result)
			all = append(all, r)
		}
	}
	var todo []int
	for k := 0; k < s.Iterations; k++ {
		if _, ok := done[k]; !ok {
			todo = append(todo, k)
		}
	}
	if t.Progress != nil {
		t.Progress(len(all), theta)
	}
	batch := max(1, t.Concurrency)
	for len(todo) > 0 {
		if ctx.Err() != nil {
			break
		}
		n := min(batch, len(todo))
		recs := make([]Record, n)
		errs := make([]error, n)
		var wg sync.WaitGroup
		for j, k := range todo[:n] {
			wg.Add(1)
			go func(j, k int) {
				defer wg.Done()
				recs[j], errs[j] = t.iterate(ctx, k, theta)
			}(j, k)
		}
		wg.Wait()
		// The iterations finished are applied in iteration order, as a
		// resumed run applies them, even if others failed.
		var failed error
		for j := range recs {
			if errs[j] != nil {
				if failed == nil {
					failed = fmt.Errorf("iteration %d: %w", todo[j], errs[j])
				}
				continue
			}
			s.Update(recs[j].Iteration, theta, recs[j].Flips, recs[j].Result)
			all = append(all, recs[j])
		}
		if failed != nil && ctx.Err() == nil {
			return theta, all, failed
		}
		todo = todo[n:]
		if t.Progress != nil {
			t.Progress(len(all), theta)
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Iteration < all[j].Iteration })
	if err := ctx.Err(); err != nil {
		return theta, all, fmt.Errorf("tune interrupted after %d of %d iterations: %w", len(all), s.Iterations, err)
	}
	return theta, all, nil
}

// iterate plays iteration k's pair around theta and records it.
func (t *Tuner) iterate(ctx context.Context, k int, theta []float64) (Record, error) {
	s := &t.SPSA
	flips := s.Flips(k)
	plus, minus := s.Perturb(k, theta, flips)
	rec := Record{Kind: Kind, Iteration: k, Seed: arena.PairSeed(s.Seed, k), Flips: flips, Plus: plus, Minus: minus}
	side := func(name string, values []float64) arena.Entrant {
		argv := append(append([]string(nil), t.Bot.Argv...), ParamArgs(s.Params, values)...)
		return arena.Entrant{Name: t.Bot.Name + " [" + name + "]", Argv: argv}
	}
	p, m := side("+", plus), side("-", minus)
	pair := []arena.Scheduled{{Index: 2 * k, Seed: rec.Seed, Players: [2]arena.Entrant{p, m}, Pair: k},
		{Index: 2*k + 1, Seed: rec.Seed, Players: [2]arena.Entrant{m, p}, Pair: k}}
	games, err := t.play(ctx, pair)
	if err != nil {
		return rec, err
	}
	for g, r := range games {
		r.Index = 2*k + g
		rec.Games[g] = r
		// The plus side sits first in game 0 and second in game 1.
		rec.Result += 2*r.Outcome(g) - 1
	}
	if t.Record != nil {
		if err := t.Record.AppendJSON(rec); err != nil {
			return rec, fmt.Errorf("recording it: %w", err)
		}
	}
	if t.Observe != nil {
		t.observing.Lock()
		for _, r := range rec.Games {
			t.Observe(r)
		}
		t.observing.Unlock()
	}
	return rec, nil
}

// play plays an iteration's two games, through Remote if it is set.
func (t *Tuner) play(ctx context.Context, pair []arena.Scheduled) ([]arena.Record, error) {
	if t.Remote != nil {
		recs, err := t.Remote(ctx, pair)
		if err == nil && len(recs) != len(pair) {
			err = fmt.Errorf("%d records for %d games", len(recs), len(pair))
		}
		return recs, err
	}
	recs := make([]arena.Record, len(pair))
	for g, s := range pair {
		var err error
		if recs[g], err = arena.PlayGame(ctx, t.Judge, s.Seed, s.Players, t.Options); err != nil {
			return nil, fmt.Errorf("game %d: %w", s.Index, err)
		}
	}
	return recs, nil
}

// History is the values at the start and after each of recs's iterations,
// applied in iteration order as Run applies them.
func (s *SPSA) History(recs []Record) [][]float64 {
	theta := s.Start()
	out := [][]float64{append([]float64(nil), theta...)}
	for _, r := range recs {
		s.Update(r.Iteration, theta, r.Flips, r.Result)
		out = append(out, append([]float64(nil), theta...))
	}
	return out
}

// ReadRecords reads a tune record's lines (see arena.ReadRecords).
func ReadRecords(rd io.Reader) (recs []Record, good int64, tail *arena.BrokenTail, err error) {
	return arena.ReadLines[Record](rd)
}

// OpenRecordFile is arena.OpenRecordFile for a tune record.
func OpenRecordFile(path string) (*arena.RecordFile, []Record, *arena.BrokenTail, error) {
	return arena.OpenLines(path, ReadRecords)
}
