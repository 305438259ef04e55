package bao

import "botcup/search"

// Perft counts the move sequences of exactly depth moves from the start
// position; a game that ends sooner adds nothing.
func Perft(depth int) uint64 { return New().Perft(depth) }

// Perft counts the move sequences of exactly depth moves from s, the last
// ply counted in bulk; a game that ends sooner adds nothing. s is left as
// it was.
func (s *State) Perft(depth int) uint64 {
	return search.Perft[Pit](s, depth)
}
