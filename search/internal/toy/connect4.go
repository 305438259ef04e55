package toy

import (
	"errors"
	"math/bits"
)

// Connect4MaxCells bounds a Connect-4 board: width*(height+1) <= 63, so the
// board fits one bitboard with a guard row above each column.
const Connect4MaxCells = 63

// ErrConnect4Size is NewConnect4's answer to a board that is too small to
// hold four in a row or too big for its bitboard.
var ErrConnect4Size = errors.New("toy: Connect-4 needs 4 <= width, 4 <= height, width*(height+1) <= 63")

// Connect4 is Connect-4 on a small board: a move drops a disc into a column
// (the move is the column number, 0 from the left), and whoever makes four
// in a row, column or diagonal wins. A full board is a draw. Small boards
// (4x4, 5x4) are solved by brute force in a moment, so they test engines.
type Connect4 struct {
	width, height int
	discs         [2]uint64 // discs[side], bit col*(height+1)+row
	heights       [8]uint8  // discs in each column
	side          int       // side to move; side 0 moved first
	played        int       // discs on the board
	hash          uint64
}

var c4Keys = newC4Keys()

func newC4Keys() (k [2][Connect4MaxCells]uint64) {
	seed := uint64(4)
	for s := range k {
		for c := range k[s] {
			k[s][c] = splitmix64(&seed)
		}
	}
	return k
}

const c4SideKey = 0x2545f4914f6cdd1d

// NewConnect4 sets up an empty width x height board (at most 8 columns).
func NewConnect4(width, height int) (*Connect4, error) {
	if width < 4 || height < 4 || width > 8 || width*(height+1) > Connect4MaxCells {
		return nil, ErrConnect4Size
	}
	return &Connect4{width: width, height: height}, nil
}

// Moves lists the columns that are not full, centre first.
func (c *Connect4) Moves(buf []uint8) []uint8 {
	buf = buf[:0]
	for i := 0; i < c.width; i++ {
		// centre-out order: mid, mid-1, mid+1, ... (a sensible default)
		col := c.width/2 + (i+1)/2*(1-2*(i&1))
		if int(c.heights[col]) < c.height {
			buf = append(buf, uint8(col))
		}
	}
	return buf
}

// Make drops a disc of the side to move into column m.
func (c *Connect4) Make(m uint8) {
	cell := int(m)*(c.height+1) + int(c.heights[m])
	c.discs[c.side] |= 1 << cell
	c.hash ^= c4Keys[c.side][cell] ^ c4SideKey
	c.heights[m]++
	c.played++
	c.side ^= 1
}

// Unmake takes the top disc out of column m.
func (c *Connect4) Unmake(m uint8) {
	c.side ^= 1
	c.played--
	c.heights[m]--
	cell := int(m)*(c.height+1) + int(c.heights[m])
	c.discs[c.side] &^= 1 << cell
	c.hash ^= c4Keys[c.side][cell] ^ c4SideKey
}

// Hash is the Zobrist key of the position.
func (c *Connect4) Hash() uint64 { return c.hash }

// fours reports whether the discs b hold four in a row.
func (c *Connect4) fours(b uint64) bool {
	h := uint(c.height)
	for _, d := range [4]uint{1, h + 1, h, h + 2} {
		m := b & (b >> d)
		if m&(m>>(2*d)) != 0 {
			return true
		}
	}
	return false
}

// Terminal: the side that just moved may have four in a row (a loss for the
// side to move), or the board may be full (a draw).
func (c *Connect4) Terminal() (bool, int32) {
	if c.fours(c.discs[c.side^1]) {
		return true, -Win
	}
	if c.played == c.width*c.height {
		return true, 0
	}
	return false, 0
}

// Eval is the number of the side to move's discs in the centre column(s)
// less the opponent's.
// It lies within ±2*height, far inside ±(Win-64).
func (c *Connect4) Eval() int32 {
	h := uint(c.height + 1)
	mid := uint64(1)<<h - 1
	centre := mid<<(h*uint(c.width/2)) | mid<<(h*uint((c.width-1)/2))
	own := bits.OnesCount64(c.discs[c.side] & centre)
	opp := bits.OnesCount64(c.discs[c.side^1] & centre)
	return int32(own - opp)
}

// Side is the side to move: 0 for the side that moved first.
func (c *Connect4) Side() int { return c.side }

// PliesLeft is the empty cells: the game lasts at most that long.
func (c *Connect4) PliesLeft() int { return c.width*c.height - c.played }

// ActionKeys: a cell of the bitboard for each side.
func (c *Connect4) ActionKeys() int { return 2 * Connect4MaxCells }

// ActionKey is the cell where a disc dropped into column m lands, for the
// side to move: a disc on that cell counts for its side only (RAVE).
func (c *Connect4) ActionKey(m uint8) int {
	return int(m)*(c.height+1) + int(c.heights[m]) + Connect4MaxCells*c.side
}
