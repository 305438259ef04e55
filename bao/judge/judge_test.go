package judge

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/arenatest"
	"botcup/bao"
	"botcup/game"
)

func newGame(t *testing.T, seed uint64) game.Game {
	t.Helper()
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	return j.NewGame(seed)
}

func TestTheContestExampleExchange(t *testing.T) {
	g := newGame(t, 1)
	// White is sent Start and answers B; Black is sent B and answers H;
	// White is sent H and answers B; Black is sent B and answers I.
	arenatest.Exchange(t, g, []arenatest.Step{{Player: 0, Sent: "Start", Answer: "B"}, {Player: 1, Sent: "B", Answer: "H"}, {Player: 0, Sent: "H", Answer: "B"}, {Player: 1, Sent: "B", Answer: "I"}})
	p, lines := g.Next()
	assert.Equal(t, 0, p)
	assert.Equal(t, []string{"I"}, lines)
	assert.False(t, g.Over())
	// 5 0 1 0 7 7 | 2 1 0 0 5 5, captured 9 and 6: 29 and 19, less one.
	assert.Equal(t, [2]float64{28, 20}, g.Scores())
	assert.Contains(t, g.Render(), "after 4 moves: White to move")
}

func TestFaults(t *testing.T) {
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	arenatest.Faults(t, j, []arenatest.Fault{
		{Name: "not a letter", Player: 0, Line: "1", Malformed: true},
		{Name: "beyond L", Player: 0, Line: "M", Malformed: true},
		{Name: "a word", Player: 0, Line: "Start", Malformed: true},
		{Name: "two moves", Player: 0, Line: "A B", Malformed: true},
		{Name: "black's pit", Player: 0, Line: "G", Malformed: false},
		{Name: "out of turn", Player: 1, Line: "G", Malformed: false},
	})
	g := newGame(t, 1)
	require.NoError(t, g.Play(0, "A")) // captures H
	assert.ErrorIs(t, g.Play(1, "H"), bao.ErrEmptyPit)
	require.NoError(t, g.Play(1, "L")) // K J I H, captures E
	// A is empty now.
	assert.ErrorIs(t, g.Play(0, "A"), bao.ErrEmptyPit)
}

func TestFallbackPlaysRandomLegalMovesFromTheSeed(t *testing.T) {
	j, err := rules.NewJudge(nil)
	require.NoError(t, err)
	sc := arenatest.JuryPlaysWholeGames(t, j, []string{"Quit"})
	assert.Equal(t, float64(bao.Stones), sc[0]+sc[1])
}

func TestRegistration(t *testing.T) {
	r := Registration()
	arenatest.Registration(t, r, "bao", 30*time.Second)
	n, err := r.Perft("", 5)
	require.NoError(t, err)
	assert.Equal(t, uint64(4056), n)
	n, err = r.Perft("4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / W 99", 2)
	require.NoError(t, err)
	assert.Equal(t, uint64(0), n)
	_, err = r.Perft("nonsense", 1)
	assert.ErrorIs(t, err, bao.ErrPositionSyntax)
}

func TestReferencePlayersPlayWholeGames(t *testing.T) {
	greedy, random := arenatest.ReferencePlayersPlayWholeGames(t, Registration(), 10)
	assert.Equal(t, float64(20*bao.Stones), greedy+random)
	t.Logf("greedy %v, random %v stones over 20 games", greedy, random)
	assert.Greater(t, greedy, random)
}
