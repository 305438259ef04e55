package duel

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestDuelBench(t *testing.T) {
	tests := []struct {
		name  string
		heap  uint8
		opts  Options
		move  string
		nodes int64 // 0: any positive number, the same on every run
	}{
		{"alpha-beta to depth 3 sees no win", 10, Options{Kind: AlphaBeta, MaxDepth: 3, TTEntries: 1 << 8}, "1@3", 0},
		{"alpha-beta solves it at depth 8", 10, Options{Kind: AlphaBeta, TTEntries: 1 << 8}, "2@8", 0},
		{"MCTS, fixed playouts", 60, Options{Kind: MCTS, Seed: 1, Playouts: 300}, "", 300},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := Bench[subtraction, take](tc.name, &subtraction{heap: tc.heap}, tc.opts)
			b := Bench[subtraction, take](tc.name, &subtraction{heap: tc.heap}, tc.opts)
			assert.Equal(t, tc.name, a.Name)
			n1, m1 := a.Run()
			n2, m2 := b.Run()
			assert.Equal(t, n1, n2, "the same nodes on every run")
			assert.Equal(t, m1, m2)
			assert.Positive(t, n1)
			if tc.move != "" {
				assert.Equal(t, tc.move, m1)
			}
			if tc.nodes != 0 {
				assert.Equal(t, tc.nodes, n1)
			}
		})
	}
	c := Bench[subtraction, take]("bad", &subtraction{heap: 10}, Options{Kind: "deep"})
	n, msg := c.Run()
	assert.Equal(t, int64(-1), n)
	assert.Equal(t, `duel: unknown engine (want ab, mcts, greedy or random): "deep"`, msg)
}

func TestDuelBenchCases(t *testing.T) {
	start := func() *subtraction { return &subtraction{heap: 30} }
	positions := []BenchPosition{
		{Name: "sub/start", Depth: 3},
		{Name: "sub/after-3", Moves: "1 1 1", Depth: 4},
		{Name: "sub/not-a-take", Moves: "1 7", Depth: 2},
	}
	cases := BenchCases[subtraction, take]("sub", start, parseTake, positions, 250)
	require.Len(t, cases, 4)
	results, total := search.RunBench(nil, cases)
	again, totalAgain := search.RunBench(nil, BenchCases[subtraction, take]("sub", start, parseTake, positions, 250))
	assert.Equal(t, []string{"sub/start", "sub/after-3", "sub/not-a-take", "sub/mcts-start"},
		[]string{results[0].Name, results[1].Name, results[2].Name, results[3].Name})
	assert.Equal(t, "1@3", results[0].Move, "depth 3 from 30 sees no win")
	assert.Equal(t, "1@4", results[1].Move, "depth 4 from 27 sees no win")
	assert.Equal(t, int64(-1), results[2].Nodes)
	_, errWant := parseTake("7")
	assert.Equal(t, errWant.Error(), results[2].Move)
	assert.Equal(t, int64(250), results[3].Nodes, "MCTS runs its playouts exactly")
	assert.Equal(t, total, totalAgain, "the same signature on every run")
	for i := range results {
		assert.Equal(t, results[i].Nodes, again[i].Nodes, results[i].Name)
	}
	illegal := BenchCases[subtraction, take]("sub", func() *subtraction { return &subtraction{heap: 2} }, parseTake,
		[]BenchPosition{{Name: "sub/too-many", Moves: "3", Depth: 1}}, 10)
	n, msg := illegal[0].Run()
	assert.Equal(t, int64(-1), n)
	assert.Equal(t, "take 3 of 2: more than the heap", msg)
}
