package judge

import (
	"io"

	"botcup/bao"
	"botcup/search"
)

// Random is the reference player "random": a uniformly random legal move
// every turn, from seed.
func Random(in io.Reader, out io.Writer, seed uint64) error {
	return bao.Run(in, out, bao.Options{Engine: search.DuelRandom, Seed: seed})
}

// Greedy is the reference player "greedy": every turn the move whose
// position is best for it by bao's one-ply evaluation (captured stones,
// stones on each side, mobility; exact at the end), ties broken from seed.
func Greedy(in io.Reader, out io.Writer, seed uint64) error {
	return bao.Run(in, out, bao.Options{Engine: search.DuelGreedy, Seed: seed})
}
