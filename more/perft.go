package more

// Perft is the number of move sequences of exactly depth moves from p: a
// game that ends sooner adds nothing, and a Nil turn counts as one move.
// The last ply is counted in bulk (Count). p is unchanged afterwards.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if p.Over() {
		return 0
	}
	if depth == 1 {
		return uint64(p.Count())
	}
	var buf [MaxMoves]Move
	var n uint64
	for _, m := range p.Moves(buf[:0]) {
		p.Make(m)
		n += p.Perft(depth - 1)
		p.Unmake(m)
	}
	return n
}
