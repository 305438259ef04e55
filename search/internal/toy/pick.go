package toy

import "math/bits"

// PickItems is the most items a Pick game has.
const PickItems = 16

// Pick is a game of taking: items with values lie on the table, the
// players take one each in turn, and when none is left the one whose items
// are worth more wins (by the difference; equal is a draw). A move is the
// item's index. Taking the most valuable item left is always best, so a
// move's worth does not depend on when it is played: the case for which
// RAVE (all moves as first) is made. The hash keeps the items left and the
// side to move; the score so far is part of the position.
type Pick struct {
	values [PickItems]int8
	n      int
	taken  uint16
	diff   int32 // the side to move's points less the other's
	hash   uint64
	side   int
}

var pickKeys = newPickKeys()

func newPickKeys() (k [PickItems + 1]uint64) {
	seed := uint64(31)
	for i := range k {
		k[i] = splitmix64(&seed)
	}
	return k
}

// NewPick lays out items of the given values (at most PickItems).
func NewPick(values ...int8) *Pick {
	p := &Pick{n: min(len(values), PickItems)}
	copy(p.values[:], values)
	return p
}

// Moves lists the items left.
func (p *Pick) Moves(buf []uint8) []uint8 {
	buf = buf[:0]
	for i := 0; i < p.n; i++ {
		if p.taken&(1<<i) == 0 {
			buf = append(buf, uint8(i))
		}
	}
	return buf
}

// Make takes item m for the side to move.
func (p *Pick) Make(m uint8) {
	p.taken |= 1 << m
	p.diff = -(p.diff + int32(p.values[m]))
	p.hash ^= pickKeys[m] ^ pickKeys[PickItems]
	p.side ^= 1
}

// Unmake puts item m back.
func (p *Pick) Unmake(m uint8) {
	p.side ^= 1
	p.hash ^= pickKeys[m] ^ pickKeys[PickItems]
	p.diff = -p.diff - int32(p.values[m])
	p.taken &^= 1 << m
}

// Hash is the key of the items left, the side to move and, mixed in, the
// points so far.
func (p *Pick) Hash() uint64 { return p.hash ^ uint64(p.diff)*0x9e3779b97f4a7c15 }

// Eval is the points so far.
func (p *Pick) Eval() int32 { return p.diff }

// Terminal: with every item taken, the difference of the points.
func (p *Pick) Terminal() (bool, int32) {
	if p.taken == 1<<p.n-1 {
		return true, p.diff
	}
	return false, 0
}

// PliesLeft is the items left.
func (p *Pick) PliesLeft() int { return p.n - bits.OnesCount16(p.taken) }

// ActionKeys: an item for each side.
func (p *Pick) ActionKeys() int { return 2 * PickItems }

// ActionKey is item m for the side to move.
func (p *Pick) ActionKey(m uint8) int { return int(m) + PickItems*p.side }
