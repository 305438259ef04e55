package samegame

import (
	"time"

	"botcup/search"
)

// ChainStall is how long a chain (EngineChains) goes on without a better
// line of its own before a new chain starts: on the 15x15 boards the best
// line grows little after 10-30 s and the score is decided by the basin a
// line is in, so a stalled chain is worth less than a new one from a fresh
// beam round (6 s is the one value measured, not tuned: see
// docs/tuning.md).
const ChainStall = 6 * time.Second

// chains (EngineChains) is the beam worker's plan on the 15x15 boards,
// beside the tail beams on the best line of all workers (unless
// Options.NoChains): again and again (rounds times, 0: until dl stops it)
// it starts a chain, the first round of the beam's passes from the root
// (beams), then tail beams on the chain's own best line, until that line
// has gone ChainStall without an improvement (and at most rounds tail
// passes). A chain's lines go to a tracker of its own, which hands each
// on to the shared one, so a chain may polish a line worse than the best
// of all workers: another basin.
// Why: the beam's later passes rarely beat the tail, and the best line
// stops improving after 5-20 s (see docs/tuning.md).
func chains(b *Board, ctx *context, dl *stopFlag, rounds int, sched beamSchedule) {
	shared := ctx.shared
	defer func() { ctx.shared = shared }()
	for r := 0; (rounds == 0 || r < rounds) && !dl.Stop(); r++ {
		own := newTracker()
		own.parent = shared
		ctx.shared, ctx.found = own, false
		beams(b, rootNode(b, ctx), dl, 1, sched)
		tailBeams(b, ctx, &stall{dl: dl, own: own, wait: ChainStall, since: time.Now()}, rounds)
	}
}

// stall is a chain's deadline: it stops when dl does, or once the chain's
// own tracker has gone wait without a better line.
type stall struct {
	dl      search.Deadline
	own     *tracker
	wait    time.Duration
	version uint64    // of own's line when it last changed
	since   time.Time // when it last changed
}

// Stop reports that dl stops or that the chain has stalled.
func (s *stall) Stop() bool {
	if s.dl.Stop() {
		return true
	}
	if v := s.own.current(); v != s.version {
		s.version, s.since = v, time.Now()
		return false
	}
	return time.Since(s.since) >= s.wait
}

// NewIteration reports that Stop does not.
func (s *stall) NewIteration() bool { return !s.Stop() }
