package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/bench"
	"botcup/search"
)

// Every registered game's bench is repeatable, and the printed signature
// is the sum of the games' nodes.
func TestBenchSignatureIsTheSumOfTheGames(t *testing.T) {
	games := (&cli{games: registrations()}).benches()
	var out bytes.Buffer
	sums, total, err := bench.Run(&out, games, nil)
	require.NoError(t, err)
	require.Len(t, sums, len(games))
	var sum int64
	for i, s := range sums {
		assert.Equal(t, games[i].Name, s.Name)
		assert.Positive(t, s.Nodes, s.Name)
		_, again := search.RunBench(nil, games[i].Cases())
		assert.Equal(t, s.Nodes, again, "%s bench is not repeatable", s.Name)
		sum += s.Nodes
	}
	assert.Equal(t, sum, total)
	assert.Contains(t, out.String(), "Bench: ")
}
