package arena

import (
	"context"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/stats"
	"botcup/game/toytest"
)

func TestTournament(t *testing.T) {
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 2}
	players := []Entrant{shPlayer("three", sayer("3")), shPlayer("two", sayer("2")), shPlayer("one", sayer("1"))}
	tour := Tournament{Judge: j, Players: players, GamesPerPairing: 2, Seed: 4, Concurrency: 2}
	var progress []int
	tour.Progress = func(done, total int) {
		assert.Equal(t, 6, total)
		progress = append(progress, done)
	}
	sum, recs, err := tour.Run(context.Background())
	require.NoError(t, err)
	require.Len(t, recs, 6)
	assert.Equal(t, []int{0, 1, 2, 3, 4, 5, 6}, progress)
	wantPairings := [][2]string{{"three", "two"}, {"two", "three"}, {"three", "one"}, {"one", "three"}, {"two", "one"}, {"one", "two"}}
	for i, r := range recs {
		assert.Equal(t, wantPairings[i], r.Players)
	}
	assert.Equal(t, 6, sum.Games)
	// Each says its number twice: three beats everyone, one loses to all.
	want := []struct {
		wins, losses int
		score        float64
	}{{4, 0, 6}, {2, 2, 4}, {0, 4, 2}}
	for i, w := range want {
		p := sum.Players[i]
		assert.Equal(t, players[i].Name, p.Name)
		assert.Equal(t, 4, p.Games)
		assert.Equal(t, [3]int{w.wins, 0, w.losses}, [3]int{p.Wins, p.Draws, p.Losses})
		assert.InDelta(t, w.score, p.Score, 1e-9)
	}
	assert.Equal(t, Cell{Games: 2, Points: 2, Score: 6}, sum.Cross[0][1])
	assert.Equal(t, Cell{Games: 2, Points: 0, Score: 4}, sum.Cross[1][0])
	assert.Equal(t, Cell{Games: 2, Points: 0, Score: 2}, sum.Cross[2][1])
	assert.Equal(t, Cell{}, sum.Cross[1][1])
	// three: 4 wins, with the prior's win and loss 5 of 6: Elo 400 log10 5
	// = +279.588, not +1000.
	assert.InDelta(t, 279.588, *sum.Players[0].Elo, 0.001)
	assert.Equal(t, *sum.Players[0].Elo, sum.Elo)
	assert.InDelta(t, 0, *sum.Players[1].Elo, 1e-9)
	// two: 2 wins, 2 losses, 3 and 3 with the prior: variance 1/4, se
	// sqrt(1/24) -> score 0.5 ± 0.40008, whose low end 0.09992 is Elo
	// -400 log10(0.90008/0.09992) = -381.84.
	assert.InDelta(t, stats.EloFromScore(0.5-1.959963984540054/math.Sqrt(24)), sum.Players[1].EloCI[0], 1e-9)
	assert.InDelta(t, -381.84, sum.Players[1].EloCI[0], 0.005)
}

func TestTournamentScheduleErrors(t *testing.T) {
	a, b := shPlayer("A", sayer("3")), shPlayer("B", sayer("2"))
	_, err := TournamentSchedule([]Entrant{a}, 2, 1)
	assert.EqualError(t, err, "a tournament needs at least two players")
	_, err = TournamentSchedule([]Entrant{a, b, a}, 2, 1)
	assert.EqualError(t, err, `player "A" is named twice`)
	_, err = TournamentSchedule([]Entrant{a, b}, 3, 1)
	assert.EqualError(t, err, "a match is played in pairs: the number of games must be even and positive, not 3")
}
