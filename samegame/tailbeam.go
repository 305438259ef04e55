package samegame

import (
	"slices"

	"botcup/search"
)

// The widths of tailBeams' passes. Why TailWidth 32 and
// TailMaxWidth 512: a pass from a position with s of the root's s0 stones left has the
// smallest width TailWidth*2^k of at least 2*TailWidth*(s0/s)^2 (64 at
// the root), at most TailMaxWidth, so the short passes near the end, where
// the end penalty is decided, look wider (see docs/tuning.md).
const (
	TailWidth    = 32
	TailMaxWidth = 512
)

// tailWidth is the width of a tail pass from a position with stones of
// the root's rootStones stones left.
func tailWidth(stones, rootStones int) int {
	w := TailWidth
	for w < TailMaxWidth && w*stones*stones < 2*TailWidth*rootStones*rootStones {
		w *= 2
	}
	return w
}

// tailBeams (EngineTail) improves the best line of all workers: again and
// again it plays a random prefix of that line (of 0 to all but its last
// move, uniformly) and runs a beam pass of tailWidth from there, offering
// the prefix with each line the pass finds. Playing on from a good line
// mostly rewrites its ending, where the end penalty is decided. On lane
// boards the passes are wideBeam's, and their ranking playouts keep for
// last the colour of the line's largest group (gatheredIndex) rather than
// the colour with the most stones of each position. Why the gathered
// colour: the tail rewrites the line's own plan, and on a line that
// gathers its second or third colour the most frequent colour of a later
// position ranks the children by another plan (see docs/tuning.md).
func tailBeams(b *Board, ctx *context, dl search.Deadline, rounds int) {
	beams := map[int]*search.Beam[node, Move, *node]{} // by width
	root := rootNode(b, ctx)
	start := rootNode(b, ctx)
	var best, full []Move
	var version uint64
	report := func(score int64, moves []Move) {
		full = append(append(full[:0], start.path...), moves...)
		ctx.offer(score, full)
	}
	var wide *wideBeam // on lane boards
	if b.lanePlayable() {
		wide = newWideBeam(b, WideRanking, ctx.rng.Uint64())
	}
	var scratch Board
	for r := 0; (rounds == 0 || r < rounds) && !dl.Stop(); r++ {
		var fresh bool
		best, _, _, version, fresh = ctx.shared.take(version, best)
		if fresh && wide != nil {
			scratch.CopyFrom(b)
			wide.tabu = scratch.gatheredIndex(best)
		}
		start.CopyFrom(root)
		if len(best) > 0 {
			for _, m := range best[:ctx.rng.Intn(len(best))] {
				start.Play(m)
			}
		}
		w := tailWidth(start.Stones(), b.Stones())
		if wide != nil {
			s := wideRoot(&start.Board)
			wide.search(&s, w, dl.Stop, report)
			continue
		}
		beam := beams[w]
		if beam == nil {
			var err error
			if beam, err = search.NewBeam[node, Move, *node](search.BeamOptions{Width: w}); err != nil {
				return
			}
			beams[w] = beam
		}
		_, _ = beam.Search(start, dl, report)
	}
}

// gatheredIndex plays line on b and returns the palette index of the
// colour of its largest group, or -1 for an empty line.
func (b *Board) gatheredIndex(line []Move) int {
	k, most := -1, 0
	for _, m := range line {
		x, y := m.X(), m.Y()
		if n := b.GroupSize(x, y); n > most {
			k, most = slices.Index(b.palette, b.Colour(x, y)), n
		}
		b.Play(m)
	}
	return k
}
