package blackhole

import "math/bits"

// Perft counts the move sequences of exactly depth moves from s, the last
// ply counted in bulk (empty fields times the mover's values); a game that
// ends sooner adds nothing. s is left as it was. It counts what
// search.Perft counts on s with Moves, Make and Unmake.
func (s *State) Perft(depth int) uint64 {
	switch {
	case depth <= 0:
		return 1
	case int(s.plies)+depth > MaxPlies:
		return 0
	case depth == 1:
		return uint64(bits.OnesCount64(s.empty) * bits.OnesCount16(s.left[s.Side()]))
	}
	var n uint64
	var buf [Fields * MaxValue]Move
	for _, m := range s.Moves(buf[:0]) {
		s.Make(m)
		n += s.Perft(depth - 1)
		s.Unmake(m)
	}
	return n
}
