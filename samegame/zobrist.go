package samegame

// Hash is a Zobrist-style key of the stones on the board: the XOR over the
// stones of a key for (column, row, colour). The keys come from a mixing
// function rather than a table (a table for 256x256 cells and 255 colours
// would hold 16M keys); boards of at most KeyTableCells cells and
// KeyTableColours colours keep theirs in a table made by NewBoard (the
// same keys, read instead of mixed). It is computed on demand, in time
// linear in the stones; the score is not part of it.
func (b *Board) Hash() uint64 {
	var h uint64
	if t := b.keys; t != nil {
		for x := 0; x < b.width; x++ {
			base := b.at(x, 0)
			keys := t.keys[x*b.rows*KeyTableColours:]
			for y, c := range b.colour[base : base+int(b.height[x])] {
				h ^= keys[y*KeyTableColours+int(t.index[c])]
			}
		}
		return h
	}
	for x := 0; x < b.width; x++ {
		base := b.at(x, 0)
		for y := 0; y < int(b.height[x]); y++ {
			h ^= stoneKey(x, y, b.colour[base+y])
		}
	}
	return h
}

// Bounds of the boards whose stone keys NewBoard puts in a table.
const (
	KeyTableCells   = 1024
	KeyTableColours = 8
)

// keyTable is the stone keys of a starting board: stoneKey(x, y, c) at
// (x*rows+y)*KeyTableColours + index[c], for the colours of its palette.
// Boards copied from one another share it; it never changes.
type keyTable struct {
	index [256]uint8 // palette index of each colour of the palette
	keys  []uint64
}

// newKeyTable is the key table of b's starting board, or nil if b is too
// large for one.
func newKeyTable(b *Board) *keyTable {
	if b.cols*b.rows > KeyTableCells || len(b.palette) > KeyTableColours {
		return nil
	}
	t := &keyTable{keys: make([]uint64, b.cols*b.rows*KeyTableColours)}
	for k, c := range b.palette {
		t.index[c] = uint8(k)
		for x := 0; x < b.cols; x++ {
			for y := 0; y < b.rows; y++ {
				t.keys[(x*b.rows+y)*KeyTableColours+k] = stoneKey(x, y, c)
			}
		}
	}
	return t
}

// stoneKey is the key of a stone of colour c at (x, y): splitmix64's
// finaliser applied to the triple.
func stoneKey(x, y int, c uint8) uint64 {
	z := uint64(x)<<16 | uint64(y)<<8 | uint64(c)
	z += 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
