package samegame

import (
	"sort"
)

// refBoard is the plain, obviously correct SameGame on a 2-D slice, the
// yardstick for Board: cell[y][x], row 0 at the bottom, and the origin of
// every stone beside it.
type refBoard struct {
	cell   [][]int
	origin [][]int
	score  [2]int64 // points so far: [Contest], [Classic]
}

func newRef(rows [][]uint8) *refBoard {
	r := &refBoard{}
	for y, row := range rows {
		cells := make([]int, len(row))
		origins := make([]int, len(row))
		for x, c := range row {
			cells[x] = int(c)
			origins[x] = x*len(rows) + y
		}
		r.cell = append(r.cell, cells)
		r.origin = append(r.origin, origins)
	}
	return r
}

func (r *refBoard) cols() int { return len(r.cell[0]) }

// group is the set of cells [x, y] connected to (x, y) by one colour.
func (r *refBoard) group(x, y int) [][2]int {
	c := r.cell[y][x]
	if c == 0 {
		return nil
	}
	seen := map[[2]int]bool{}
	var visit func(x, y int)
	visit = func(x, y int) {
		if x < 0 || y < 0 || y >= len(r.cell) || x >= r.cols() || r.cell[y][x] != c || seen[[2]int{x, y}] {
			return
		}
		seen[[2]int{x, y}] = true
		visit(x+1, y)
		visit(x-1, y)
		visit(x, y+1)
		visit(x, y-1)
	}
	visit(x, y)
	var g [][2]int
	for p := range seen {
		g = append(g, p)
	}
	sort.Slice(g, func(i, j int) bool {
		if g[i][0] != g[j][0] {
			return g[i][0] < g[j][0]
		}
		return g[i][1] < g[j][1]
	})
	return g
}

// groups lists every group of two or more stones, each sorted, in the
// order of their first cell.
func (r *refBoard) groups() [][][2]int {
	done := map[[2]int]bool{}
	var all [][][2]int
	for x := 0; x < r.cols(); x++ {
		for y := range r.cell {
			if r.cell[y][x] == 0 || done[[2]int{x, y}] {
				continue
			}
			g := r.group(x, y)
			for _, p := range g {
				done[p] = true
			}
			if len(g) >= 2 {
				all = append(all, g)
			}
		}
	}
	return all
}

// minOrigin is the smallest origin among the cells of g.
func (r *refBoard) minOrigin(g [][2]int) int {
	best := -1
	for _, p := range g {
		if o := r.origin[p[1]][p[0]]; best < 0 || o < best {
			best = o
		}
	}
	return best
}

// remove takes away group g, lets stones fall and closes empty columns.
func (r *refBoard) remove(g [][2]int) {
	for _, p := range g {
		r.cell[p[1]][p[0]] = 0
	}
	n := int64(len(g))
	r.score[Contest] += (n - 1) * (n - 1)
	r.score[Classic] += (n - 2) * (n - 2)
	type stone struct{ c, o int }
	var columns [][]stone
	for x := 0; x < r.cols(); x++ {
		var col []stone
		for y := range r.cell {
			if r.cell[y][x] != 0 {
				col = append(col, stone{r.cell[y][x], r.origin[y][x]})
			}
		}
		if len(col) > 0 {
			columns = append(columns, col)
		}
	}
	for y := range r.cell {
		for x := range r.cell[y] {
			r.cell[y][x], r.origin[y][x] = 0, 0
		}
	}
	for x, col := range columns {
		for y, s := range col {
			r.cell[y][x], r.origin[y][x] = s.c, s.o
		}
	}
}

// final is the score of stopping here under s.
func (r *refBoard) final(s Scoring) int64 {
	counts := map[int]int64{}
	for _, row := range r.cell {
		for _, c := range row {
			if c != 0 {
				counts[c]++
			}
		}
	}
	score := r.score[s]
	if s == Classic {
		if len(counts) == 0 {
			score += 1000
		}
		return score
	}
	for _, k := range counts {
		score -= (k - 1) * (k - 1)
	}
	return score
}

// rows is the board as rows of colours.
func (r *refBoard) rows() [][]uint8 {
	rows := make([][]uint8, len(r.cell))
	for y, row := range r.cell {
		rows[y] = make([]uint8, len(row))
		for x, c := range row {
			rows[y][x] = uint8(c)
		}
	}
	return rows
}

// perft counts move sequences of exactly depth moves.
func (r *refBoard) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, g := range r.groups() {
		c := newRef(r.rows())
		c.remove(g)
		n += c.perft(depth - 1)
	}
	return n
}
