package search

import (
	"unsafe"

	"golang.org/x/exp/constraints"
)

// Bound says what a value stored in the transposition table is: the exact
// value of the position at the stored depth, or a bound on it.
type Bound uint8

// The kinds of stored value.
const (
	// BoundNone marks an empty slot.
	BoundNone Bound = iota
	// BoundLower: the search failed high, the value is at least the stored one.
	BoundLower
	// BoundUpper: the search failed low, the value is at most the stored one.
	BoundUpper
	// BoundExact: the stored value is the exact value at the stored depth.
	BoundExact
)

// TTMaxEntries is the largest transposition table NewTT makes (2^30 entries).
const TTMaxEntries = 1 << 30

// Errors of NewTT.
var (
	ErrTTSize = InvalidOption("TT entries", "must lie between 2 and 2^30")
)

// flag bits of a TT entry: the bound in bits 0-1, a stored move in bit 2,
// a solved value in bit 3, the search generation in bits 4-7.
const (
	ttBoundMask = 3
	ttHasMove   = 4
	ttSolved    = 8
	ttGenShift  = 4
	ttGenMask   = 0xf
)

// ttEntry is one slot: the full key, so a different position is never
// mistaken for this one, and no pointers, so the garbage collector never
// scans the table. With 16-bit moves it takes 16 bytes.
type ttEntry[M constraints.Unsigned] struct {
	key   uint64
	value int32
	move  M
	depth int8
	flags uint8
}

func (e *ttEntry[M]) bound() Bound { return Bound(e.flags & ttBoundMask) }
func (e *ttEntry[M]) gen() uint8   { return e.flags >> ttGenShift }

// TT is a transposition table: a fixed array of entries allocated once by
// NewTT, two slots per bucket. On a store, a slot already holding the same
// position is overwritten; otherwise the slot from an older search, or else
// the one with the smaller depth, is replaced. Values are stored as given:
// the engine converts win distances (see AlphaBeta). A TT serves one search
// at a time.
type TT[M constraints.Unsigned] struct {
	entries []ttEntry[M]
	mask    uint64 // of the bucket's first slot, always even
	gen     uint8
}

// NewTT allocates a table of entries slots, rounded down to a power of two;
// it fails with ErrTTSize unless 2 <= entries <= TTMaxEntries.
func NewTT[M constraints.Unsigned](entries int) (*TT[M], error) {
	if entries < 2 || entries > TTMaxEntries {
		return nil, ErrTTSize
	}
	n := 2
	for n*2 <= entries {
		n *= 2
	}
	return &TT[M]{entries: make([]ttEntry[M], n), mask: uint64(n-1) &^ 1}, nil
}

// Len is the number of slots.
func (t *TT[M]) Len() int { return len(t.entries) }

// Bytes is the memory the slots take.
func (t *TT[M]) Bytes() int { return len(t.entries) * int(unsafe.Sizeof(ttEntry[M]{})) }

// Clear empties every slot.
func (t *TT[M]) Clear() {
	clear(t.entries)
	t.gen = 0
}

// NewSearch starts a new generation: entries of earlier searches stay
// readable but are replaced first.
func (t *TT[M]) NewSearch() { t.gen = (t.gen + 1) & ttGenMask }

// Used is the number of slots holding an entry of the current generation.
func (t *TT[M]) Used() int {
	n := 0
	for i := range t.entries {
		e := &t.entries[i]
		if e.bound() != BoundNone && e.gen() == t.gen {
			n++
		}
	}
	return n
}

// TTEntry is what a search stores about a position and Probe finds.
type TTEntry[M constraints.Unsigned] struct {
	Move    M     // the best (or refuting) move, if HasMove
	HasMove bool  // whether Move is set
	Value   int32 // the value, as stored
	Depth   int   // the depth it was searched to (stored clamped to 0..127)
	Bound   Bound // what Value is; BoundNone is never stored
	// Solved says that the search reached the end of the game on every
	// line it needed, so Value is the game's own value (or bound on it) at
	// any depth from Depth on.
	Solved bool
}

// Probe looks up key and reports whether an entry is stored for it.
func (t *TT[M]) Probe(key uint64) (TTEntry[M], bool) {
	i := key & t.mask
	e := &t.entries[i]
	if e.key != key || e.bound() == BoundNone {
		e = &t.entries[i+1]
		if e.key != key || e.bound() == BoundNone {
			return TTEntry[M]{}, false
		}
	}
	return TTEntry[M]{
		Move:    e.move,
		HasMove: e.flags&ttHasMove != 0,
		Value:   e.value,
		Depth:   int(e.depth),
		Bound:   e.bound(),
		Solved:  e.flags&ttSolved != 0,
	}, true
}

// touch reads the first slot of the bucket of each of keys, so that the
// processor fetches them from memory all at once, and returns what it read
// (xored: a value the compiler cannot drop).
func (t *TT[M]) touch(keys []uint64) uint64 {
	var x uint64
	for _, k := range keys {
		x ^= t.entries[k&t.mask].key
	}
	return x
}

// Store records what a search found about the position key. A store
// without a move keeps the move already stored for the position; a
// BoundNone store is ignored.
func (t *TT[M]) Store(key uint64, in TTEntry[M]) {
	if in.Bound == BoundNone {
		return
	}
	i := key & t.mask
	e := &t.entries[i]
	if e.key != key || e.bound() == BoundNone {
		other := &t.entries[i+1]
		switch {
		case other.key == key && other.bound() != BoundNone:
			e = other
		case e.bound() == BoundNone:
		case other.bound() == BoundNone:
			e = other
		case e.gen() != t.gen && other.gen() == t.gen:
		case other.gen() != t.gen && e.gen() == t.gen:
			e = other
		case other.depth < e.depth:
			e = other
		}
	}
	if !in.HasMove && e.key == key && e.flags&ttHasMove != 0 {
		// Keep the old best move: it still orders the moves well.
		in.Move, in.HasMove = e.move, true
	}
	flags := uint8(in.Bound) | t.gen<<ttGenShift
	if in.HasMove {
		flags |= ttHasMove
	}
	if in.Solved {
		flags |= ttSolved
	}
	e.key = key
	e.value = in.Value
	e.move = in.Move
	e.depth = int8(max(0, min(in.Depth, 127)))
	e.flags = flags
}
