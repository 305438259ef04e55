package judge

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/invers"
)

func newGame(t *testing.T, seed uint64) arena.Game {
	t.Helper()
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	return j.NewGame(seed)
}

func TestTheContestExampleExchange(t *testing.T) {
	g := newGame(t, 1)
	// Yellow is sent Y and answers G; Red is sent G and answers K; Yellow
	// is sent K.
	steps := []struct {
		player int
		sent   string
		answer string
	}{{0, "Y", "G"}, {1, "G", "K"}}
	for _, st := range steps {
		p, lines := g.Next()
		require.Equal(t, st.player, p)
		require.Equal(t, []string{st.sent}, lines)
		require.NoError(t, g.Play(p, st.answer))
	}
	p, lines := g.Next()
	assert.Equal(t, 0, p)
	assert.Equal(t, []string{"K"}, lines)
	assert.False(t, g.Over())
	// Two plain yellow tiles pushed off (by G and by K), none red: 9+2 : 9-2.
	assert.Equal(t, [2]float64{11, 7}, g.Scores())
	assert.Contains(t, g.Render(), "after 2 plies: Yellow to move")
	assert.Contains(t, g.Render(), " X R Y R Y R y G\n")
}

func TestFaults(t *testing.T) {
	tests := []struct {
		name      string
		player    int
		line      string
		malformed bool
	}{
		{"not a letter", 0, "1", true},
		{"beyond X", 0, "Y", true},
		{"the quit word", 0, "Z", true},
		{"two pushes", 0, "A B", true},
		{"out of turn", 1, "A", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, 1)
			before := g.Render()
			err := g.Play(tt.player, tt.line)
			require.Error(t, err)
			assert.Equal(t, tt.malformed, errors.Is(err, arena.ErrMalformed), err.Error())
			assert.Equal(t, before, g.Render(), "a fault changes nothing")
		})
	}
	// Yellow's A puts an inverted yellow tile at row 1 column 1: Red may
	// not push it off with G or R.
	g := newGame(t, 1)
	require.NoError(t, g.Play(0, "A"))
	before := g.Render()
	for _, line := range []string{"G", "R"} {
		err := g.Play(1, line)
		assert.ErrorIs(t, err, invers.ErrPushesOffInverted)
		assert.False(t, errors.Is(err, arena.ErrMalformed))
	}
	assert.Equal(t, before, g.Render())
	require.NoError(t, g.Play(1, "H"))
}

func TestFallbackPlaysRandomLegalMovesFromTheSeed(t *testing.T) {
	play := func(seed uint64) []string {
		g := newGame(t, seed)
		var lines []string
		for !g.Over() {
			p, _ := g.Next()
			line := g.Fallback(p)
			require.NoError(t, g.Play(p, line))
			lines = append(lines, line)
		}
		assert.Equal(t, "", g.Fallback(0))
		assert.Equal(t, []string{"Z"}, g.Final(0))
		assert.Equal(t, []string{"Z"}, g.Final(1))
		sc := g.Scores()
		assert.LessOrEqual(t, sc[0]+sc[1], float64(2*invers.TilesPerColour))
		return lines
	}
	a, b := play(7), play(7)
	assert.Equal(t, a, b, "the same seed, the same jury moves")
	assert.NotEqual(t, a, play(8))
}

func TestOptions(t *testing.T) {
	// The options themselves are arena.TurnJudge's (arena's tests).
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	assert.Equal(t, 30*time.Second, j.Budget())
	assert.Equal(t, "invers", j.Name())
	j, err = rules.NewJudge(map[string]string{"budget": "3s"})
	require.NoError(t, err)
	assert.Equal(t, 3*time.Second, j.Budget())
}

func TestRegistration(t *testing.T) {
	r := Registration()
	assert.Equal(t, "invers", r.Name)
	require.NotNil(t, r.NewJudge)
	assert.Nil(t, r.NewPuzzle)
	assert.Contains(t, r.Players, "random")
	assert.Contains(t, r.Players, "greedy")
	n, err := r.Perft("", 3)
	require.NoError(t, err)
	assert.Equal(t, uint64(12336), n)
	n, err = r.Perft("YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R R 199", 2)
	require.NoError(t, err)
	assert.Equal(t, uint64(0), n)
	_, err = r.Perft("nonsense", 1)
	assert.ErrorIs(t, err, invers.ErrPositionSyntax)
}

// playOut runs a whole game between two players through the judge and
// returns the scores; every line they print must be a legal move.
func playOut(t *testing.T, seed uint64, first, second arena.Player) [2]float64 {
	g := newGame(t, seed)
	_, err := arena.PlayInProcess(g, [2]arena.Player{first, second}, [2]uint64{seed, seed + 1})
	require.NoError(t, err)
	return g.Scores()
}

func TestReferencePlayersPlayWholeGames(t *testing.T) {
	Greedy, Random := Registration().Players["greedy"], Registration().Players["random"]
	var greedy, random float64
	for seed := uint64(1); seed <= 10; seed++ {
		sc := playOut(t, seed, Greedy, Random)
		greedy, random = greedy+sc[0], random+sc[1]
		sc = playOut(t, seed, Random, Greedy)
		greedy, random = greedy+sc[1], random+sc[0]
	}
	t.Logf("greedy %v, random %v points over 20 games", greedy, random)
	assert.Greater(t, greedy, random)
}
