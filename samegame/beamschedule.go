package samegame

// The beam's width schedule (EngineBeam). Decision (BeamRepeatFrom 128,
// BeamRepeats 8): a beam ranked by one playout per child is noisy, and the
// best line is the best of many passes rather than the line of the widest
// one, so past a moderate width restarts with fresh playouts pay as much
// as doubling. Single worker, 10 s per board, first 8 standard boards,
// contest scoring: passes of width 32 repeated 22,207, of 64 22,316, of
// 128 22,518 (one pass of 512, ~7 s: 22,311; at 5 s doubling 21,581
// against 64 repeated 22,089). The whole solver, 20 boards, 10 s, 2
// workers, one run each: both workers beam 62,985 doubling, 62,990 with
// this schedule; beam and tailBeams 63,391 doubling, 63,798 with it. A
// pass of width 128 takes ~1.8 s on 15x15; given more time the width
// still grows, doubling after every BeamRepeats passes.
const (
	BeamRepeatFrom = 128
	BeamRepeats    = 8
)

// beamSchedule yields the widths of a worker's beam passes: 1, 2, 4, ...
// up to BeamRepeatFrom (the first round, one anytime search), then each
// width BeamRepeats times before it doubles, never beyond max.
type beamSchedule struct {
	width, max, passes int
}

// newBeamSchedule starts the schedule for beams of at most max positions.
func newBeamSchedule(max int) beamSchedule {
	return beamSchedule{width: min(BeamRepeatFrom, max), max: max}
}

// first is the widest pass of the first round, which widens from 1.
func (s *beamSchedule) first() int { return s.width }

// next is the width of the next pass after the first round.
func (s *beamSchedule) next() int {
	if s.passes == BeamRepeats {
		s.passes = 0
		s.width = min(2*s.width, s.max)
	}
	s.passes++
	return s.width
}
