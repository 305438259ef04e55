package zuniq

import "botcup/search"

// Perft counts the move sequences of exactly depth moves from s; a game
// that ends sooner adds nothing. s is left as it was.
func (s *State) Perft(depth int) uint64 { return search.Perft[Move](s, depth) }
