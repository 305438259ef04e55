// Package arenatest holds the checks every game's judge passes whatever
// its game, so that tests call them instead of copying them: Conformance,
// the whole conformance kit a registered game must pass (cmd/botcup runs
// it over the registry), FuzzJudgePlay (each judge's fuzz target), and the
// smaller checks a game's own tests use with their scripts (Exchange,
// Faults, JuryPlaysWholeGames, ReferencePlayersPlayWholeGames,
// Registration, SameGames). It is test support: it imports testify, and no
// bot imports it.
package arenatest

import (
	"botcup/game"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// JuryPlaysWholeGames plays games of j with the jury's Fallback on every
// turn, from seeds 7 (twice) and 8: every jury move is legal, Fallback is ""
// once the game is over, both players are then sent final, the same seed
// gives the same moves and the other seed others. It returns the scores of
// seed 7's game, for the game's own checks on them.
func JuryPlaysWholeGames(t *testing.T, j game.Judge, final []string) [2]float64 {
	t.Helper()
	var scores [2]float64
	play := func(seed uint64) []string {
		g := j.NewGame(seed)
		var lines []string
		for !g.Over() {
			p, _ := g.Next()
			line := g.Fallback(p)
			require.NoError(t, g.Play(p, line), "the jury's move %q after %d moves", line, len(lines))
			lines = append(lines, line)
		}
		assert.Equal(t, "", g.Fallback(0), "no jury move once the game is over")
		assert.Equal(t, final, g.Final(0))
		assert.Equal(t, final, g.Final(1))
		scores = g.Scores()
		return lines
	}
	b := play(7)
	assert.NotEqual(t, b, play(8), "another seed, other jury moves")
	a := play(7)
	assert.Equal(t, a, b, "the same seed, the same jury moves")
	return scores
}

// ReferencePlayersPlayWholeGames plays 2*pairs games between r's reference
// players "greedy" and "random" (in process, game.PlayInProcess), each seed
// 1..pairs twice with the sides swapped; every line they print must be a
// legal move. It returns each player's total score.
func ReferencePlayersPlayWholeGames(t *testing.T, r game.Registration, pairs int) (greedy, random float64) {
	t.Helper()
	j, err := r.NewJudge(nil)
	require.NoError(t, err)
	players := [2]game.Player{r.Players["greedy"], r.Players["random"]}
	require.NotNil(t, players[0])
	require.NotNil(t, players[1])
	for seed := uint64(1); seed <= uint64(pairs); seed++ {
		for first := 0; first < 2; first++ {
			g := j.NewGame(seed)
			_, err := game.PlayInProcess(g, [2]game.Player{players[first], players[1-first]}, [2]uint64{seed, seed + 1})
			require.NoError(t, err, "seed %d", seed)
			sc := g.Scores()
			greedy, random = greedy+sc[first], random+sc[1-first]
		}
	}
	return greedy, random
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
