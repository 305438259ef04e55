package judge

import (
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/amazes"
	"botcup/game"
)

// The reference players play whole games without a fault (their maps never
// contradict the judge's views, their walks never need an unknown side),
// and greedy, which walks to new ground, discovers more than random.
func TestReferencePlayersPlayWholeGames(t *testing.T) {
	j, err := New(nil)
	require.NoError(t, err)
	var disc [2]int
	for seed := uint64(1); seed <= 4; seed++ {
		g := j.NewGame(seed).(*AmazesGame)
		_, err := game.PlayInProcess(g, [2]game.Player{Greedy, Random}, [2]uint64{seed, seed})
		require.NoError(t, err, "seed %d", seed)
		require.True(t, g.Over())
		d := g.Discovered()
		disc[0] += d[0]
		disc[1] += d[1]
		assert.Greater(t, d[0], d[1], "seed %d", seed)
	}
	t.Logf("discovered over 4 games: greedy %d, random %d", disc[0], disc[1])
}

// A game the judge ends early by sudden death or the moves option sends
// Quit, and the players stop.
func TestReferencePlayersQuit(t *testing.T) {
	j, err := New(map[string]string{"moves": "3"})
	require.NoError(t, err)
	g := j.NewGame(9).(*AmazesGame)
	_, err = game.PlayInProcess(g, [2]game.Player{Random, Greedy}, [2]uint64{1, 2})
	require.NoError(t, err)
	assert.Equal(t, [2]int{3, 3}, g.moves)
	assert.Equal(t, []string{amazes.QuitLine}, g.Final(0))
}

func TestRegistration(t *testing.T) {
	r := Registration()
	assert.Equal(t, "amazes", r.Name)
	require.NotNil(t, r.NewJudge)
	assert.Nil(t, r.NewPuzzle)
	assert.ElementsMatch(t, []string{"random", "greedy", "hunter", "tracker", "guesser"}, keys(r.Players))
	_, err := r.NewJudge(map[string]string{"bad": "1"})
	assert.ErrorIs(t, err, ErrUnknownOption)
	j, err := r.NewJudge(nil)
	require.NoError(t, err)
	assert.Equal(t, Budget, j.Budget())
}

func keys(m map[string]game.Player) []string {
	var k []string
	for name := range m {
		k = append(k, name)
	}
	return k
}

// The hunter and the guesser discover every cell, then end a move on the
// random walker: sudden death, won.
func TestHuntersWinBySuddenDeath(t *testing.T) {
	j, err := New(nil)
	require.NoError(t, err)
	for name, hunter := range map[string]func(io.Reader, io.Writer, uint64) error{"hunter": Hunter, "guesser": Guesser} {
		for seed := uint64(1); seed <= 3; seed++ {
			g := j.NewGame(seed).(*AmazesGame)
			_, err := game.PlayInProcess(g, [2]game.Player{Random, hunter}, [2]uint64{seed, seed})
			require.NoError(t, err, "%s seed %d", name, seed)
			assert.Equal(t, amazes.Blue, g.SuddenDeath(), "%s seed %d", name, seed)
			assert.Equal(t, amazes.Cells, g.Discovered()[amazes.Blue], "%s seed %d", name, seed)
			assert.Less(t, g.moves[amazes.Blue], amazes.MovesPerPlayer, "%s seed %d", name, seed)
			t.Logf("%s seed %d: sudden death after %d moves", name, seed, g.moves[amazes.Blue])
		}
	}
}
