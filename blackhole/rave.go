package blackhole

import "math/bits"

// ActionKeys is the number of action keys (search.ActionKeyer, for RAVE):
// a key for each side, field and rank of a stone among the side's stones
// left.
func (p *Position) ActionKeys() int { return 2 * Fields * MaxValue }

// ActionKey is m's key in p: the mover, m's field, and the rank of m's
// stone among the mover's stones left (0 its lowest), so that "a high
// stone on C4" is one action whichever values are gone (search.ActionKeyer).
func (p *Position) ActionKey(m Move) int {
	side := int(p.plies & 1)
	left := p.left[side]
	rank := bits.OnesCount16(left & (1<<m.Value() - 1))
	return (side*Fields+int(m.Field()))*MaxValue + rank
}
