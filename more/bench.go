package more

import (
	"strconv"
	"strings"

	"botcup/search"
)

// benchTTEntries is the transposition table of a bench search: small, so the
// bench starts fast, and fixed, so its node counts never change with the
// bot's defaults.
const benchTTEntries = 1 << 16

// benchSetups are the bench's positions: a wall line and the moves that
// lead to the position from the start.
var benchSetups = []struct {
	name, walls, moves string
	depth              int
}{
	{"more/example-start", ExampleBoard, "", 9},
	{"more/example-6", ExampleBoard, "f6f4 a1c1 f5d5 b1d1 e5c5 c1e1", 9},
	{"more/walls-start", "120010002000101000010020001001100020000100200010001002000010", "", 9},
	{"more/walls-8", "120010002000101000010020001001100020000100200010001002000010", "e5e4 a1c1 e4f4 a2c2 f4f3 c2c3 f5f4 b2c2", 9},
}

// benchMCTSPlayouts is the playouts of the bench's MCTS case.
const benchMCTSPlayouts = 20000

// Bench is More's bench: alpha-beta to a fixed depth on fixed positions, and
// MCTS for a fixed number of playouts from the example's start, each on a
// fresh engine, so the nodes are the same on every run. The engines are set
// up here (the race tables take milliseconds), so a case's time is its
// search alone.
func Bench() []search.BenchCase {
	cases := make([]search.BenchCase, 0, len(benchSetups)+1)
	for _, p := range benchSetups {
		cases = append(cases, benchCase(p.name, p.walls, p.moves,
			EngineOptions{Kind: AlphaBeta, TTEntries: benchTTEntries, MaxDepth: p.depth}))
	}
	return append(cases, benchCase("more/mcts-example", ExampleBoard, "",
		EngineOptions{Kind: MCTS, MaxNodes: benchMCTSPlayouts, Seed: 1}))
}

// benchCase sets up the position on a new engine and returns the case that
// searches it once; a broken bench position reports -1 nodes and the error.
func benchCase(name, walls, moves string, opts EngineOptions) search.BenchCase {
	broken := func(err error) search.BenchCase {
		return search.BenchCase{Name: name, Run: func() (int64, string) { return -1, err.Error() }}
	}
	b, err := ParseBoard(walls)
	if err != nil {
		return broken(err)
	}
	e, err := NewEngine(b, opts)
	if err != nil {
		return broken(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := ParseMove(s)
		if err == nil {
			err = e.Play(m)
		}
		if err != nil {
			return broken(err)
		}
	}
	return search.BenchCase{Name: name, Run: func() (int64, string) {
		t, err := e.Think(nil)
		if err != nil {
			return -1, err.Error()
		}
		return t.Nodes, t.Move.String() + "@" + strconv.Itoa(t.Depth)
	}}
}
