package blackhole

import (
	"math/bits"

	"botcup/search"
)

// The cuts Black Hole gives the engine's exact Solver beyond SolverMoves
// and Bounds, sound for the window it searches:
//
//   - WindowMoves (search.WindowMover): on a live field whose empty
//     neighbours are all decided for the window as holes (a stale field),
//     only the mover's lowest stone, and of stale fields decided alike
//     only one (staleCut);
//   - MoveSlack (search.MoveSlacker): two stones on the same field, values
//     a and c, give values at most |c-a| points apart. (Swap a and c in
//     any line from one of the two positions: the games end the same but
//     for the two stones, a on the field and c where the mover puts it
//     later, or the other way round, so R-B differs by (c-a) times the
//     difference of two adjacencies to the hole, -1, 0 or 1.)

// WindowMoves are SolverMoves less staleCut's for the window (alpha,
// beta), and, when it left any out, the highest final value at or below
// alpha as their bound (search.WindowMover).
func (p *Position) WindowMoves(buf []Move, alpha, beta int32) ([]Move, int32) {
	moves := p.SolverMoves(buf)
	if len(moves) == 0 {
		return moves, -search.Inf
	}
	var fb fieldBounds
	p.fieldBounds(&fb)
	moves, pruned := staleCut(p, &fb, moves, alpha, beta)
	if !pruned {
		return moves, -search.Inf
	}
	return moves, valueAtMost(alpha)
}

// MoveSlack is the most the value of m can exceed that of tried, two moves
// of p on the same field: their values' difference in points, and a win's
// bonus on either side (search.MoveSlacker); moves on two fields have no
// such bound.
func (p *Position) MoveSlack(tried, m Move) (int32, bool) {
	if tried.Field() != m.Field() {
		return 0, false
	}
	d := tried.Value() - m.Value()
	if d < 0 {
		d = -d
	}
	return swapSlack(d), true
}

// swapSlack is the most the value of (f, c) can exceed that of (f, a), in
// Terminal's units, for |c-a| = d points: d points, and a win's bonus on
// either side.
func swapSlack(d int) int32 {
	return int32((d + 2*winBonus) * Scale)
}

// staleCut drops from moves every stone but the mover's lowest on each
// stale field, a live field whose empty neighbours are all decided for
// the window (alpha, beta): each ends, if it becomes the hole, at or below
// alpha whatever is played, at or above beta, or at one fixed value
// (fieldBounds). A stone there counts only on those holes, where it
// changes nothing the window can tell, so the lowest stone is at least as
// good (swap it with a higher one the mover puts elsewhere later: that
// one counts more there). It reports whether it dropped any; the node's
// value is then at most alpha if it fails low.
func staleCut(p *Position, fb *fieldBounds, moves []Move, alpha, beta int32) ([]Move, bool) {
	var decided, good, bad uint64
	side := p.Side()
	i := 0
	for e := p.empty; e != 0; e, i = e&(e-1), i+1 {
		lo, hi := outcome(fb.lo[i]), outcome(fb.hi[i])
		if side == Blue {
			lo, hi = outcome(-fb.hi[i]), outcome(-fb.lo[i])
		}
		if lo >= beta || hi <= alpha || lo == hi {
			decided |= e & -e
		}
		if hi <= alpha {
			bad |= e & -e
		}
		if lo >= beta {
			good |= e & -e
		}
	}
	var stale uint64
	for e := p.empty; e != 0; e &= e - 1 {
		f := bits.TrailingZeros64(e)
		if open := neighbours[f] & p.empty; open != 0 && open&^decided == 0 {
			stale |= 1 << f
		}
	}
	if stale == 0 {
		return moves, false
	}
	low := bits.TrailingZeros16(p.left[side])
	// Stale fields decided the same way as holes are the same move: one
	// of each kind is kept.
	skip := stale&bad&(stale&bad-1) | stale&good&(stale&good-1)
	out := moves[:0]
	for _, m := range moves {
		if skip>>m.Field()&1 == 0 && (stale>>m.Field()&1 == 0 || m.Value() == low) {
			out = append(out, m)
		}
	}
	return out, len(out) < len(moves)
}

// valueAtMost is the highest final value (outcome) at or below v.
func valueAtMost(v int32) int32 {
	d := int(v)/Scale + winBonus + 1
	for outcome(d) > v {
		d--
	}
	return outcome(d)
}
