package more

import "math/bits"

// Moves appends the legal moves of the side to move to buf[:0]: steps to an
// adjacent empty square (through a wall or not) and jumps over an adjacent
// stone to the empty square behind it with no wall on either edge crossed.
// A side that has finished, or whose stones cannot move at all, has the one
// move Nil. It allocates nothing when cap(buf) >= MaxMoves. Moves does not
// look at the end of the game: see Over.
func (p *Position) Moves(buf []Move) []Move { return p.movesOf(p.side, buf) }

// movesOf appends the moves c would have if it were c's turn to buf[:0].
func (p *Position) movesOf(c Color, buf []Move) []Move {
	buf = buf[:0]
	own := p.stones[c]
	if own == HomeSquares[c] {
		return append(buf, Nil)
	}
	b := p.board
	occ := p.stones[0] | p.stones[1]
	empty := ^occ & boardMask
	n := len(buf)
	buf = appendJumps(appendSteps(buf, b, own, empty), b, own, occ, empty)
	if len(buf) == n {
		buf = append(buf, Nil)
	}
	return buf
}

// appendSteps appends the steps of the stones own to the squares of empty.
func appendSteps(buf []Move, b *Board, own, empty uint64) []Move {
	buf = appendMoves(buf, (own&b.has[North])>>Size&empty, -Size)
	buf = appendMoves(buf, (own&b.has[South])<<Size&empty, Size)
	buf = appendMoves(buf, (own&b.has[West])>>1&empty, -1)
	return appendMoves(buf, (own&b.has[East])<<1&empty, 1)
}

// appendJumps appends the jumps of the stones own over a stone of over to
// the squares of empty.
func appendJumps(buf []Move, b *Board, own, over, empty uint64) []Move {
	buf = appendMoves(buf, ((own&b.open[North])>>Size&over&b.open[North])>>Size&empty, -2*Size)
	buf = appendMoves(buf, ((own&b.open[South])<<Size&over&b.open[South])<<Size&empty, 2*Size)
	buf = appendMoves(buf, ((own&b.open[West])>>1&over&b.open[West])>>1&empty, -2)
	return appendMoves(buf, ((own&b.open[East])<<1&over&b.open[East])<<1&empty, 2)
}

// appendMoves appends a move to each square of targets from the square d
// before it.
func appendMoves(buf []Move, targets uint64, d int) []Move {
	for ; targets != 0; targets &= targets - 1 {
		to := bits.TrailingZeros64(targets)
		buf = append(buf, Move(to-d)<<6|Move(to))
	}
	return buf
}

// Count is the number of moves Moves would list (1 for Nil), computed in
// bulk on the bitboards without listing them.
func (p *Position) Count() int {
	own := p.stones[p.side]
	if own == HomeSquares[p.side] {
		return 1
	}
	b := p.board
	occ := p.stones[0] | p.stones[1]
	empty := ^occ & boardMask
	n := bits.OnesCount64((own&b.has[North])>>Size&empty) +
		bits.OnesCount64((own&b.has[South])<<Size&empty) +
		bits.OnesCount64((own&b.has[West])>>1&empty) +
		bits.OnesCount64((own&b.has[East])<<1&empty) +
		bits.OnesCount64(((own&b.open[North])>>Size&occ&b.open[North])>>Size&empty) +
		bits.OnesCount64(((own&b.open[South])<<Size&occ&b.open[South])<<Size&empty) +
		bits.OnesCount64(((own&b.open[West])>>1&occ&b.open[West])>>1&empty) +
		bits.OnesCount64(((own&b.open[East])<<1&occ&b.open[East])<<1&empty)
	if n == 0 {
		return 1
	}
	return n
}
