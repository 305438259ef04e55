package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"botcup/blackhole"
	"botcup/search"
	"botcup/search/duel"
)

// config is what measure does.
type config struct {
	PerSize   int           // positions per number of empty fields
	Estimate  int           // MCTS playouts for the estimate
	AlphaBeta bool          // measure today's alpha-beta too
	Cap       time.Duration // alpha-beta's limit a position
	MaxNodes  int64         // the Solver's limit a question
}

// question is one measured search of a position: its time, nodes, and
// whether it finished within its limit.
type question struct {
	Time  time.Duration
	Nodes int64
	Done  bool
}

// The measured searches, in the table's order.
const (
	qAlphaBeta  = iota // today's exact search: alpha-beta, the bot's MCTS position
	qTestNoCuts        // Solver.Test at MCTS's estimate without the cuts (SolverMoves and Bounds only)
	qProve             // Solver.Prove: won, drawn or lost (every hook, as the rest)
	qTest              // Solver.Test at MCTS's estimate
	qSolve             // Solver.SolveMove from MCTS's estimate: the value and a move
	qCount
)

var questionNames = [qCount]string{"alpha-beta (today)", "Test at MCTS, no cuts", "Solver.Prove (sign)", "Solver.Test at MCTS", "Solver.SolveMove"}

// noCuts is a Position as the Solver sees it without the cuts of
// blackhole/solvercuts.go (WindowMoves, MoveSlack): SolverMoves and
// Bounds only.
type noCuts struct{ p *blackhole.Position }

func (g noCuts) Moves(buf []blackhole.Move) []blackhole.Move       { return g.p.Moves(buf) }
func (g noCuts) Make(m blackhole.Move)                             { g.p.Make(m) }
func (g noCuts) Unmake(m blackhole.Move)                           { g.p.Unmake(m) }
func (g noCuts) Hash() uint64                                      { return g.p.Hash() }
func (g noCuts) Eval() int32                                       { return g.p.Eval() }
func (g noCuts) Terminal() (bool, int32)                           { return g.p.Terminal() }
func (g noCuts) SolverMoves(buf []blackhole.Move) []blackhole.Move { return g.p.SolverMoves(buf) }
func (g noCuts) Bounds() (int32, int32)                            { return g.p.Bounds() }

// measure runs every question on the first PerSize positions of each size
// in sizes, checks that the answers agree, and writes the table to w and
// a line per position to log.
func measure(w, log io.Writer, set []position, sizes []int, cfg config) error {
	fmt.Fprintf(w, "%-6s %-24s %4s %10s %10s %12s %12s %s\n", "empty", "search", "n", "median", "p90", "nodes med", "nodes p90", "over limit")
	for _, size := range sizes {
		var got [qCount][]question
		count := 0
		for _, pos := range set {
			if pos.Empty != size || count >= cfg.PerSize {
				continue
			}
			count++
			qs, line, err := measureOne(pos, cfg)
			if err != nil {
				return fmt.Errorf("%s: %w", pos.Text, err)
			}
			fmt.Fprintf(log, "%d %s\n", size, line)
			for i, q := range qs {
				if q != nil {
					got[i] = append(got[i], *q)
				}
			}
		}
		for i, qs := range got {
			if len(qs) == 0 {
				continue
			}
			times, nodes, over := summary(qs)
			fmt.Fprintf(w, "%-6d %-24s %4d %10s %10s %12d %12d %d\n", size, questionNames[i], len(qs),
				quantile(times, 0.5).Round(time.Microsecond), quantile(times, 0.9).Round(time.Microsecond),
				quantile(nodes, 0.5), quantile(nodes, 0.9), over)
		}
	}
	return nil
}

