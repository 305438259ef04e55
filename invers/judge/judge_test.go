package judge

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/arenatest"
	"botcup/game"
	"botcup/invers"
)

func newGame(t *testing.T, seed uint64) game.Game {
	t.Helper()
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	return j.NewGame(seed)
}

func TestTheContestExampleExchange(t *testing.T) {
	g := newGame(t, 1)
	// Yellow is sent Y and answers G; Red is sent G and answers K; Yellow
	// is sent K.
	arenatest.Exchange(t, g, []arenatest.Step{{Player: 0, Sent: "Y", Answer: "G"}, {Player: 1, Sent: "G", Answer: "K"}})
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
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	arenatest.Faults(t, j, []arenatest.Fault{
		{Name: "not a letter", Player: 0, Line: "1", Malformed: true},
		{Name: "beyond X", Player: 0, Line: "Y", Malformed: true},
		{Name: "the quit word", Player: 0, Line: "Z", Malformed: true},
		{Name: "two pushes", Player: 0, Line: "A B", Malformed: true},
		{Name: "out of turn", Player: 1, Line: "A", Malformed: false},
	})
	// Yellow's A puts an inverted yellow tile at row 1 column 1: Red may
	// not push it off with G or R.
	g := newGame(t, 1)
	require.NoError(t, g.Play(0, "A"))
	before := g.Render()
	for _, line := range []string{"G", "R"} {
		err := g.Play(1, line)
		assert.ErrorIs(t, err, invers.ErrPushesOffInverted)
		assert.False(t, errors.Is(err, game.ErrMalformed))
	}
	assert.Equal(t, before, g.Render())
	require.NoError(t, g.Play(1, "H"))
}

func TestFallbackPlaysRandomLegalMovesFromTheSeed(t *testing.T) {
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	sc := arenatest.JuryPlaysWholeGames(t, j, []string{"Z"})
	assert.LessOrEqual(t, sc[0]+sc[1], float64(2*invers.TilesPerColour))
}

func TestRegistration(t *testing.T) {
	r := Registration()
	arenatest.Registration(t, r, "invers", 30*time.Second)
	n, err := r.Perft("", 3)
	require.NoError(t, err)
	assert.Equal(t, uint64(12336), n)
	n, err = r.Perft("YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R R 199", 2)
	require.NoError(t, err)
	assert.Equal(t, uint64(0), n)
	_, err = r.Perft("nonsense", 1)
	assert.ErrorIs(t, err, invers.ErrPositionSyntax)
}

func TestReferencePlayersPlayWholeGames(t *testing.T) {
	greedy, random := arenatest.ReferencePlayersPlayWholeGames(t, Registration(), 10)
	t.Logf("greedy %v, random %v points over 20 games", greedy, random)
	assert.Greater(t, greedy, random)
}
