package blackhole

import "math/bits"

// Hole is the black hole, the one empty field once the game is over (and
// the lowest empty field before).
func (s *State) Hole() Field { return Field(bits.TrailingZeros64(s.empty)) }

// Around is R-B for a hole at f: the red values next to f less the blue
// ones (stones placed so far).
func (s *State) Around(f Field) int { return int(s.near[f]) }

// Scores are the contest scores of Red and Blue with the hole at the
// lowest empty field: once the game is over, the contest's 75+R-B and
// 75-R+B. A disqualified program scores 0 instead; that is the judge's
// business.
func (s *State) Scores() (red, blue int) {
	d := s.Around(s.Hole())
	return BasePoints + d, BasePoints - d
}
