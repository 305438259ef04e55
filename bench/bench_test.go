package bench

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// games are two made-up games' benches: a case's nodes and move are its
// name's length and the name (the registered games' benches are checked
// over the registry, in cmd/botcup).
func games() []GameBench {
	made := func(names ...string) func() []search.BenchCase {
		return func() []search.BenchCase {
			var out []search.BenchCase
			for _, n := range names {
				out = append(out, search.BenchCase{Name: n, Run: func() (int64, string) { return int64(len(n)), n }})
			}
			return out
		}
	}
	return []GameBench{
		{Name: "one", Cases: made("a", "bcd")},
		{Name: "two", Cases: made("efghij")},
	}
}

// The signature is the sum of the games' nodes; each game's line names it
// with its own sum.
func TestSignatureIsTheSumOfTheGames(t *testing.T) {
	var out bytes.Buffer
	sums, total, err := Run(&out, games(), nil)
	require.NoError(t, err)
	require.Len(t, sums, 2)
	assert.Equal(t, "one", sums[0].Name)
	assert.Equal(t, int64(4), sums[0].Nodes)
	assert.Equal(t, "two", sums[1].Name)
	assert.Equal(t, int64(6), sums[1].Nodes)
	assert.Equal(t, int64(10), total)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	assert.Equal(t, "Bench: "+strconv.FormatInt(total, 10), strings.Join(strings.Fields(lines[len(lines)-1])[:2], " "))
}

// Naming games picks them.
func TestNamedGamesArePicked(t *testing.T) {
	var out bytes.Buffer
	sums, total, err := Run(&out, games(), []string{"two"})
	require.NoError(t, err)
	require.Len(t, sums, 1)
	assert.Equal(t, "two", sums[0].Name)
	assert.Equal(t, int64(6), total)
}

func TestUnknownGameIsRefused(t *testing.T) {
	var out bytes.Buffer
	_, _, err := Run(&out, games(), []string{"chess"})
	require.EqualError(t, err, `no bench for game "chess" (there are: one, two)`)
	assert.Empty(t, out.String())
}
