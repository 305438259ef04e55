package bench

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/amazes"
	"botcup/bao"
	"botcup/invers"
	"botcup/more"
	"botcup/samegame"
	"botcup/search"
)

// games are the five games' benches, in the registry's order.
func games() []GameBench {
	return []GameBench{
		{Name: "amazes", Cases: amazes.Bench},
		{Name: "bao", Cases: bao.Bench},
		{Name: "invers", Cases: invers.Bench},
		{Name: "more", Cases: more.Bench},
		{Name: "samegame", Cases: samegame.Bench},
	}
}

// Every registered game's bench is repeatable, and the printed signature is
// the sum of the games' nodes.
func TestSignatureIsTheSumOfTheGames(t *testing.T) {
	var out bytes.Buffer
	sums, total, err := Run(&out, games(), nil)
	require.NoError(t, err)
	require.Len(t, sums, len(games()))
	var sum int64
	for i, s := range sums {
		assert.Equal(t, games()[i].Name, s.Name)
		assert.Positive(t, s.Nodes, s.Name)
		_, again := search.RunBench(nil, games()[i].Cases())
		assert.Equal(t, s.Nodes, again, "%s bench is not repeatable", s.Name)
		sum += s.Nodes
	}
	assert.Equal(t, sum, total)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	assert.Equal(t, "Bench: "+strconv.FormatInt(total, 10), strings.Join(strings.Fields(lines[len(lines)-1])[:2], " "))
}

func TestUnknownGameIsRefused(t *testing.T) {
	var out bytes.Buffer
	_, _, err := Run(&out, games(), []string{"chess"})
	require.EqualError(t, err, `no bench for game "chess" (there are: `+strings.Join(names(games()), ", ")+`)`)
	assert.Empty(t, out.String())
}
