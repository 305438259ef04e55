package samegame

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"botcup/search"
)

// The solver's engines (Options.Engine).
const (
	// EngineAuto: on boards of at most BeamCells cells, chains
	// (EngineChains) on lane boards, beam search on the others (and on
	// lane boards with Options.NoChains), and tail beams (EngineTail) on
	// alternate workers; on larger ones, repeated playouts.
	EngineAuto = "auto"
	// EngineBeam: beam search ranked by one tabu-colour playout per child,
	// passes of the widths of beamSchedule (doubling from 1 to
	// BeamRepeatFrom, then repeated), at most what fits in BeamMemory.
	EngineBeam = "beam"
	// EngineNMCS: Nested Monte Carlo Search of level NMCSLevel with
	// tabu-colour playouts.
	EngineNMCS = "nmcs"
	// EngineNRPA: NRPA of level NRPALevel on the groups' codes.
	EngineNRPA = "nrpa"
	// EnginePlayouts: tabu-colour playouts from the root with 1 to MaxTabu
	// tabu colours, the best kept.
	EnginePlayouts = "playouts"
	// EngineTail: beam passes of TailWidth from random points of the
	// best line of all workers (tailBeams).
	EngineTail = "tail"
	// EngineChains: again and again a first round of beam passes from
	// the root, then tail beams on that chain's own best line until it
	// stalls for ChainStall (chains).
	EngineChains = "chains"
)

// Engines lists the engine names Options.Engine accepts.
var Engines = []string{EngineAuto, EngineBeam, EngineNMCS, EngineNRPA, EnginePlayouts, EngineTail, EngineChains}

// MaxLog bounds the reasoning Run writes to Options.Log, in bytes.
const MaxLog = 10000

// ErrEngine is the error of an unknown engine name.
var ErrEngine = errors.New("samegame: unknown engine")

// Options configure Run.
type Options struct {
	Scoring Scoring
	Engine  string // one of Engines; "" means EngineAuto
	Threads int    // workers; 0 means GOMAXPROCS
	Seed    uint64
	// Budget stops the search and returns after this long; 0 means run
	// until killed, as the contest does.
	Budget time.Duration
	// NoChains: with EngineAuto on lane boards, the beam's workers run the
	// beam's passes (EngineBeam) instead of chains (EngineChains) beside
	// the tail beams. Chains are the default: they scored higher under
	// classic scoring and no worse under contest (see docs/tuning.md).
	NoChains bool
	// Rounds is how many searches each worker runs before it stops (0:
	// no limit); Run returns once all have stopped. For tests and benches.
	Rounds int
	// BeamWidth caps the beam's width (0: MaxBeamWidth or what fits in
	// BeamMemory); Level is the nesting level of NMCS and NRPA (0:
	// NMCSLevel, NRPALevel). For tests and experiments.
	BeamWidth, Level int
	// Log receives the reasoning (each improvement: time, score, moves,
	// engine), at most MaxLog bytes; nil means none.
	Log io.Writer
}

