package arenatest

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game"
)

// Step is one turn of a scripted exchange: the player on turn, the line it
// is sent and the line it answers.
type Step struct {
	Player       int
	Sent, Answer string
}

// Exchange plays steps on g: each time the player on turn and the lines it
// is sent must be the step's, and its answer must be a legal move.
func Exchange(t *testing.T, g game.Game, steps []Step) {
	t.Helper()
	for i, st := range steps {
		p, lines := g.Next()
		require.Equal(t, st.Player, p, "step %d", i)
		require.Equal(t, []string{st.Sent}, lines, "step %d", i)
		require.NoError(t, g.Play(p, st.Answer), "step %d", i)
	}
}

// Fault is a line a player sends that the judge must reject: Malformed
// when it is not a move at all (game.ErrMalformed), else an illegal move.
type Fault struct {
	Name      string
	Player    int
	Line      string
	Malformed bool
}

// Faults plays each fault on a new game of j (seed 1) and checks that it
// is rejected as it says and changes nothing (the same Render, the same
// player on turn).
func Faults(t *testing.T, j game.Judge, faults []Fault) {
	t.Helper()
	for _, f := range faults {
		t.Run(f.Name, func(t *testing.T) {
			g := j.NewGame(1)
			before := g.Render()
			p, lines := g.Next()
			err := g.Play(f.Player, f.Line)
			require.Error(t, err)
			assert.Equal(t, f.Malformed, errors.Is(err, game.ErrMalformed), err.Error())
			assert.Equal(t, before, g.Render(), "a fault changes nothing")
			p2, lines2 := g.Next()
			assert.Equal(t, p, p2)
			assert.Equal(t, lines, lines2)
		})
	}
}

// Registration checks what a two-player game registers: its name, a judge
// of that name whose default budget is budget and whose budget option sets
// it, no puzzle judge, and the reference players random and greedy.
func Registration(t *testing.T, r game.Registration, name string, budget time.Duration) {
	t.Helper()
	assert.Equal(t, name, r.Name)
	assert.Nil(t, r.NewPuzzle)
	assert.Contains(t, r.Players, "random")
	assert.Contains(t, r.Players, "greedy")
	require.NotNil(t, r.NewJudge)
	j, err := r.NewJudge(nil)
	require.NoError(t, err)
	assert.Equal(t, name, j.Name())
	assert.Equal(t, budget, j.Budget())
	j, err = r.NewJudge(map[string]string{"budget": "3s"})
	require.NoError(t, err)
	assert.Equal(t, 3*time.Second, j.Budget())
}
