package samegame

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
)

// Errors of Check, wrapped with the move.
var (
	// ErrOutside: the move names a place outside the board.
	ErrOutside = errors.New("samegame: move outside the board")
	// ErrEmpty: the move names an empty cell.
	ErrEmpty = errors.New("samegame: move on an empty cell")
	// ErrSingle: the move names a stone with no neighbour of its colour.
	ErrSingle = errors.New("samegame: move on a single stone")
)

// Check says why m is not a legal move in b, or nil if it is: the stone
// must exist and have at least one orthogonal neighbour of its colour.
func (b *Board) Check(m Move) error {
	x, y := m.X(), m.Y()
	if x >= b.cols || y >= b.rows {
		return fmt.Errorf("%w: %v on a %dx%d board", ErrOutside, m, b.cols, b.rows)
	}
	i := b.at(x, y)
	if b.colour[i] == 0 {
		return fmt.Errorf("%w: %v", ErrEmpty, m)
	}
	if !b.playable(i) {
		return fmt.Errorf("%w: %v", ErrSingle, m)
	}
	return nil
}

// playable reports whether the stone in cell i has a neighbour of its colour.
func (b *Board) playable(i int) bool {
	c, s := b.colour[i], b.stride
	return b.colour[i+1] == c || b.colour[i-1] == c || b.colour[i+s] == c || b.colour[i-s] == c
}

// The byte lanes of playable8's tests.
const (
	lanesLow  = 0x7f7f7f7f7f7f7f7f
	lanesHigh = 0x8080808080808080
)

// playable8 is playable for the 8 cells i..i+7 of one column at once: the
// high bit of byte k is set when cell i+k holds a stone with a neighbour of
// its colour. The cells must end at the column's top padding cell (which
// is empty) or below it.
func (b *Board) playable8(i int) uint64 {
	colour, s := b.colour, b.stride
	w := binary.LittleEndian.Uint64(colour[i:])
	same := zeroBytes(w^binary.LittleEndian.Uint64(colour[i+1:])) |
		zeroBytes(w^binary.LittleEndian.Uint64(colour[i-1:])) |
		zeroBytes(w^binary.LittleEndian.Uint64(colour[i+s:])) |
		zeroBytes(w^binary.LittleEndian.Uint64(colour[i-s:]))
	return same &^ zeroBytes(w)
}

// playableBlock is playable8 for the cells i..i+7 of a column whose top
// padding cell is end, the cells above end left out (unset).
func (b *Board) playableBlock(i, end int) uint64 {
	if i+7 <= end {
		return b.playable8(i)
	}
	var m uint64
	for k := 0; i+k <= end; k++ {
		if b.colour[i+k] != 0 && b.playable(i+k) {
			m |= 0x80 << (8 * k)
		}
	}
	return m
}

// zeroBytes has the high bit of each byte of z that is 0 set, and no other.
func zeroBytes(z uint64) uint64 {
	return ^((z&lanesLow + lanesLow) | z | lanesLow)
}

// nextStamp starts a new flood fill mark.
func (b *Board) nextStamp() uint32 {
	b.stamp++
	if b.stamp == 0 {
		clear(b.seen)
		b.stamp = 1
	}
	return b.stamp
}

// fill marks the group of the stone in cell start with the current stamp
// and returns its size.
func (b *Board) fill(start int) (size int) {
	c, s, st := b.colour[start], b.stride, b.stamp
	colour, seen := b.colour, b.seen
	stack := b.stack[:0]
	seen[start] = st
	stack = append(stack, int32(start))
	for len(stack) > 0 {
		i := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		size++
		stack = spread(colour, seen, stack, i+1, c, st)
		stack = spread(colour, seen, stack, i-1, c, st)
		stack = spread(colour, seen, stack, i+s, c, st)
		stack = spread(colour, seen, stack, i-s, c, st)
	}
	b.stack = stack
	return size
}

// spread pushes cell n on a flood fill's stack, marked with stamp st, if it
// holds a stone of colour c that is not marked yet.
func spread(colour []uint8, seen []uint32, stack []int32, n int, c uint8, st uint32) []int32 {
	if colour[n] == c && seen[n] != st {
		seen[n] = st
		stack = append(stack, int32(n))
	}
	return stack
}

// GroupSize is the number of stones in the group of the stone at (x, y): 0
// for an empty cell or a place outside the board, 1 for a single stone.
func (b *Board) GroupSize(x, y int) int {
	if x < 0 || y < 0 || x >= b.cols || y >= b.rows {
		return 0
	}
	i := b.at(x, y)
	if b.colour[i] == 0 {
		return 0
	}
	b.nextStamp()
	return b.fill(i)
}

// Group appends the stones of the group of the stone at (x, y) to buf[:0],
// in no particular order; none for an empty cell or a place outside the
// board.
func (b *Board) Group(x, y int, buf []Move) []Move {
	buf = buf[:0]
	if b.GroupSize(x, y) == 0 {
		return buf
	}
	st := b.stamp
	for cx := 0; cx < b.width; cx++ {
		for i, top := b.at(cx, 0), b.at(cx, int(b.height[cx])); i < top; i++ {
			if b.seen[i] == st {
				buf = append(buf, b.cellMove(i))
			}
		}
	}
	return buf
}

// Moves appends the legal moves to buf[:0] and returns the result: one move
// per group of two or more stones, naming the group's stone with the
// smallest origin (so the move and its Code name the group the same way in
// every position where it stands unchanged). None means the game is over.
//
// The stone with the smallest origin is the group's first in column order
// (x, then y), the one the scan meets first: a column's stones all come
// from one column of the starting board, in their order there, and the
// columns keep their order when they close up.
func (b *Board) Moves(buf []Move) []Move {
	buf = buf[:0]
	st := b.nextStamp()
	for x := 0; x < b.width; x++ {
		base := b.at(x, 0)
		// Eight cells at a time (the empty cells above the stones are not
		// playable).
		for i, top := base, base+int(b.height[x]); i < top; i += 8 {
			for m := b.playableBlock(i, base+b.rows); m != 0; m &= m - 1 {
				if j := i + bits.TrailingZeros64(m)>>3; b.seen[j] != st {
					b.fill(j)
					buf = append(buf, MoveAt(x, j-base))
				}
			}
		}
	}
	return buf
}

// Over reports that no legal move is left.
func (b *Board) Over() bool {
	s := b.stride
	for x := 0; x < b.width; x++ {
		for i, top := b.at(x, 0), b.at(x, int(b.height[x])); i < top; i++ {
			c := b.colour[i]
			if b.colour[i+1] == c || b.colour[i+s] == c {
				return false
			}
		}
	}
	return true
}

// LargestGroup is the move of the largest group (the first such group in
// Moves' order on a tie) and its size; size 0 when the game is over.
func (b *Board) LargestGroup() (Move, int) {
	var best Move
	size := 0
	st := b.nextStamp()
	for x := 0; x < b.width; x++ {
		for i, top := b.at(x, 0), b.at(x, int(b.height[x])); i < top; i++ {
			if b.seen[i] == st || !b.playable(i) {
				continue
			}
			if n := b.fill(i); n > size {
				best, size = b.cellMove(i), n
			}
		}
	}
	return best, size
}