// Run reads one board from in, prints a first complete solution at once and
// then every better one, each on its own line and flushed, until it is
// killed, the budget is spent or every worker has run its rounds. It never
// waits for the end of in.
func Run(in io.Reader, out io.Writer, opts Options) error {
	start := time.Now()
	if opts.Engine == "" {
		opts.Engine = EngineAuto
	}
	if !validEngine(opts.Engine) {
		return fmt.Errorf("%w: %q (known: %v)", ErrEngine, opts.Engine, Engines)
	}
	if opts.Threads <= 0 {
		opts.Threads = runtime.GOMAXPROCS(0)
	}
	rows, err := ReadBoard(bufio.NewReaderSize(in, 1<<16))
	if err != nil {
		return err
	}
	b, err := NewBoard(rows, opts.Scoring)
	if err != nil {
		return err
	}
	p := &printer{w: bufio.NewWriterSize(out, 1<<16), log: &limitedLog{w: opts.Log}, start: start}
	p.log.printf("board %dx%d, %d stones, %d colours, %s scoring, engine %s, %d workers\n",
		b.Columns(), b.RowCount(), b.Stones(), len(b.Palette()), opts.Scoring, opts.Engine, opts.Threads)
	shared := newTracker()
	// The first solution: one tabu-colour playout, printed before any search.
	rootNode(b, newContext(shared, opts.Seed, "first playout")).BeamScore()
	if err := p.print(shared); err != nil {
		return err
	}

	var stop atomic.Bool
	dl := &stopFlag{stop: &stop}
	var wg sync.WaitGroup
	for k := 0; k < opts.Threads; k++ {
		engine := opts.workerEngine(k, b)
		ctx := newContext(shared, opts.Seed+uint64(k+1)*0x9e3779b97f4a7c15, engine)
		wg.Add(1)
		go func() {
			defer wg.Done()
			work(engine, b, ctx, dl, opts)
		}()
	}
	done := make(chan struct{})
	go func() {
		wg.Wait()
		close(done)
	}()
	var budget <-chan time.Time
	if opts.Budget > 0 {
		t := time.NewTimer(opts.Budget - time.Since(start))
		defer t.Stop()
		budget = t.C
	}
	for {
		select {
		case <-shared.changed:
			if err := p.print(shared); err != nil {
				stop.Store(true)
				<-done
				return err
			}
			continue
		case <-done:
		case <-budget:
			stop.Store(true)
			<-done
		}
		err := p.print(shared)
		p.log.printf("%.3fs: stop, best %d (%s)\n", time.Since(start).Seconds(), p.score, p.source)
		return err
	}
}

// validEngine reports whether name is one of Engines.
func validEngine(name string) bool {
	for _, e := range Engines {
		if e == name {
			return true
		}
	}
	return false
}

// workerEngine is the engine worker k runs on b: Engine, or for EngineAuto
// (or "") the beam's or the tail's by k, chains for the beam unless
// NoChains, and repeated playouts on boards of more than BeamCells cells.
func (o Options) workerEngine(k int, b *Board) string {
	if o.Engine != EngineAuto && o.Engine != "" {
		return o.Engine
	}
	if b.Columns()*b.RowCount() > BeamCells {
		return EnginePlayouts
	}
	if k%2 == 1 {
		return EngineTail
	}
	if !o.NoChains && b.lanePlayable() {
		return EngineChains
	}
	return EngineBeam
}

// stopFlag is the searches' deadline: stop when the flag is set.
type stopFlag struct{ stop *atomic.Bool }

// Stop reports that the flag is set.
func (s *stopFlag) Stop() bool { return s.stop.Load() }

// NewIteration reports that the flag is not set.
func (s *stopFlag) NewIteration() bool { return !s.stop.Load() }

// work runs one worker's engine from b until dl stops it or rounds are done.
func work(engine string, b *Board, ctx *context, dl *stopFlag, opts Options) {
	rounds := opts.Rounds
	root := rootNode(b, ctx)
	report := func(score int64, moves []Move) { ctx.offer(score, moves) }
	seed := ctx.rng.Uint64()
	switch engine {
	case EngineBeam:
		beams(b, root, dl, rounds, scheduleFor(b, opts))
	case EngineChains:
		chains(b, ctx, dl, rounds, scheduleFor(b, opts))
	case EngineNMCS:
		nmcs, err := search.NewNMCS[node, Move, *node](search.NMCSOptions{Level: level(opts.Level, NMCSLevel), Runs: rounds, Seed: seed})
		if err != nil {
			return
		}
		_, _ = nmcs.Search(root, dl, report)
	case EngineNRPA:
		nrpa, err := search.NewNRPA[node, Move, *node](search.NRPAOptions{Level: level(opts.Level, NRPALevel), Runs: rounds, Seed: seed})
		if err != nil {
			return
		}
		_, _ = nrpa.Search(root, dl, report)
	case EnginePlayouts:
		playouts(b, ctx, dl, rounds)
	case EngineTail:
		tailBeams(b, ctx, dl, rounds)
	}
}

// scheduleFor is the schedule of the widths of b's beam passes, at most
// what fits in BeamMemory and opts.BeamWidth.
func scheduleFor(b *Board, opts Options) beamSchedule {
	maxW := beamWidth(b)
	if opts.BeamWidth > 0 {
		maxW = min(maxW, opts.BeamWidth)
	}
	return newBeamSchedule(maxW)
}

