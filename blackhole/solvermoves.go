package blackhole

import "math/bits"

// SolverMoves appends the moves an exact search needs to buf[:0], best
// first (search.SolverMover): every value of the mover on each live field,
// and on the dead fields (no empty neighbour: a stone there never counts)
// only the mover's lowest value on the one worst for the mover as the hole
// (as Moves: no other dead-field move is better). The order is
// ScoreMoves'.
func (p *Position) SolverMoves(buf []Move) []Move {
	buf = buf[:0]
	if p.Over() {
		return buf
	}
	left := p.left[p.Side()]
	lo := Move(bits.TrailingZeros16(left))
	sign := p.sign()
	worst, worstValue := Field(Fields), 1<<30
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		if p.dead(f) {
			if v := sign * p.Around(f); v < worstValue {
				worst, worstValue = f, v
			}
			continue
		}
		at := Move(f) << 4
		for l := left; l != 0; l &= l - 1 {
			buf = append(buf, at|Move(bits.TrailingZeros16(l)))
		}
	}
	if worst < Fields {
		buf = append(buf, Move(worst)<<4|lo)
	}
	p.orderSolverMoves(buf)
	return buf
}

// orderSolverMoves sorts moves best first by ScoreMoves, stably.
func (p *Position) orderSolverMoves(moves []Move) {
	var scores [Fields * MaxValue]int32
	sc := scores[:len(moves)]
	p.ScoreMoves(moves, sc)
	for i := 1; i < len(moves); i++ {
		m, s := moves[i], sc[i]
		j := i
		for ; j > 0 && sc[j-1] < s; j-- {
			moves[j], sc[j] = moves[j-1], sc[j-1]
		}
		moves[j], sc[j] = m, s
	}
}
