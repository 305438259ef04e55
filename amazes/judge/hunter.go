package judge

import (
	"io"

	"botcup/amazes"
	"botcup/search"
)

// Hunter is the reference player that plays for sudden death. Until its map
// holds every cell it explores: each turn it walks the whole shortest known
// way to a cell with the most unknown about it (amazes.Knowledge.Unknowns),
// the nearest of those, ties broken at random. With every cell discovered
// it hunts: each turn it walks to the cell at the squared distance it was
// told with the shortest known way, ties broken at random; it then wins
// whenever that cell is the opponent's.
func Hunter(in io.Reader, out io.Writer, seed uint64) error {
	return playHunting(in, out, seed, HunterMove)
}

// playHunting plays a hunting player whose move is move's (as HunterMove's
// arguments), with its random numbers drawn from seed.
func playHunting(in io.Reader, out io.Writer, seed uint64, move func(e *amazes.Explorer, rng *search.Rng, targets *[]int16, buf []byte) []byte) error {
	rng := search.NewRng(seed)
	var buf []byte
	var targets []int16
	return playLoop(in, out, func(e *amazes.Explorer) []byte {
		buf = move(e, rng, &targets, buf)
		return buf
	})
}

// HunterMove is the hunter's move for the explorer e (its view of this turn
// observed), in buf[:0]; targets is scratch space. Empty means T.
func HunterMove(e *amazes.Explorer, rng *search.Rng, targets *[]int16, buf []byte) []byte {
	e.Routes()
	if e.Map.Count() == amazes.Cells {
		*targets = e.HuntTargets(e.Dist2[e.Moves], *targets)
	} else {
		*targets = e.ExploreTargets(*targets)
	}
	t := *targets
	if len(t) == 0 {
		// On the opponent's cell (or nothing left to explore): any step.
		return buf[:0]
	}
	return e.PathTo(int(t[rng.Intn(len(t))]), buf)
}