// beams is the beam worker (EngineBeam): rounds passes of the widths of
// sched from root (0: until dl stops it), the first round one anytime
// search widening from 1, each better line offered.
func beams(b *Board, root *node, dl search.Deadline, rounds int, sched beamSchedule) {
	if b.lanePlayable() {
		wideBeams(b, root.ctx, dl, rounds, sched)
		return
	}
	report := func(score int64, moves []Move) { root.ctx.offer(score, moves) }
	beam, err := search.NewBeam[node, Move, *node](search.BeamOptions{Width: 1, MaxWidth: sched.first()})
	width := 0 // of the passes after the first round
	for r := 0; (rounds == 0 || r < rounds) && !dl.Stop() && err == nil; r++ {
		_, _ = beam.Search(root, dl, report)
		if w := sched.next(); w != width {
			width = w
			beam, err = search.NewBeam[node, Move, *node](search.BeamOptions{Width: w})
		}
	}
}

// level is the nesting level asked for, or def for 0.
func level(asked, def int) int {
	if asked > 0 {
		return asked
	}
	return def
}

// playouts runs tabu-colour playouts from b, the tabu set cycling through
// the 1, 2, ... MaxTabu most frequent colours (fewer on boards with fewer
// colours), the tabu groups in the scoring's TabuOrder, and offers each
// better line.
func playouts(b *Board, ctx *context, dl *stopFlag, rounds int) {
	sc := &ctx.scratch
	sets := make([]Tabu, 0, MaxTabu)
	for k := 1; k <= MaxTabu && (k == 1 || k < len(b.Palette())); k++ {
		sets = append(sets, b.TabuColours(k))
	}
	order := b.scoring.TabuOrder()
	for r := 0; rounds == 0 || r < rounds; r++ {
		for k := 0; k < PlayoutsPerRound; k++ {
			if dl.Stop() {
				return
			}
			sc.CopyFrom(b)
			ctx.line = sc.PlayoutTabuOrder(&ctx.rng, &sets[k%len(sets)], order, ctx.line[:0])
			ctx.offer(sc.Score(), ctx.line)
		}
	}
}

// beamWidth is the widest beam whose two layers of nodes fit in BeamMemory.
func beamWidth(b *Board) int {
	cells := (b.Columns() + 2) * (b.RowCount() + 2)
	// colour, origin, seen, stack, cand, tabuC, and the path of moves
	perNode := cells*(1+2+4+4+4+4) + b.Stones() + 1400
	return max(1, min(MaxBeamWidth, BeamMemory/(2*perNode)))
}

// printer writes each new best line of a tracker, flushed, and logs it.
type printer struct {
	w       *bufio.Writer
	log     *limitedLog
	start   time.Time
	version uint64
	line    []Move
	buf     []byte
	score   int64
	source  string
}

// print writes the tracker's best line if it is new.
func (p *printer) print(t *tracker) error {
	line, score, source, version, ok := t.take(p.version, p.line)
	p.line = line
	if !ok {
		return nil
	}
	p.version, p.score, p.source = version, score, source
	p.buf = append(AppendSolution(p.buf[:0], line), '\n')
	if _, err := p.w.Write(p.buf); err != nil {
		return err
	}
	if err := p.w.Flush(); err != nil {
		return err
	}
	p.log.printf("%.3fs: %d in %d moves (%s)\n", time.Since(p.start).Seconds(), score, len(line), source)
	return nil
}

// limitedLog writes to w until MaxLog bytes have been written.
type limitedLog struct {
	w       io.Writer
	written int
}

// printf logs a formatted line while the limit allows.
func (l *limitedLog) printf(format string, args ...any) {
	if l.w == nil || l.written >= MaxLog {
		return
	}
	s := fmt.Sprintf(format, args...)
	if l.written+len(s) > MaxLog {
		s = "(log limit reached)\n"
		l.written = MaxLog
	} else {
		l.written += len(s)
	}
	_, _ = io.WriteString(l.w, s)
}
