package samegame

import (
	"math/bits"

	"botcup/search"
)

// Bounds of the boards whose random-order playouts run on bit masks
// (bitPlayout): a column fits in one word, the columns are few enough to
// be walked for each draw, and the colours few enough to be kept apart.
const (
	BitRows    = 64
	BitColumns = 64
	BitColours = 8
)

// bitPlayout is a small board as Playout plays it with RandomTabuGroup:
// per column and per colour of the palette, the rows that hold a stone of
// that colour (bit y for row y), and the stones of each that have a
// neighbour of their colour (valid). It draws a playable stone exactly
// uniformly among those of the colours that are not tabu (one random
// number per move, no rejections), removes its group with gravity and
// column shift on the masks alone, and writes the final position back
// into the Board. Columns are numbered from 1: columns 0 and width+1 stay
// empty, so the neighbours of every column can be read without checks.
type bitPlayout struct {
	k     int // palette colours
	width int // columns with stones
	tabu  [BitColours]bool
	free  [BitColours]uint64 // all ones for the colours that are not tabu, else 0
	mask  [BitColumns + 2][BitColours]uint64
	valid [BitColumns + 2][BitColours]uint64
	occ   [BitColumns + 2]uint64 // the union of the column's masks
	cnt   [BitColumns + 2]int32  // playable stones of colours not tabu
	total int32                  // the sum of cnt
	group [BitColumns + 2]uint64 // the group being removed
	work  []int32                // columns whose part of the group grew (each time it grows)
	index [256]uint8             // palette index of each colour of the palette
}

// bitPlayable reports whether b's playouts with order can run on bit masks.
func (b *Board) bitPlayable(order TabuOrder) bool {
	return order == RandomTabuGroup && b.rows <= BitRows && b.cols <= BitColumns && len(b.palette) <= BitColours
}

// bitPlayout plays PlayoutTabuOrder's RandomTabuGroup policy on bit masks.
// Boards of at most LaneRows x LaneColumns and LaneColours colours play
// the same policy on lane masks (lanePlayout), which draw the stones in
// another order.
func (b *Board) bitPlayout(r *search.Rng, tabu *Tabu, line []Move) []Move {
	if b.lanePlayable() {
		return b.lanePlayout(r, tabu, line)
	}
	if b.bits == nil {
		b.bits = &bitPlayout{work: make([]int32, 0, BitRows*BitColumns+1)}
	}
	p := b.bits
	p.load(b, tabu)
	for {
		x, y, k := p.draw(r)
		if k < 0 {
			break
		}
		line = append(line, MoveAt(x-1, y))
		n := p.remove(x, y, k)
		b.count[b.palette[k]] -= int32(n)
		b.stones -= n
		b.gained += b.scoring.Points(n)
	}
	p.store(b)
	return line
}

// load sets p to b's position with the tabu colours tabu.
func (p *bitPlayout) load(b *Board, tabu *Tabu) {
	p.k, p.width = len(b.palette), b.width
	for k, c := range b.palette {
		p.index[c] = uint8(k)
		p.tabu[k] = tabu[c]
		p.free[k] = 0
		if !tabu[c] {
			p.free[k] = ^uint64(0)
		}
	}
	clear(p.mask[:b.width+2])
	clear(p.occ[:b.width+2])
	clear(p.group[:b.width+2])
	for x := 0; x < b.width; x++ {
		base := b.at(x, 0)
		m := &p.mask[x+1]
		for y, c := range b.colour[base : base+int(b.height[x])] {
			m[p.index[c]] |= 1 << y
		}
		p.occ[x+1] = 1<<b.height[x] - 1
	}
	p.total = 0
	clear(p.cnt[:])
	for x := 1; x <= p.width; x++ {
		p.revalue(x)
	}
}

// revalue recomputes the playable stones of column x and their count.
func (p *bitPlayout) revalue(x int) {
	n := 0
	m := p.mask[x][:p.k]
	l, r, v, free := p.mask[x-1][:len(m)], p.mask[x+1][:len(m)], p.valid[x][:len(m)], p.free[:len(m)]
	for k, c := range m {
		v[k] = c & (c<<1 | c>>1 | l[k] | r[k])
		n += bits.OnesCount64(v[k] & free[k])
	}
	p.total += int32(n) - p.cnt[x]
	p.cnt[x] = int32(n)
}

// draw is a uniformly random playable stone of a colour that is not tabu:
// its column (from 1), row and palette index; when there is none, one of
// the tabu colour with the fewest stones that has a playable stone; k < 0
// when no stone is playable.
func (p *bitPlayout) draw(r *search.Rng) (x, y, k int) {
	if p.total > 0 {
		n := int32(r.Intn(int(p.total)))
		x = 1
		for n >= p.cnt[x] {
			n -= p.cnt[x]
			x++
		}
		v := &p.valid[x]
		for k = 0; ; k++ {
			if p.tabu[k] {
				continue
			}
			if c := int32(bits.OnesCount64(v[k])); n >= c {
				n -= c
				continue
			}
			return x, nthBit(v[k], int(n)), k
		}
	}
	// Only tabu colours can be played, if any: the fewest stones first.
	k, stones, total := -1, int32(0), 0
	var count [BitColours]int32
	for kk := 0; kk < p.k; kk++ {
		if !p.tabu[kk] {
			continue
		}
		playable := 0
		for x := 1; x <= p.width; x++ {
			playable += bits.OnesCount64(p.valid[x][kk])
			count[kk] += int32(bits.OnesCount64(p.mask[x][kk]))
		}
		if playable > 0 && (k < 0 || count[kk] < stones) {
			k, stones, total = kk, count[kk], playable
		}
	}
	if k < 0 {
		return 0, 0, -1
	}
	n := r.Intn(total)
	for x = 1; ; x++ {
		if c := bits.OnesCount64(p.valid[x][k]); n >= c {
			n -= c
			continue
		}
		return x, nthBit(p.valid[x][k], n), k
	}
}