// measureOne asks each question of one position, each with a table of its
// own, and checks the answers against one another.
func measureOne(pos position, cfg config) (qs [qCount]*question, line string, err error) {
	est, err := estimate(pos.State, cfg.Estimate)
	if err != nil {
		return qs, "", err
	}
	target := int32(math.Round(est)) * blackhole.Scale
	exact, exactKnown := int32(0), false
	if cfg.AlphaBeta {
		p := blackhole.NewPositionFor(pos.State, duel.MCTS)
		tt, err := search.NewTT[blackhole.Move](duel.DefaultTTEntries)
		if err != nil {
			return qs, "", err
		}
		ab, err := search.NewAlphaBeta[blackhole.Move](p, tt, search.AlphaBetaOptions{})
		if err != nil {
			return qs, "", err
		}
		start := time.Now()
		res, err := ab.Search(deadline(start.Add(cfg.Cap)))
		q := &question{Time: time.Since(start), Nodes: res.Nodes, Done: err == nil && res.Solved}
		qs[qAlphaBeta] = q
		if q.Done {
			exact, exactKnown = res.Value, true
		}
	}
	solver := func() (*search.Solver[blackhole.Move, *blackhole.Position], *blackhole.Position, error) {
		s, err := search.NewSolver[blackhole.Move, *blackhole.Position](search.SolverOptions{MaxNodes: cfg.MaxNodes})
		return s, blackhole.NewPositionFor(pos.State, duel.MCTS), err
	}
	nc, err := search.NewSolver[blackhole.Move, noCuts](search.SolverOptions{MaxNodes: cfg.MaxNodes})
	if err != nil {
		return qs, "", err
	}
	start := time.Now()
	ncAtLeast, ncDone := nc.Test(noCuts{blackhole.NewPositionFor(pos.State, duel.MCTS)}, target)
	qs[qTestNoCuts] = &question{Time: time.Since(start), Nodes: nc.Nodes(), Done: ncDone}
	s, p, err := solver()
	if err != nil {
		return qs, "", err
	}
	start = time.Now()
	proof, done := s.Prove(p)
	qs[qProve] = &question{Time: time.Since(start), Nodes: s.Nodes(), Done: done}
	s, p, _ = solver()
	start = time.Now()
	atLeast, tdone := s.Test(p, target)
	qs[qTest] = &question{Time: time.Since(start), Nodes: s.Nodes(), Done: tdone}
	s, p, _ = solver()
	start = time.Now()
	v, _, sdone := s.SolveMove(p, target, nil)
	qs[qSolve] = &question{Time: time.Since(start), Nodes: s.Nodes(), Done: sdone}
	if tdone && ncDone && atLeast != ncAtLeast {
		return qs, "", fmt.Errorf("the solver tests at %d: %v, without the cuts %v", target, atLeast, ncAtLeast)
	}
	if sdone {
		if exactKnown && v != exact {
			return qs, "", fmt.Errorf("the solver solves %d, alpha-beta %d", v, exact)
		}
		if done && proof != search.ProofOfValue(v) {
			return qs, "", fmt.Errorf("the solver proves %v, Solve %d", proof, v)
		}
		if tdone && atLeast != (v >= target) {
			return qs, "", fmt.Errorf("the solver tests at %d: %v, Solve %d", target, atLeast, v)
		}
	}
	value := "?"
	if sdone {
		value = fmt.Sprintf("%+d", v/blackhole.Scale)
	}
	line = fmt.Sprintf("estimate %+.1f exact %s:", est, value)
	for i, q := range qs {
		if q != nil {
			line += fmt.Sprintf(" %s %v %d", questionNames[i], q.Time.Round(time.Microsecond), q.Nodes)
		}
	}
	return qs, line + " | " + pos.Text, nil
}

// estimate is MCTS's estimate of the final R-B for the side to move: the
// bot's MCTS for playouts, its mean reward as a margin
// (blackhole.MarginOfReward). No hand-off: the estimate alone.
func estimate(s *blackhole.State, playouts int) (float64, error) {
	setup := blackhole.MCTSSetup()
	setup.HandOff, setup.ExactPlies = false, 0
	e, err := duel.New[blackhole.Position, blackhole.Move](blackhole.NewPositionFor(s, duel.MCTS),
		duel.Options{Kind: duel.MCTS, Seed: 1, Playouts: playouts, MCTS: setup})
	if err != nil {
		return 0, err
	}
	return blackhole.MarginOfReward(float64(e.Choose(nil).Value) / 1000), nil
}

// summary is the questions' times and nodes, and how many went over their
// limit (counted at the limit).
func summary(qs []question) (times []time.Duration, nodes []int64, over int) {
	for _, q := range qs {
		times = append(times, q.Time)
		nodes = append(nodes, q.Nodes)
		if !q.Done {
			over++
		}
	}
	return times, nodes, over
}

// quantile is the q-quantile of xs (the nearest rank; the median of an
// even count the mean of the middle two).
func quantile[T int64 | time.Duration](xs []T, q float64) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if q == 0.5 && n%2 == 0 {
		return (s[n/2-1] + s[n/2]) / 2
	}
	i := int(math.Ceil(q*float64(n))) - 1
	return s[max(0, min(n-1, i))]
}

// deadline stops a search at a time.
type deadline time.Time

// Stop reports whether the time has come.
func (d deadline) Stop() bool { return time.Now().After(time.Time(d)) }

// NewIteration allows an iteration before the time.
func (d deadline) NewIteration() bool { return !d.Stop() }
