package invers

import (
	"strings"

	"botcup/search"
)

// benchTTEntries is the transposition table of a bench search: small, so the
// bench starts fast, and fixed, so its node counts never change with the
// bot's defaults.
const benchTTEntries = 1 << 16

// benchSetups are the bench's positions: the pushes that lead to them from
// the start (letters, as the protocol writes them), each searched by
// alpha-beta to a fixed depth.
var benchSetups = []struct {
	name, moves string
	depth       int
}{
	{"invers/start", "", 7},
	{"invers/opening-6", "Q M N K P F", 7},
	{"invers/middle-20", "G V L W E O M Q A J A X L O S K K E P M", 8},
	{"invers/late-40", "G O P T M T N T J J X H J R O T Q S O P M K F V Q T G C Q Q S G T H P P K P K M", 8},
}

// benchMCTSPlayouts is the playouts of the bench's MCTS case.
const benchMCTSPlayouts = 4000

// Bench is Invers' bench: alpha-beta to a fixed depth on fixed positions, and
// MCTS for a fixed number of playouts from the start, each on a fresh
// engine, so the nodes are the same on every run. The engines are set up
// here, so a case's time is its search alone.
func Bench() []search.BenchCase {
	cases := make([]search.BenchCase, 0, len(benchSetups)+1)
	for _, p := range benchSetups {
		cases = append(cases, benchCase(p.name, p.moves,
			search.DuelOptions{Kind: EngineAlphaBeta, TTEntries: benchTTEntries, MaxDepth: p.depth}))
	}
	return append(cases, benchCase("invers/mcts-start", "",
		search.DuelOptions{Kind: EngineMCTS, Seed: 1, Playouts: benchMCTSPlayouts}))
}

// benchCase sets up the position on a new engine and returns the case that
// searches it once (search.DuelBench); a broken bench position reports -1
// nodes and the error.
func benchCase(name, moves string, opts search.DuelOptions) search.BenchCase {
	s := New()
	for _, w := range strings.Fields(moves) {
		m, err := ParsePush(w)
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			return search.BrokenBench(name, err)
		}
	}
	return search.DuelBench[State, Push](name, s, opts)
}