// nthBit is the row of the n-th set bit of v (from 0, lowest first).
func nthBit(v uint64, n int) int {
	for ; n > 0; n-- {
		v &= v - 1
	}
	return bits.TrailingZeros64(v)
}

// run is the union of the runs of set bits of m that hold a bit of seed.
func run(m, seed uint64) uint64 {
	for {
		next := (seed | seed<<1 | seed>>1) & m
		if next == seed {
			return seed
		}
		seed = next
	}
}

// spread adds to the group the stones of column nb, beside column c, that
// its part in c reaches (and their runs), and reports whether it grew.
func (p *bitPlayout) spread(c, nb, k int) bool {
	m := p.mask[nb][k]
	seed := p.group[c] & m &^ p.group[nb]
	if seed == 0 {
		return false
	}
	p.group[nb] |= run(m, seed)
	return true
}

// remove takes away the group of the stone in column x, row y, of palette
// colour k, lets the stones above fall, closes the emptied columns, brings
// the playable stones up to date and returns the group's size.
func (p *bitPlayout) remove(x, y, k int) int {
	g := &p.group
	g[x] = run(p.mask[x][k], 1<<y)
	work := append(p.work[:0], int32(x))
	first, last := x, x
	for len(work) > 0 {
		c := int(work[len(work)-1])
		work = work[:len(work)-1]
		if p.spread(c, c-1, k) {
			work = append(work, int32(c-1))
			first = min(first, c-1)
		}
		if p.spread(c, c+1, k) {
			work = append(work, int32(c+1))
			last = max(last, c+1)
		}
	}
	p.work = work
	n, emptied := 0, false
	for c := first; c <= last; c++ {
		if g[c] == 0 {
			continue
		}
		n += bits.OnesCount64(g[c])
		p.fall(c, g[c])
		g[c] = 0
		emptied = emptied || p.occ[c] == 0
	}
	hi := last + 1
	if emptied {
		hi -= p.closeColumns(first, last)
	}
	for c := max(first-1, 1); c <= min(hi, p.width); c++ {
		p.revalue(c)
	}
	return n
}

// fall removes the rows of gone from column x: the stones above them drop.
func (p *bitPlayout) fall(x int, gone uint64) {
	m := &p.mask[x]
	for gone != 0 {
		top := 63 - bits.LeadingZeros64(gone) // the highest run of gone
		below := ^gone & (1<<top - 1)
		bottom := 0
		if below != 0 {
			bottom = 64 - bits.LeadingZeros64(below)
		}
		keep, shift := uint64(1)<<bottom-1, top-bottom+1
		for k := 0; k < p.k; k++ {
			m[k] = m[k]&keep | m[k]>>shift&^keep
		}
		p.occ[x] = p.occ[x]&keep | p.occ[x]>>shift&^keep
		gone &= keep
	}
}

// closeColumns moves the columns with stones, from column first on, left
// over the empty ones, which all lie in first..last, and returns how many
// there were. The playable stones move with their columns: only those of
// the columns that were beside an empty one change.
func (p *bitPlayout) closeColumns(first, last int) int {
	dst := first
	for x := first; x <= p.width; x++ {
		if p.occ[x] == 0 {
			p.total -= p.cnt[x] // its stones are gone
			continue
		}
		p.mask[dst], p.occ[dst] = p.mask[x], p.occ[x]
		p.valid[dst], p.cnt[dst] = p.valid[x], p.cnt[x]
		dst++
	}
	gone := p.width + 1 - dst
	for x := dst; x <= p.width; x++ {
		p.mask[x], p.occ[x] = [BitColours]uint64{}, 0
		p.cnt[x], p.valid[x] = 0, [BitColours]uint64{}
	}
	p.width = dst - 1
	return gone
}

// store writes p's position into b: its cells, heights and width. The
// counts, stones and points are b's own, kept up to date move by move.
func (p *bitPlayout) store(b *Board) {
	for x := 0; x < b.width; x++ {
		base := b.at(x, 0)
		cells := b.colour[base : base+int(b.height[x])]
		clear(cells)
		h := 0
		if x < p.width {
			h = bits.Len64(p.occ[x+1])
			m := &p.mask[x+1]
			for k := 0; k < p.k; k++ {
				c := b.palette[k]
				for v := m[k]; v != 0; v &= v - 1 {
					b.colour[base+bits.TrailingZeros64(v)] = c
				}
			}
		}
		b.height[x] = int32(h)
	}
	b.width = p.width
}
