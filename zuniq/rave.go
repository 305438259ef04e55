package zuniq

import "botcup/search"

// ActionKeys: a key for each segment (search.ActionKeyer, for RAVE).
func (s *State) ActionKeys() int { return Segments }

// ActionKey is m's segment, for both sides: the game is impartial, so a
// segment drawn by either player tells about it for the other
// (search.ActionKeyer).
func (s *State) ActionKey(m Move) int { return int(m.Segment()) }

// RolloutKeys is Rollout that also appends each segment it draws to keys
// (search.KeyedRollouter, for RAVE).
func (s *State) RolloutKeys(rng *search.Rng, keys []int32) ([]int32, float64) {
	return s.playOut(rng, keys, true)
}
