package judge

import (
	"errors"
	"fmt"

	"botcup/more"
	"botcup/search"
)

// WallOdds is how a random board is drawn: each of the 60 edges, on its
// own, holds a single wall with chance Single percent, a double wall with
// chance Double percent, and no wall otherwise.
type WallOdds struct {
	Single, Double int
}

// DefaultWallOdds is our decision on the contest's unstated distribution:
// the text's example board has 16 single walls and 1 double wall on its 60
// edges, so about one edge in four holds a wall, and a few of them double:
// 20% single, 5% double (15 walls on average, 3 of them double).
var DefaultWallOdds = WallOdds{Single: 20, Double: 5}

// ErrWallOdds is the error for odds that are not percentages summing to at
// most 100.
var ErrWallOdds = errors.New("wall odds must be percentages that sum to at most 100")

// Check reports whether the odds are usable.
func (o WallOdds) Check() error {
	if o.Single < 0 || o.Double < 0 || o.Single+o.Double > 100 {
		return fmt.Errorf("%w: single %d, double %d", ErrWallOdds, o.Single, o.Double)
	}
	return nil
}

// RandomBoard draws a board with the odds (which Check accepts) from rng.
func RandomBoard(rng *search.Rng, o WallOdds) *more.Board {
	var walls [more.WallCount]more.Wall
	for i := range walls {
		switch x := rng.Intn(100); {
		case x < o.Single:
			walls[i] = more.SingleWall
		case x < o.Single+o.Double:
			walls[i] = more.DoubleWall
		}
	}
	return more.NewBoard(walls)
}
