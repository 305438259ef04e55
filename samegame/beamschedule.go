package samegame

// The beam's width schedule (EngineBeam). Why BeamRepeatFrom 128
// and BeamRepeats 8: a beam ranked by one playout per child is noisy, and the
// best line is the best of many passes rather than the line of the widest
// one, so past a moderate width restarts with fresh playouts pay as much
// as doubling (see docs/tuning.md). Given more time the width still
// grows, doubling after every BeamRepeats passes.
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
