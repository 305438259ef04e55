package turn

import (
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/duel"
)

func TestPlayers(t *testing.T) {
	var got []duel.BotOptions
	run := func(in io.Reader, out io.Writer, opts duel.BotOptions) error {
		got = append(got, opts)
		return nil
	}
	players := Players(run)
	require.Len(t, players, 2)
	require.NoError(t, players["random"](nil, nil, 5))
	require.NoError(t, players["greedy"](nil, nil, 6))
	assert.Equal(t, []duel.BotOptions{{Engine: duel.Random, Seed: 5}, {Engine: duel.Greedy, Seed: 6}}, got)
}
