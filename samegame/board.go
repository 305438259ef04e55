package samegame

import (
	"errors"
	"fmt"
)

// Errors of NewBoard (ReadBoard and ParseBoard wrap the same ones), each
// wrapped with the place it was found.
var (
	// ErrSize: no rows, no columns, or more than MaxSize of either.
	ErrSize = errors.New("samegame: board size out of range")
	// ErrRagged: the rows are not all as long as the first.
	ErrRagged = errors.New("samegame: rows of different lengths")
	// ErrFloating: a stone lies above an empty cell of its column.
	ErrFloating = errors.New("samegame: floating stone")
	// ErrGap: an empty column lies left of a column with stones.
	ErrGap = errors.New("samegame: empty column inside the board")
	// ErrScoring: a Scoring that is neither Contest nor Classic.
	ErrScoring = errors.New("samegame: unknown scoring")
)

// Board is a SameGame position and its score so far. It implements
// search.PuzzleState[Board, Move]: Moves, Play, Score, Code and CopyFrom.
//
// Stones are stored column by column, bottom first, with one empty cell
// below and above every column and one empty column on either side, so a
// flood fill needs no bounds checks. Every stone carries its origin (its
// cell number x*rows+y in the starting board), which names groups stably
// across positions.
type Board struct {
	cols, rows int // the size of the starting board
	stride     int // rows+2: cells per column, padding included
	width      int // columns that hold stones: 0..width-1

	colour  []uint8  // (cols+2)*stride cells; 0 = empty (and every padding cell)
	origin  []uint16 // origin of the stone in each cell
	height  []int32  // stones in each column
	count   [256]int32
	palette []uint8   // the colours of the starting board
	keys    *keyTable // Hash's keys of the starting board, or nil
	stones  int
	gained  int64 // points of the groups removed so far
	scoring Scoring

	// Scratch space of the flood fill, not part of the position.
	seen       []uint32
	stamp      uint32
	stack      []int32
	low        []int32 // per column: lowest emptied row during Play, or MaxSize
	high       []int32 // per column: highest emptied row during Play, or -1
	cand       []int32 // playable cells, for Playout
	tabuC      []int32 // playable cells of tabuColour, for Playout
	tabuColour uint8   // the tabu colour Playout plays when nothing else is left
	dirtyLo    int     // the columns changed since Playout's last scan:
	dirtyHi    int     // dirtyLo..dirtyHi, each from row dirtyFrom[x] up
	dirtyFrom  []int32 // per column: the lowest row to scan again (clean: MaxSize)
	maxHeight  int     // at least the tallest column's height, for Playout's draws
	noOrigin   bool    // origin is stale: Playout does not move it (the game is over after one)

	// smallestTabu's index of the tabu colours' groups, and the cells
	// changed since it was last brought up to date (as dirtyFrom).
	indexed   bool
	curColour uint8       // the tabu colour smallestTabu plays and indexes, 0 for none yet
	curSet    Tabu        // just curColour
	groups    []tabuGroup // by id from 1; groups[0] is none
	live      []int32     // the ids of the groups not yet seen dropped
	label     []int32     // per cell: the id of the group it held when indexed, or 0
	gLo, gHi  int
	gFrom     []int32

	bits  *bitPlayout  // Playout's bit masks on small boards, made on first use
	lanes *lanePlayout // Playout's lane masks on the smallest boards, made on first use
}

// NewBoard sets up the board rows (rows[y][x], row 0 at the bottom, 0 =
// empty, 1..255 colours) to be scored by scoring. Every row must be as long
// as the first, stones must stand on the bottom or on a stone, and empty
// columns may only follow the columns with stones.
func NewBoard(rows [][]uint8, scoring Scoring) (*Board, error) {
	if scoring != Contest && scoring != Classic {
		return nil, fmt.Errorf("%w: %d", ErrScoring, scoring)
	}
	if len(rows) == 0 || len(rows) > MaxSize {
		return nil, fmt.Errorf("%w: %d rows (1..%d)", ErrSize, len(rows), MaxSize)
	}
	cols := len(rows[0])
	if cols == 0 || cols > MaxSize {
		return nil, fmt.Errorf("%w: %d columns (1..%d)", ErrSize, cols, MaxSize)
	}
	for y, r := range rows {
		if len(r) != cols {
			return nil, fmt.Errorf("%w: row %d has %d cells, row 0 has %d", ErrRagged, y, len(r), cols)
		}
	}
	b := &Board{}
	b.resize(cols, len(rows))
	b.scoring = scoring
	emptyFrom := -1
	for x := 0; x < cols; x++ {
		h := 0
		for y := 0; y < len(rows); y++ {
			c := rows[y][x]
			if c == 0 {
				continue
			}
			if h != y {
				return nil, fmt.Errorf("%w: (%d, %d) stands above an empty cell", ErrFloating, x, y)
			}
			i := b.at(x, y)
			b.colour[i] = c
			b.origin[i] = uint16(x*len(rows) + y)
			b.count[c]++
			h++
		}
		b.height[x] = int32(h)
		b.stones += h
		switch {
		case h == 0 && emptyFrom < 0:
			emptyFrom = x
		case h > 0 && emptyFrom >= 0:
			return nil, fmt.Errorf("%w: column %d is empty, column %d is not", ErrGap, emptyFrom, x)
		case h > 0:
			b.width = x + 1
		}
	}
	for c := 1; c < len(b.count); c++ {
		if b.count[c] > 0 {
			b.palette = append(b.palette, uint8(c))
		}
	}
	b.keys = newKeyTable(b)
	return b, nil
}

