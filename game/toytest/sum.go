package toytest

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"botcup/game"
)

// Sum is the toy two-player game: the players take turns to say 1, 2 or 3,
// MovesEach times each; a player scores the sum of what it said. Player 0
// is sent "Start" first, then each is sent the other's last move; both are
// sent "Quit" at the end. The jury says "1". Clock is each player's
// budget. Seeded makes the seed decide who wins: the player who moves
// first in an even seed's game scores a bonus of 10 (its "board" is
// better), so that pairs with swapped sides are fair.
type Sum struct {
	Clock     time.Duration
	MovesEach int
	Seeded    bool
}

// Name is "sum".
func (j Sum) Name() string { return "sum" }

// Budget is Clock.
func (j Sum) Budget() time.Duration { return j.Clock }

// NewGame starts a game; its setup names the seed.
func (j Sum) NewGame(seed uint64) game.Game {
	return &sumGame{seed: seed, movesEach: j.MovesEach, seeded: j.Seeded}
}

type sumGame struct {
	seed      uint64
	movesEach int
	seeded    bool
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

func (g *sumGame) Scores() [2]float64 {
	s := g.sums
	if g.seeded && g.seed%2 == 0 {
		s[0] += 10
	}
	return s
}

func (g *sumGame) Render() string {
	return fmt.Sprintf("said %v, sums %v %v", g.said, g.sums[0], g.sums[1])
}
