package samegame

import "botcup/search"

// TailWidth is the width of tailBeams' passes. Decision (32): with the
// beam on the other worker, 20 standard boards, 10 s, contest scoring,
// one run each: width 16 63,330, 32 63,798, 64 63,496 (NMCS level 2 in
// its place: 62,236).
const TailWidth = 32

// tailBeams (EngineTail) improves the best line of all workers: again and
// again it plays a random prefix of that line (of 0 to all but its last
// move, uniformly) and runs a beam pass of TailWidth from there, offering
// the prefix with each line the pass finds. Playing on from a good line
// mostly rewrites its ending, where the end penalty is decided.
func tailBeams(b *Board, ctx *context, dl *stopFlag, rounds int) {
	beam, err := search.NewBeam[node, Move, *node](search.BeamOptions{Width: TailWidth})
	if err != nil {
		return
	}
	root := rootNode(b, ctx)
	start := rootNode(b, ctx)
	var best, full []Move
	var version uint64
	report := func(score int64, moves []Move) {
		full = append(append(full[:0], start.path...), moves...)
		ctx.offer(score, full)
	}
	for r := 0; (rounds == 0 || r < rounds) && !dl.Stop(); r++ {
		best, _, _, version, _ = ctx.shared.take(version, best)
		start.CopyFrom(root)
		if len(best) > 0 {
			for _, m := range best[:ctx.rng.Intn(len(best))] {
				start.Play(m)
			}
		}
		_, _ = beam.Search(start, dl, report)
	}
}
