package arena

import (
	"botcup/game"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// sumJudge is the tests' toy game: the players take turns to say 1, 2 or 3,
// each movesEach times; a player scores the sum of what it said. Player 0
// is sent "Start" first, then each is sent the other's last move; both are
// sent "Quit" at the end. The jury says "1".
type sumJudge struct {
	budget    time.Duration
	movesEach int
}

func (j sumJudge) Name() string          { return "sum" }
func (j sumJudge) Budget() time.Duration { return j.budget }
func (j sumJudge) NewGame(seed uint64) game.Game {
	return &sumGame{seed: seed, movesEach: j.movesEach}
}

type sumGame struct {
	seed      uint64
	movesEach int
	said      []int
	sums      [2]float64
}

func (g *sumGame) Setup() string { return fmt.Sprintf("sum seed %d", g.seed) }

func (g *sumGame) Next() (int, []string) {
	n := len(g.said)
	if n == 0 {
		return 0, []string{"Start"}
	}
	return n % 2, []string{strconv.Itoa(g.said[n-1])}
}

func (g *sumGame) Play(player int, line string) error {
	if player != len(g.said)%2 {
		return errors.New("not on turn")
	}
	v, err := strconv.Atoi(line)
	if err != nil {
		return fmt.Errorf("%w: not a number", game.ErrMalformed)
	}
	if v < 1 || v > 3 {
		return errors.New("say 1, 2 or 3")
	}
	g.said = append(g.said, v)
	g.sums[player] += float64(v)
	return nil
}

func (g *sumGame) Fallback(int) string { return "1" }
func (g *sumGame) Over() bool          { return len(g.said) >= 2*g.movesEach }
func (g *sumGame) Final(int) []string  { return []string{"Quit"} }
func (g *sumGame) Scores() [2]float64  { return g.sums }
func (g *sumGame) Render() string {
	return fmt.Sprintf("said %v, sums %v %v", g.said, g.sums[0], g.sums[1])
}

// seededJudge is sumJudge where the seed decides who wins: the player who
// moves first in an even seed's game scores a bonus of 10 (its "board" is
// better), so that pairs with swapped sides are fair.
type seededJudge struct{ sumJudge }

func (j seededJudge) NewGame(seed uint64) game.Game {
	return &seededGame{sumGame{seed: seed, movesEach: j.movesEach}}
}

type seededGame struct{ sumGame }

func (g *seededGame) Scores() [2]float64 {
	s := g.sums
	if g.seed%2 == 0 {
		s[0] += 10
	}
	return s
}

// shPlayer is a player written as a POSIX shell script.
func shPlayer(name, script string) Entrant {
	return Entrant{Name: name, Argv: []string{"/bin/sh", "-c", script}}
}

// sayer answers every line but Quit with word.
func sayer(word string) string {
	return `while read l; do case "$l" in Quit) exit 0;; esac; echo ` + word + `; done`
}
