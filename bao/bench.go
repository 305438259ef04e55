package bao

import (
	"strings"

	"botcup/search"
)

// benchTTEntries is the transposition table of a bench search: small, so the
// bench starts fast, and fixed, so its node counts never change with the
// bot's defaults.
const benchTTEntries = 1 << 16

// benchSetups are the bench's positions: the moves that lead to them from
// the start (letters, as the protocol writes them), each searched by
// alpha-beta to a fixed depth.
var benchSetups = []struct {
	name, moves string
	depth       int
}{
	{"bao/start", "", 13},
	{"bao/example-4", "B H B I", 13},
	{"bao/middle-16", "B L C L A J C K A H B L C J D I", 14},
	{"bao/late-40", "B K D K D K E L C I F H B K C L E K D J C G A L E J B G E I E I E J C J B K A I B H", 18},
}

// benchMCTSPlayouts is the playouts of the bench's MCTS case.
const benchMCTSPlayouts = 20000

// Bench is Bao's bench: alpha-beta to a fixed depth on fixed positions, and
// MCTS for a fixed number of playouts from the start, each on a fresh
// engine, so the nodes are the same on every run. The engines are set up
// here, so a case's time is its search alone.
func Bench() []search.BenchCase {
	cases := make([]search.BenchCase, 0, len(benchSetups)+1)
	for _, p := range benchSetups {
		cases = append(cases, benchCase(p.name, p.moves,
			search.DuelOptions{Kind: EngineAlphaBeta, TTEntries: benchTTEntries, MaxDepth: p.depth}))
	}
	return append(cases, benchCase("bao/mcts-start", "",
		search.DuelOptions{Kind: EngineMCTS, Seed: 1, Playouts: benchMCTSPlayouts}))
}

// benchCase sets up the position on a new engine and returns the case that
// searches it once (search.DuelBench); a broken bench position reports -1
// nodes and the error.
func benchCase(name, moves string, opts search.DuelOptions) search.BenchCase {
	s := New()
	for _, w := range strings.Fields(moves) {
		m, err := ParseMove(w)
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			return search.BrokenBench(name, err)
		}
	}
	return search.DuelBench[State, Pit](name, s, opts)
}
