package duel

import (
	"strconv"
	"strings"

	"botcup/search"
)

// BenchTTEntries is the transposition table of a duel bench search:
// small, so the bench starts fast, and fixed, so its node counts never
// change with a bot's defaults.
const BenchTTEntries = 1 << 16

// BenchPosition is a position of a duel game's bench: the moves that
// lead to it from the start (protocol tokens, separated by spaces) and the
// depth alpha-beta searches it to.
type BenchPosition struct {
	Name, Moves string
	Depth       int
}

// BenchCases is a duel game's bench: alpha-beta to a
// fixed depth on each of positions, then MCTS for a fixed number of
// playouts (seed 1) from the start, named game+"/mcts-start", each on a
// fresh position and engine made here, so the nodes are the same on every
// run and a case's time is its search alone. start makes the start
// position; parse reads one move token. A position that cannot be set up
// is a BrokenBench case.
func BenchCases[S any, M Move, P Position[S, M]](game string, start func() P,
	parse func(string) (M, error), positions []BenchPosition, playouts int) []search.BenchCase {
	cases := make([]search.BenchCase, 0, len(positions)+1)
	for _, p := range positions {
		s, err := benchPosition[S, M](start, parse, p.Moves)
		if err != nil {
			cases = append(cases, search.BrokenBench(p.Name, err))
			continue
		}
		cases = append(cases, Bench[S, M](p.Name, s,
			Options{Kind: AlphaBeta, TTEntries: BenchTTEntries, MaxDepth: p.Depth}))
	}
	return append(cases, Bench[S, M](game+"/mcts-start", start(),
		Options{Kind: MCTS, Seed: 1, Playouts: playouts}))
}

// benchPosition plays moves from the start.
func benchPosition[S any, M Move, P Position[S, M]](start func() P, parse func(string) (M, error),
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

// Bench is the bench case that searches s once with a Duel of opts (a
// fixed MaxDepth for alpha-beta, fixed Playouts for MCTS, so that its nodes
// are the same on every run). The duel is made here, so the case's time is
// its search alone; the case reports the nodes and the move chosen as
// "move@depth". If the duel cannot be made, the case is BrokenBench.
func Bench[S any, M Move, P Game[S, M]](name string, s P, opts Options) search.BenchCase {
	d, err := New[S, M](s, opts)
	if err != nil {
		return search.BrokenBench(name, err)
	}
	return search.BenchCase{Name: name, Run: func() (int64, string) {
		t := d.Choose(nil)
		return t.Nodes, t.Move.String() + "@" + strconv.Itoa(t.Depth)
	}}
}