// resize gives b empty storage for a cols x rows board.
func (b *Board) resize(cols, rows int) {
	b.cols, b.rows, b.stride = cols, rows, rows+2
	cells := (cols + 2) * b.stride
	b.colour = grow(b.colour, cells)
	clear(b.colour)
	b.origin = grow(b.origin, cells)
	b.height = grow(b.height, cols)
	clear(b.height)
	b.low = grow(b.low, cols)
	b.high = grow(b.high, cols)
	for i := range b.low {
		b.low[i], b.high[i] = MaxSize, -1
	}
	b.dirtyFrom = grow(b.dirtyFrom, cols)
	b.gFrom = grow(b.gFrom, cols)
	b.seen = grow(b.seen, cells)
	clear(b.seen)
	b.stamp = 0
	if cap(b.stack) < cells {
		b.stack = make([]int32, 0, cells)
		b.cand = make([]int32, 0, cells)
		b.tabuC = make([]int32, 0, cells)
	}
}

// grow returns s with length n, reusing its storage when it is big enough.
func grow[T uint8 | uint16 | uint32 | int32](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// at is the cell of column x, row y.
func (b *Board) at(x, y int) int { return (x+1)*b.stride + y + 1 }

// cellMove is the move of cell i.
func (b *Board) cellMove(i int) Move {
	x := uint32(i) / uint32(b.stride)
	return MoveAt(int(x)-1, i-int(x)*b.stride-1)
}

// Columns is the number of columns of the starting board.
func (b *Board) Columns() int { return b.cols }

// RowCount is the number of rows of the starting board.
func (b *Board) RowCount() int { return b.rows }

// Width is the number of columns that still hold stones.
func (b *Board) Width() int { return b.width }

// Height is the number of stones in column x (0 outside the board).
func (b *Board) Height(x int) int {
	if x < 0 || x >= b.cols {
		return 0
	}
	return int(b.height[x])
}

// Colour is the colour of the stone at (x, y), 0 for an empty cell or a
// place outside the board.
func (b *Board) Colour(x, y int) uint8 {
	if x < 0 || y < 0 || x >= b.cols || y >= b.rows {
		return 0
	}
	return b.colour[b.at(x, y)]
}

// Stones is the number of stones left.
func (b *Board) Stones() int { return b.stones }

// ColourCount is the number of stones of colour c left.
func (b *Board) ColourCount(c uint8) int { return int(b.count[c]) }

// Palette is the colours of the starting board, in increasing order.
func (b *Board) Palette() []uint8 { return b.palette }

// Scoring is the scoring the board is scored by.
func (b *Board) Scoring() Scoring { return b.scoring }

// Rows is the board as it stands, rows[y][x] with row 0 at the bottom, as
// large as the starting board.
func (b *Board) Rows() [][]uint8 {
	rows := make([][]uint8, b.rows)
	for y := range rows {
		rows[y] = make([]uint8, b.cols)
		for x := 0; x < b.cols; x++ {
			rows[y][x] = b.colour[b.at(x, y)]
		}
	}
	return rows
}

// CopyFrom makes b a copy of src. It allocates only when b's storage is
// smaller than src's.
func (b *Board) CopyFrom(src *Board) {
	if b.cols != src.cols || b.rows != src.rows || len(b.colour) != len(src.colour) {
		b.resize(src.cols, src.rows)
	}
	b.width = src.width
	copy(b.colour, src.colour)
	copy(b.origin, src.origin)
	copy(b.height, src.height)
	if len(b.palette) > 0 && len(b.palette) == len(src.palette) && &b.palette[0] == &src.palette[0] {
		// The same starting board: the other colours' counts are 0 in both.
		for _, c := range src.palette {
			b.count[c] = src.count[c]
		}
	} else {
		b.count = src.count
	}
	b.palette = src.palette // never changed after NewBoard
	b.keys = src.keys       // nor this
	b.stones = src.stones
	b.gained = src.gained
	b.scoring = src.scoring
	b.noOrigin = src.noOrigin
	b.forgetLists() // Playout's lists belong to the old position
}

// Clone is a new copy of b.
func (b *Board) Clone() *Board {
	c := &Board{}
	c.CopyFrom(b)
	return c
}
