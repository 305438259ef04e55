package judge

import (
	"io"

	"botcup/amazes"
	"botcup/search"
)

// Guesser is the reference player that hunts with no habit to read: it
// explores as ref:hunter does, and once its map holds every cell it walks
// each turn to a cell drawn at random, all alike, from every cell at the
// squared distance it was told (ref:hunter takes the nearest of them). No
// cell of the maze has more than 16 cells at one squared distance, so on
// each such turn it catches its opponent with probability at least 1/16,
// whatever the opponent does. The one safe cell is the hunter's own (a
// move never ends where it began): told 0, the guesser walks to a cell
// drawn at random from every cell it can reach, so that an opponent cannot
// follow it from cell to cell.
func Guesser(in io.Reader, out io.Writer, seed uint64) error {
	return playHunting(in, out, seed, guesserMove)
}

// guesserMove is the guesser's move for the explorer e (its view of this
// turn observed), in buf[:0]; targets is scratch space. Empty means T.
func guesserMove(e *amazes.Explorer, rng *search.Rng, targets *[]int16, buf []byte) []byte {
	if e.Map.Count() < amazes.Cells {
		return HunterMove(e, rng, targets, buf)
	}
	reached := e.Routes()
	var t []int16
	if d2 := e.Dist2[e.Moves]; d2 > 0 {
		*targets = e.CircleTargets(d2, *targets)
		t = *targets
	} else {
		t = reached[1:]
	}
	if len(t) == 0 {
		return buf[:0]
	}
	return e.PathTo(int(t[rng.Intn(len(t))]), buf)
}
