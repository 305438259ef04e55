package judge

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/arenatest"
	"botcup/game"
	"botcup/zuniq"
)

// The rules' example exchange: A2h, B3h, E5v; a call's '!' is not sent on.
func TestAnExchange(t *testing.T) {
	j, err := NewJudge(nil)
	require.NoError(t, err)
	g := j.NewGame(1)
	arenatest.Exchange(t, g, []arenatest.Step{{Player: 0, Sent: zuniq.Start, Answer: "A2h"},
		{Player: 1, Sent: "A2h", Answer: "B3h!"}, {Player: 0, Sent: "B3h", Answer: "E5v"}})
	p, lines := g.Next()
	assert.Equal(t, 1, p)
	assert.Equal(t, []string{"E5v"}, lines)
	assert.Contains(t, g.Render(), "Black to move")
}

func TestRelayCall(t *testing.T) {
	j, err := NewJudge(map[string]string{OptRelayCall: "true"})
	require.NoError(t, err)
	g := j.NewGame(1)
	require.NoError(t, g.Play(0, "A2h!"))
	_, lines := g.Next()
	assert.Equal(t, []string{"A2h!"}, lines)
}

func TestOptions(t *testing.T) {
	for _, bad := range []map[string]string{{OptCallTurn: "x"}, {OptCallLast: "1"}, {OptCallCap: "-1"},
		{OptRelayCall: "maybe"}, {"nonsense": "1"}} {
		_, err := NewJudge(bad)
		assert.ErrorIs(t, err, ErrOption, "%v", bad)
	}
	_, err := NewJudge(map[string]string{"budget": "0s"})
	assert.Error(t, err)
	j, err := NewJudge(map[string]string{OptCallTurn: "own", OptCallLast: "none", OptCallCap: "5", "budget": "2s"})
	require.NoError(t, err)
	assert.Equal(t, "2s", j.Budget().String())
}

// A won call scores 100 + bonus, a lost call 0: White calls on its 19th
// turn... here on turn 1 (capped at 10) and loses or wins by the game.
func TestCallsInTheScores(t *testing.T) {
	for _, cap := range []string{"10", "3"} {
		j, err := NewJudge(map[string]string{OptCallCap: cap})
		require.NoError(t, err)
		g := j.NewGame(5)
		require.NoError(t, g.Play(0, "A1h!"))
		for !g.Over() {
			p, _ := g.Next()
			require.NoError(t, g.Play(p, g.Fallback(p)))
		}
		sc := g.Scores()
		p, _ := g.Next()
		if p == 1 { // Black cannot move: White won
			assert.Equal(t, map[string]float64{"10": 110, "3": 103}[cap], sc[0])
			assert.Equal(t, 50.0, sc[1])
		} else {
			assert.Equal(t, [2]float64{0, 100}, sc)
		}
	}
}

func TestFaults(t *testing.T) {
	j, err := NewJudge(nil)
	require.NoError(t, err)
	arenatest.Faults(t, j, []arenatest.Fault{
		{Name: "not a move", Player: 0, Line: "x", Malformed: true},
		{Name: "no such segment", Player: 0, Line: "A6h", Malformed: true},
		{Name: "two calls", Player: 0, Line: "A1h!!", Malformed: true},
		{Name: "out of turn", Player: 1, Line: "A1h", Malformed: false},
	})
	g := j.NewGame(1)
	for _, m := range []string{"A1h", "A1v", "B1h"} {
		p, _ := g.Next()
		require.NoError(t, g.Play(p, m))
	}
	p, _ := g.Next()
	err = g.Play(p, "A1h")
	assert.ErrorIs(t, err, zuniq.ErrDrawn)
	assert.False(t, errors.Is(err, game.ErrMalformed))
	require.NoError(t, g.Play(p, "A2v"))
	p, _ = g.Next()
	for _, m := range []string{"F5h", "E6v", "E5h"} {
		require.NoError(t, g.Play(p, m))
		p, _ = g.Next()
	}
	assert.ErrorIs(t, g.Play(p, "E5v"), zuniq.ErrSameSize)
}

func TestRegistration(t *testing.T) {
	r := Registration()
	arenatest.Registration(t, r, "zuniq", zuniq.TimeLimit)
	n, err := r.Perft("", 3)
	require.NoError(t, err)
	assert.Equal(t, uint64(205320), n)
	_, err = r.Perft("nonsense", 1)
	assert.ErrorIs(t, err, zuniq.ErrPositionSyntax)
}
