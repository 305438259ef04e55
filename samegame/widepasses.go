package samegame

import "botcup/search"

// WideRanking is the wide beam's ranking in the solver. Why Ranked 12: every child costs a playout, so the static evaluation only trims
// the layers that have more than 12 children per kept position (the first
// few); the evaluation alone ranks far worse (see docs/tuning.md).
var WideRanking = WideParams{Pair: 5000, Largest: 1000, LargestPair: 20000, Single: 20000, Ranked: 12}

// wideBeams is the beam worker (EngineBeam) on lane boards, and the first
// round of each chain (rounds 1): wide beam passes of the widths of sched,
// from b, each better line offered.
func wideBeams(b *Board, ctx *context, dl search.Deadline, rounds int, sched beamSchedule) {
	bm := newWideBeam(b, WideRanking, ctx.rng.Uint64())
	root := wideRoot(b)
	report := func(score int64, moves []Move) { ctx.offer(score, moves) }
	// The first round widens from 1, as the search package's anytime beam.
	for w := 1; w < sched.first() && !dl.Stop(); w *= 2 {
		bm.search(&root, w, dl.Stop, report)
	}
	for r := 0; (rounds == 0 || r < rounds) && !dl.Stop(); r++ {
		bm.search(&root, sched.next(), dl.Stop, report)
	}
}
