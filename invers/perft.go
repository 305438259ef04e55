package invers

// Perft counts the move sequences of exactly depth pushes from the start;
// a game that ends sooner adds nothing.
func Perft(depth int) uint64 { return New().Perft(depth) }

// Perft counts the move sequences of exactly depth pushes from s, the last
// ply counted in bulk; a game that ends sooner adds nothing. s is left as
// it was.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [Pushes]Push
	moves := s.Moves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		s.Make(m)
		n += s.Perft(depth - 1)
		s.Unmake(m)
	}
	return n
}
