package search

import (
	"strconv"
	"strings"
)

// DuelBenchTTEntries is the transposition table of a duel bench search:
// small, so the bench starts fast, and fixed, so its node counts never
// change with a bot's defaults.
const DuelBenchTTEntries = 1 << 16

// DuelBenchPosition is a position of a duel game's bench: the moves that
// lead to it from the start (protocol tokens, separated by spaces) and the
// depth alpha-beta searches it to.
type DuelBenchPosition struct {
	Name, Moves string
	Depth       int
}

// DuelBenchCases is a duel game's bench (Bao's, Invers'): alpha-beta to a
// fixed depth on each of positions, then MCTS for a fixed number of
// playouts (seed 1) from the start, named game+"/mcts-start", each on a
// fresh position and engine made here, so the nodes are the same on every
// run and a case's time is its search alone. start makes the start
// position; parse reads one move token. A position that cannot be set up
// is a BrokenBench case.
func DuelBenchCases[S any, M DuelMove, P DuelPosition[S, M]](game string, start func() P,
	parse func(string) (M, error), positions []DuelBenchPosition, playouts int) []BenchCase {
	cases := make([]BenchCase, 0, len(positions)+1)
	for _, p := range positions {
		s, err := duelBenchPosition[S, M](start, parse, p.Moves)
		if err != nil {
			cases = append(cases, BrokenBench(p.Name, err))
			continue
		}
		cases = append(cases, DuelBench[S, M](p.Name, s,
			DuelOptions{Kind: DuelAlphaBeta, TTEntries: DuelBenchTTEntries, MaxDepth: p.Depth}))
	}
	return append(cases, DuelBench[S, M](game+"/mcts-start", start(),
		DuelOptions{Kind: DuelMCTS, Seed: 1, Playouts: playouts}))
}

// duelBenchPosition plays moves from the start.
func duelBenchPosition[S any, M DuelMove, P DuelPosition[S, M]](start func() P, parse func(string) (M, error),
	moves string) (P, error) {
	s := start()
	for _, w := range strings.Fields(moves) {
		m, err := parse(w)
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			return s, err
		}
	}
	return s, nil
}

// DuelBench is the bench case that searches s once with a Duel of opts (a
// fixed MaxDepth for alpha-beta, fixed Playouts for MCTS, so that its nodes
// are the same on every run). The duel is made here, so the case's time is
// its search alone; the case reports the nodes and the move chosen as
// "move@depth". If the duel cannot be made, the case is BrokenBench.
func DuelBench[S any, M DuelMove, P DuelGame[S, M]](name string, s P, opts DuelOptions) BenchCase {
	d, err := NewDuel[S, M](s, opts)
	if err != nil {
		return BrokenBench(name, err)
	}
	return BenchCase{Name: name, Run: func() (int64, string) {
		t := d.Choose(nil)
		return t.Nodes, t.Move.String() + "@" + strconv.Itoa(t.Depth)
	}}
}

// BrokenBench is the case of a bench position that could not be set up: it
// reports -1 nodes and the error as its move, so the bench shows it.
func BrokenBench(name string, err error) BenchCase {
	return BenchCase{Name: name, Run: func() (int64, string) { return -1, err.Error() }}
}
