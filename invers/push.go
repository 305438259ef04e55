package invers

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Push is a move: the held tile, inverted, pushed into a row or column from
// one edge, 0..23 for the letters A..X.
type Push uint8

// Pushes is the number of different pushes.
const Pushes = 24

// Edge is the side of the board a push comes in from.
type Edge uint8

// The four edges.
const (
	Top Edge = iota
	Right
	Bottom
	Left
)

// moveLetters is our decision on the lost figure that named the moves, in
// ONE table: the letters go round the board clockwise from the top-left.
// A..F push down from the top edge into columns 1..6, G..L push left from the
// right edge into rows 1..6, M..R push up from the bottom edge into columns
// 6..1, S..X push right from the left edge into rows 6..1. Each entry is
// the edge the tile comes in from and the row or column (1-based) it goes
// into.
var moveLetters = [Pushes]struct {
	from Edge
	line int
}{
	{Top, 1}, {Top, 2}, {Top, 3}, {Top, 4}, {Top, 5}, {Top, 6}, // A..F
	{Right, 1}, {Right, 2}, {Right, 3}, {Right, 4}, {Right, 5}, {Right, 6}, // G..L
	{Bottom, 6}, {Bottom, 5}, {Bottom, 4}, {Bottom, 3}, {Bottom, 2}, {Bottom, 1}, // M..R
	{Left, 6}, {Left, 5}, {Left, 4}, {Left, 3}, {Left, 2}, {Left, 1}, // S..X
}

// From is the edge p comes in from.
func (p Push) From() Edge { return moveLetters[p].from }

// Line is the row (pushes from the left or right) or column (from the top
// or bottom) p goes into, 1-based as the rules count.
func (p Push) Line() int { return moveLetters[p].line }

// geometry is what a push does to the packed board: the line's squares
// (mask) move one square on, which for the five that stay on the board
// (body) is a rotation of the board word left by turn bits (a shift up or
// down by 1 or 6 that never wraps, as body leaves out the far square); the
// held tile comes in at entry and the tile at far falls off. entry and far
// are single bits; entrySq and farSq are the same squares.
type geometry struct {
	mask, body     uint64
	entry, far     uint64
	turn           uint8
	entrySq, farSq Square
}

// geometries holds each push's geometry, padded with unused entries to 32
// so that perft indexes it with five bits of a push set and no bounds check;
// the others look a push up through geometryOf.
var geometries = newGeometries()

func newGeometries() (g [32]geometry) {
	for p := 0; p < Pushes; p++ {
		line := moveLetters[p].line - 1
		var squares [Size]Square // in push order: entry first
		for i := 0; i < Size; i++ {
			switch moveLetters[p].from {
			case Top:
				squares[i] = At(i, line)
			case Bottom:
				squares[i] = At(Size-1-i, line)
			case Left:
				squares[i] = At(line, i)
			case Right:
				squares[i] = At(line, Size-1-i)
			}
		}
		for _, s := range squares {
			g[p].mask |= 1 << s
		}
		g[p].entrySq, g[p].farSq = squares[0], squares[Size-1]
		g[p].entry, g[p].far = 1<<g[p].entrySq, 1<<g[p].farSq
		g[p].body = g[p].mask &^ g[p].far
		g[p].turn = uint8(int(squares[1])-int(squares[0])) % 64
	}
	return g
}

// pushesFree is the set of pushes (bit p for push p) whose far square is
// not in blocked, gathered from the border in a few shifts and masks: A..F
// push off the bottom row (columns 1..6), G..L the first column (rows
// 1..6), M..R the top row (columns 6..1), S..X the last column (rows 6..1).
func pushesFree(blocked uint64) uint32 {
	free := ^blocked
	return uint32(free>>(Squares-Size)&firstRow) |
		uint32(firstColumn(free))<<Size |
		uint32(reversed(free&firstRow))<<(2*Size) |
		uint32(reversed(firstColumn(free>>(Size-1))))<<(3*Size)
}

// firstRow is the squares of row 1 and the low six bits of a word.
const firstRow = 1<<Size - 1

// firstColumn gathers the squares of column 1 in x (bits 0, 6, ..., 30)
// into bits 0..5, row 1 lowest: one multiplication, whose 36 partial
// products (bit 6i moved up by 30-5j) all land on different bits, so none
// carries, and those with i = j land on bits 30..35.
func firstColumn(x uint64) uint64 {
	const column = 1 | 1<<6 | 1<<12 | 1<<18 | 1<<24 | 1<<30
	const gather = 1<<30 | 1<<25 | 1<<20 | 1<<15 | 1<<10 | 1<<5
	return (x & column) * gather >> 30 & firstRow
}

// reversed reverses the order of the low six bits of x (x has no others).
func reversed(x uint64) uint64 { return uint64(bits.Reverse8(uint8(x))) >> 2 }

// geometryOf is p's geometry; p must be a push (below Pushes).
func geometryOf(p Push) *geometry { return &geometries[:Pushes][p] }

// Entry is the square where p's tile comes in.
func (p Push) Entry() Square { return geometryOf(p).entrySq }

// Far is the square whose tile p pushes off the board.
func (p Push) Far() Square { return geometryOf(p).farSq }

// String is the push's letter "A".."X", as the protocol writes it.
func (p Push) String() string {
	if p >= Pushes {
		return "Push(" + strconv.Itoa(int(p)) + ")"
	}
	return string(rune('A' + p))
}

// ErrPushSyntax is wrapped by every error of ParsePush.
var ErrPushSyntax = errors.New("invers: a move is one letter A..X")

// ParsePush reads a move as the protocol writes it: one capital letter
// A..X. Surrounding spaces and a trailing carriage return are ignored.
// Whether the push is legal is State.Legal's business.
func ParsePush(s string) (Push, error) {
	t := strings.TrimSpace(s)
	if len(t) != 1 || t[0] < 'A' || t[0] >= 'A'+Pushes {
		return 0, fmt.Errorf("%w, not %q", ErrPushSyntax, s)
	}
	return Push(t[0] - 'A'), nil
}
