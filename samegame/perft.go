package samegame

// Perft counts the move sequences of exactly depth moves from b (one move
// per group); a game that ends sooner adds nothing. The last ply is counted
// in bulk. b is left as it was.
func (b *Board) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth)
	boards := make([]Board, depth)
	return b.perft(depth, bufs, boards)
}

func (b *Board) perft(depth int, bufs [][]Move, boards []Board) uint64 {
	moves := b.Moves(bufs[depth-1])
	bufs[depth-1] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	child := &boards[depth-1]
	for _, m := range moves {
		child.CopyFrom(b)
		child.Play(m)
		n += child.perft(depth-1, bufs, boards)
	}
	return n
}
