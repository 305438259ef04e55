package search

// perftWidth is the room for moves of one ply in Perft's buffer; a wider
// position still works (Moves grows its own copy) but allocates.
const perftWidth = 64

// Perft counts the move sequences of exactly depth moves from g, the last
// ply counted in bulk; a game that ends sooner adds nothing, and a forced
// pass counts as one move. g's Moves must list no move once the game is
// over, since Perft asks Moves, not Terminal. g is
// left as it was. Its move buffer, perftWidth moves a ply, is allocated
// once per call.
func Perft[M comparable, G Game[M]](g G, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft[M](g, depth, make([]M, depth*perftWidth))
}

// perft is Perft below the root; buf[(depth-1)*perftWidth:] holds the
// moves of this ply.
func perft[M comparable, G Game[M]](g G, depth int, buf []M) uint64 {
	at := (depth - 1) * perftWidth
	moves := g.Moves(buf[at : at : at+perftWidth])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		g.Make(m)
		n += perft[M](g, depth-1, buf)
		g.Unmake(m)
	}
	return n
}
