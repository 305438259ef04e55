package judge

import (
	"io"

	"botcup/invers"
	"botcup/search"
)

// Random is the reference player "random": a uniformly random legal move
// every turn, from seed.
func Random(in io.Reader, out io.Writer, seed uint64) error {
	return invers.Run(in, out, invers.Options{Engine: search.DuelRandom, Seed: seed})
}

// Greedy is the reference player "greedy": every turn the move whose
// position is best for it by invers's one-ply evaluation (plain tiles left,
// plain tiles on the border, the tile in hand; exact at the end), ties
// broken from seed.
func Greedy(in io.Reader, out io.Writer, seed uint64) error {
	return invers.Run(in, out, invers.Options{Engine: search.DuelGreedy, Seed: seed})
}
