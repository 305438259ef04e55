// Package arenacheck holds the checks every two-player judge of the arena
// passes whatever its game, so that each game's judge tests call them
// instead of copying them: JuryPlaysWholeGames (the jury's fallback plays
// legal, seeded games) and ReferencePlayersPlayWholeGames (the reference
// players play whole games through the judge). It is test support: it
// imports testify, and no bot imports it.
package arenacheck

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
)

// JuryPlaysWholeGames plays games of j with the jury's Fallback on every
// turn, from seeds 7 (twice) and 8: every jury move is legal, Fallback is ""
// once the game is over, both players are then sent final, the same seed
// gives the same moves and the other seed others. It returns the scores of
// seed 7's game, for the game's own checks on them.
func JuryPlaysWholeGames(t *testing.T, j arena.Judge, final []string) [2]float64 {
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
// players "greedy" and "random" (in process, arena.PlayInProcess), each seed
// 1..pairs twice with the sides swapped; every line they print must be a
// legal move. It returns each player's total score.
func ReferencePlayersPlayWholeGames(t *testing.T, r arena.Registration, pairs int) (greedy, random float64) {
	t.Helper()
	j, err := r.NewJudge(nil)
	require.NoError(t, err)
	players := [2]arena.Player{r.Players["greedy"], r.Players["random"]}
	require.NotNil(t, players[0])
	require.NotNil(t, players[1])
	for seed := uint64(1); seed <= uint64(pairs); seed++ {
		for first := 0; first < 2; first++ {
			g := j.NewGame(seed)
			_, err := arena.PlayInProcess(g, [2]arena.Player{players[first], players[1-first]}, [2]uint64{seed, seed + 1})
			require.NoError(t, err, "seed %d", seed)
			sc := g.Scores()
			greedy, random = greedy+sc[first], random+sc[1-first]
		}
	}
	return greedy, random
}
