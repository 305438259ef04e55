package toy

// NimHeaps is the most heaps a Nim position has.
const NimHeaps = 4

// Nim is normal-play Nim: a move takes one or more stones from one heap, and
// the side that takes the last stone wins. A move is heap<<8 | count.
// The game is impartial, so the hash ignores the side to move.
type Nim struct {
	heaps [NimHeaps]uint8
	hash  uint64
}

var nimKeys = newNimKeys()

func newNimKeys() (k [NimHeaps][256]uint64) {
	seed := uint64(17)
	for h := range k {
		for n := range k[h] {
			k[h][n] = splitmix64(&seed)
		}
	}
	return k
}

// NewNim sets up heaps of the given sizes (at most NimHeaps of them).
func NewNim(heaps ...uint8) *Nim {
	n := &Nim{}
	copy(n.heaps[:], heaps)
	for h, c := range n.heaps {
		n.hash ^= nimKeys[h][c]
	}
	return n
}

// NimMove is the move that takes count stones from heap h.
func NimMove(h int, count uint8) uint16 { return uint16(h)<<8 | uint16(count) }

// Moves lists every way to take stones from one heap.
func (n *Nim) Moves(buf []uint16) []uint16 {
	buf = buf[:0]
	for h, c := range n.heaps {
		for k := uint8(1); k <= c; k++ {
			buf = append(buf, NimMove(h, k))
		}
	}
	return buf
}

// Make takes the stones.
func (n *Nim) Make(m uint16) { n.add(int(m>>8), -int(m&0xff)) }

// Unmake puts them back.
func (n *Nim) Unmake(m uint16) { n.add(int(m>>8), int(m&0xff)) }

func (n *Nim) add(h, d int) {
	n.hash ^= nimKeys[h][n.heaps[h]]
	n.heaps[h] = uint8(int(n.heaps[h]) + d)
	n.hash ^= nimKeys[h][n.heaps[h]]
}

// Hash is the Zobrist key of the heap sizes.
func (n *Nim) Hash() uint64 { return n.hash }

// Eval is 0: the static evaluation leaves the value to the search.
func (n *Nim) Eval() int32 { return 0 }

// Terminal: with no stones left, the side to move has lost.
func (n *Nim) Terminal() (bool, int32) {
	for _, c := range n.heaps {
		if c != 0 {
			return false, 0
		}
	}
	return true, -Win
}

// Won reports the exact value by theory: the side to move wins when the
// heap sizes' xor is not zero.
func (n *Nim) Won() bool {
	x := uint8(0)
	for _, c := range n.heaps {
		x ^= c
	}
	return x != 0
}
