package zuniq

import (
	"math/bits"

	"botcup/search"
)

// PointValue is one contest point in the units of Eval and Terminal.
const PointValue int32 = 100

// WinValue marks decided games for the search (search.WinMarker).
const WinValue int32 = 1 << 20

// reward is a playout's reward for a win (its negation for a loss), just
// below 1: MCTS gives exactly 1 to a proven win only, so that a root's
// value of 1 tells a proven win (the victory call's condition) from a
// move that merely won every playout.
const reward = 0.99

// WinValue is the value search scores a won game at (search.WinMarker).
func (s *State) WinValue() int32 { return WinValue }

// Terminal reports whether the game is over and, if so, its value for the
// side to move: it has no move, so it lost, by the points between a
// winner's 100 and a loser's 50.
func (s *State) Terminal() (over bool, value int32) {
	if !s.Over() {
		return false, 0
	}
	return true, -WinValue - (WinPoints-LosePoints)*PointValue
}

// Reward is a finished game's reward for the side to move (search.Rewarder):
// a loss, just above -1 (see reward).
func (s *State) Reward() float64 { return -reward }

// Eval is the static value of a position that is not over, for the side
// to move, in PointValue units: a point for an odd number of open
// segments (with every one of them played, the side to move would play
// the last).
func (s *State) Eval() int32 {
	return PointValue * (2*int32(bits.OnesCount64(s.open())&1) - 1)
}

// Rollout plays the game out with uniformly random legal moves
// (search.Rollouter) and returns its reward for the side to move at the
// start.
func (s *State) Rollout(rng *search.Rng) float64 {
	_, r := s.playOut(rng, nil, false)
	return r
}

// playOut plays the game out with uniformly random legal moves, appending
// the segments it draws to keys if record, and returns keys and the
// reward for the side to move at the start. Each ply draws among the open
// segments, dropping those that would close a zone of a size already
// closed, without listing the moves.
func (s *State) playOut(rng *search.Rng, keys []int32, record bool) ([]int32, float64) {
	start := s.Side()
	var list [Segments]Segment
	for {
		n := 0
		for o := s.open(); o != 0; o &= o - 1 {
			list[n] = Segment(bits.TrailingZeros64(o))
			n++
		}
		moved := false
		for n > 0 {
			i := rng.Intn(n)
			g := list[i]
			if z := s.zoneIf(g); s.allowed(z) {
				s.draw(g, z)
				s.ply++
				if record {
					keys = append(keys, int32(g))
				}
				moved = true
				break
			}
			n--
			list[i] = list[n]
		}
		if !moved {
			break
		}
	}
	if s.Side() == start {
		return keys, -reward
	}
	return keys, reward
}
