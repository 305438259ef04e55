package samegame

import (
	"encoding/binary"
	"math/bits"

	"botcup/search"
)

// Bounds of the boards whose random-order playouts run on lane masks
// (lanePlayout): a column fits in a 16-bit lane with its top bit to spare,
// the columns fill at most the 16 lanes of four words, and a colour's
// palette index and 1 fits in three bits.
const (
	LaneRows    = 15
	LaneColumns = 16
	LaneColours = 7
)

// laneBits is the bits of lane 0 of a word.
const laneBits = 0xffff

// laneMask is a set of cells of a board of at most LaneRows x LaneColumns:
// column x, row y is bit 16*(x%4)+y of word 1+x/4. Words 0 and 5 stay
// empty, so the neighbours of every word can be read without checks, and
// bit 15 of every lane stays clear, so shifts by one bit never carry a
// stone into another column.
type laneMask [6]uint64

// lanePlayout is bitPlayout for boards of at most LaneRows x LaneColumns
// and LaneColours colours: each cell holds its code (palette index + 1, 0
// when empty) in three bit planes over the whole board, laid out as a
// laneMask, so the playable stones of all colours at once are a few shifts
// and XORs of the planes, a group is a dilation, gravity moves three
// planes and the closing of a column is a shift of the words. It draws a
// playable stone of a colour that is not tabu exactly uniformly with one
// random number per move, in the order of the board's bits (columns in
// order, in each the rows from the bottom), so its playouts are not
// bitPlayout's, though they follow the same policy.
type lanePlayout struct {
	width int               // columns with stones
	words int               // words with stones: (width+3)/4
	plane [6][4]uint64      // per word: the three bits of each cell's code, and the stones of tabu colours
	play  laneMask          // the playable stones
	free  laneMask          // the playable stones of colours that are not tabu
	cnt   [6]int32          // per word: the stones of free
	total int32             // the sum of cnt
	tabu  [BitColours]uint8 // the palette indices of the tabu colours, in order
	ntabu int               // how many there are
	index [256]uint8        // palette index of each colour of the palette
	g     laneMask          // the group being removed, in the words group returns
	coded bool              // the board's colours are their codes, its columns read 16 cells at a time
}

// lanePlayable reports whether b's bit playouts can run on lane masks.
func (b *Board) lanePlayable() bool {
	return b.rows <= LaneRows && b.cols <= LaneColumns && len(b.palette) <= LaneColours
}

// lanePlayout is bitPlayout on lane masks, for boards that are
// lanePlayable.
func (b *Board) lanePlayout(r *search.Rng, tabu *Tabu, line []Move) []Move {
	if b.lanes == nil {
		b.lanes = &lanePlayout{}
	}
	p := b.lanes
	p.load(b, tabu)
	line, gained, removed := p.playOut(r, b.scoring, line)
	for k, n := range removed[:len(b.palette)] {
		b.count[b.palette[k]] -= n
		b.stones -= int(n)
	}
	b.gained += gained
	p.store(b)
	return line
}

// playOut plays the loaded position out, appending its moves to line, and
// returns line, the points the removed groups scored under s and the
// stones removed of each palette index.
func (p *lanePlayout) playOut(r *search.Rng, s Scoring, line []Move) ([]Move, int64, [LaneColours]int32) {
	var gained int64
	var removed [LaneColours]int32
	for {
		w, pos, k := p.draw(r)
		if k < 0 {
			return line, gained, removed
		}
		line = append(line, laneMove(w, pos))
		n := p.remove(w, pos, k)
		removed[k] += int32(n)
		gained += s.Points(n)
	}
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// laneMove is the move of the stone at bit pos of word w of a laneMask.
func laneMove(w, pos int) Move { return MoveAt(4*(w-1)+pos>>4, pos&15) }

// load sets p to b's position with the tabu colours tabu.
func (p *lanePlayout) load(b *Board, tabu *Tabu) {
	p.width, p.words, p.ntabu = b.width, (b.width+3)/4, 0
	coded := b.rows >= 7 // every column can be read and written 16 cells at a time
	for k, c := range b.palette {
		p.index[c] = uint8(k + 1)
		coded = coded && int(c) == k+1
		if tabu[c] {
			p.tabu[p.ntabu&7] = uint8(k)
			p.ntabu++
		}
	}
	p.coded = coded
	clear(p.plane[:])
	for x := 0; x < b.width; x++ {
		var c0, c1, c2 uint64
		if coded {
			c0, c1, c2 = b.codedColumn(x)
		} else {
			base := b.at(x, 0)
			for y, c := range b.colour[base : base+int(b.height[x])] {
				code := uint64(p.index[c])
				c0 |= code & 1 << y
				c1 |= code >> 1 & 1 << y
				c2 |= code >> 2 << y
			}
		}
		m, shift := &p.plane[1+x>>2], 16*(x&3)
		m[0] |= c0 << shift
		m[1] |= c1 << shift
		m[2] |= c2 << shift
	}
	p.prime()
}

// prime sets the tabu plane to the stones of p.tabu's colours and counts
// the playable stones of every word afresh.
func (p *lanePlayout) prime() {
	for w := 1; w <= 4; w++ {
		p.plane[w][3] = 0
		for _, k := range p.tabu[:p.ntabu&7] {
			p.plane[w][3] |= p.colour(w, int(k))
		}
	}
	p.total = 0
	clear(p.cnt[:])
	for w := 1; w <= 4; w++ {
		p.revalue(w)
	}
}

// codedColumn is the three bit planes of column x of b, a board of at
// least 7 rows whose palette is 1, 2, ..., so a colour is its own code:
// the column's cells are read 8 at a time, and bit i of each of 8 bytes
// gathered into one byte with a multiplication.
func (b *Board) codedColumn(x int) (c0, c1, c2 uint64) {
	const ones, gather = 0x0101010101010101, 0x0102040810204080
	base := b.at(x, 0)
	cells := b.colour[base : base+16] // the stride of 9 cells or more leaves room for the last column
	lo, hi := binary.LittleEndian.Uint64(cells), binary.LittleEndian.Uint64(cells[8:])
	in := uint64(1)<<b.height[x] - 1
	c0 = (lo&ones*gather>>56 | hi&ones*gather>>56<<8) & in
	c1 = (lo>>1&ones*gather>>56 | hi>>1&ones*gather>>56<<8) & in
	c2 = (lo>>2&ones*gather>>56 | hi>>2&ones*gather>>56<<8) & in
	return c0, c1, c2
}

// colour is the cells of word w that hold a stone of palette index k.
func (p *lanePlayout) colour(w, k int) uint64 {
	c, code := &p.plane[w], uint64(k+1)
	return (c[0] ^ (code&1 - 1)) & (c[1] ^ (code>>1&1 - 1)) & (c[2] ^ (code>>2&1 - 1))
}

// revalue recomputes the playable stones of word w and their count.
func (p *lanePlayout) revalue(w int) {
	c, l, r := &p.plane[w], &p.plane[w-1], &p.plane[w+1]
	a, b, d := c[0], c[1], c[2]
	occ := a | b | d
	// The stones with a stone of their code above, on the right, on the
	// left; below is above shifted up.
	up := occ &^ (a ^ a>>1 | (b ^ b>>1) | (d ^ d>>1))
	right := occ &^ (a ^ (a>>16 | r[0]<<48) | (b ^ (b>>16 | r[1]<<48)) | (d ^ (d>>16 | r[2]<<48)))
	left := occ &^ (a ^ (a<<16 | l[0]>>48) | (b ^ (b<<16 | l[1]>>48)) | (d ^ (d<<16 | l[2]>>48)))
	play := up | up<<1 | right | left
	free := play &^ c[3]
	p.play[w], p.free[w] = play, free
	n := int32(bits.OnesCount64(free))
	p.total += n - p.cnt[w]
	p.cnt[w] = n
}

// code is the palette index of the stone at bit pos of word w.
func (p *lanePlayout) code(w, pos int) int {
	c := &p.plane[w]
	return int(c[0]>>pos&1|c[1]>>pos&1<<1|c[2]>>pos&1<<2) - 1
}

// draw is a uniformly random playable stone of a colour that is not tabu:
// its word, bit and palette index; when there is none, one of the tabu
// colour with the fewest stones that has a playable stone; k < 0 when no
// stone is playable.
func (p *lanePlayout) draw(r *search.Rng) (w, pos, k int) {
	if p.total > 0 {
		// The word: the running sums of the counts, compared without a
		// branch.
		n := int32(r.Intn(int(p.total)))
		s1 := p.cnt[1]
		s2 := s1 + p.cnt[2]
		s3 := s2 + p.cnt[3]
		w = 1 + b2i(n >= s1) + b2i(n >= s2) + b2i(n >= s3)
		sums := [4]int32{0, s1, s2, s3}
		pos = selectBit(p.free[w], int(n-sums[(w-1)&3]))
		return w, pos, p.code(w, pos)
	}
	// Only tabu colours can be played, if any: the fewest stones first.
	// With one tabu colour, its stones are the tabu plane.
	k, stones, total := -1, 0, 0
	if p.ntabu == 1 {
		k = int(p.tabu[0])
		for w := 1; w <= p.words; w++ {
			total += bits.OnesCount64(p.play[w] & p.plane[w][3])
		}
	} else {
		for _, kk := range p.tabu[:p.ntabu&7] {
			playable, count := 0, 0
			for w := 1; w <= p.words; w++ {
				m := p.colour(w, int(kk))
				playable += bits.OnesCount64(m & p.play[w])
				count += bits.OnesCount64(m)
			}
			if playable > 0 && (k < 0 || count < stones) {
				k, stones, total = int(kk), count, playable
			}
		}
	}
	if total == 0 {
		return 0, 0, -1
	}
	n := r.Intn(total)
	for w = 1; ; w++ {
		v := p.play[w] & p.plane[w][3]
		if p.ntabu > 1 {
			v &= p.colour(w, k)
		}
		if c := bits.OnesCount64(v); n >= c {
			n -= c
			continue
		}
		return w, selectBit(v, n), k
	}
}

// group sets g to the group of the stone at bit pos of word w, of
// palette index k, and returns the words lo..hi it may touch: a dilation
// within word w until it stops growing, then over the words beside it
// while it reaches stones of its colour there.
func (p *lanePlayout) group(w, pos, k int) (lo, hi int) {
	m := p.colour(w, k)
	x := uint64(1) << pos
	for {
		next := (x | x<<1 | x>>1 | x<<16 | x>>16) & m
		if next == x {
			break
		}
		x = next
	}
	g := &p.g
	g[w-1], g[w], g[w+1] = 0, x, 0
	lo, hi = w, w
	if x&laneBits == 0 || x&(p.colour(w-1, k)>>48) == 0 {
		if x>>48 == 0 || x>>48&p.colour(w+1, k) == 0 {
			return lo, hi
		}
	}
	var cm laneMask
	cm[w] = m
	for {
		if lo > 1 && g[lo]&laneBits != 0 && cm[lo-1] == 0 {
			lo--
			cm[lo], g[lo-1] = p.colour(lo, k), 0
		}
		if hi < p.words && g[hi]>>48 != 0 && cm[hi+1] == 0 {
			hi++
			cm[hi], g[hi+1] = p.colour(hi, k), 0
		}
		grew := false
		for i := lo; i <= hi; i++ {
			x := g[i]
			next := (x | x<<1 | x>>1 | x<<16 | x>>16 | g[i-1]>>48 | g[i+1]<<48) & cm[i]
			if next != x {
				g[i], grew = next, true
			}
		}
		if !grew {
			return lo, hi
		}
	}
}

// remove takes away the group of the stone at bit pos of word w, of
// palette index k, lets the stones above fall, closes the emptied
// columns, brings the playable stones up to date and returns the group's
// size.
func (p *lanePlayout) remove(w, pos, k int) int {
	lo, hi := p.group(w, pos, k)
	return p.removeGroup(lo, hi)
}

// removeGroup takes away the group in p.g, which lies in words lo..hi (as
// group leaves it), lets the stones above fall, closes the emptied
// columns, brings the playable stones up to date and returns the group's
// size.
func (p *lanePlayout) removeGroup(lo, hi int) int {
	n, emptied := 0, false
	first, last := 0, 0 // the words to revalue
	for i := lo; i <= hi; i++ {
		g := p.g[i]
		if g == 0 {
			continue
		}
		n += bits.OnesCount64(g)
		if first == 0 {
			first = i
			if g&laneBits != 0 {
				first = max(i-1, 1)
			}
		}
		last = i
		if g>>48 != 0 {
			last = min(i+1, p.words)
		}
		emptied = p.fall(i, g) || emptied
	}
	if emptied {
		p.closeColumns(first)
		return n
	}
	for i := first; i <= last; i++ {
		p.revalue(i)
	}
	return n
}

// fall removes the cells gone from word w: the stones above them in their
// columns drop. It reports whether a column of gone was emptied.
func (p *lanePlayout) fall(w int, gone uint64) bool {
	c := &p.plane[w]
	a, b, d, t := c[0], c[1], c[2], c[3]
	cols := uint64(0)             // lane 0 bit of each column of gone
	starts := gone &^ (gone << 1) // the lowest cell of each run of gone
	for gone != 0 {
		// The highest run of gone: from its highest start to its top.
		top := 63 - bits.LeadingZeros64(gone)
		bottom := 63 - bits.LeadingZeros64(starts)
		base := bottom &^ 15
		cols |= 1 << base
		shift := top - bottom + 1
		low := uint64(1)<<bottom - 1
		keep := low | ^(uint64(1)<<(base+16) - 1)       // below the run, and the columns above
		into := (uint64(1)<<(base+16-shift) - 1) &^ low // where the stones above the run land
		a = a&keep | a>>shift&into
		b = b&keep | b>>shift&into
		d = d&keep | d>>shift&into
		t = t&keep | t>>shift&into
		gone &= low
		starts &= low
	}
	c[0], c[1], c[2], c[3] = a, b, d, t
	// A lane with stones sets its lane-0 bit in full.
	occ := a | b | d
	full := (occ&0x7fff7fff7fff7fff + 0x7fff7fff7fff7fff) & 0x8000800080008000 >> 15
	return cols&^full != 0
}

// closeColumns moves the columns with stones left over the empty ones,
// which all lie in word first or later, and revalues the words from first
// on. It deletes the empty lanes from the highest down, so the lanes below
// keep their places.
func (p *lanePlayout) closeColumns(first int) {
	words := p.words
	for w := words; w >= first; w-- {
		c := &p.plane[w]
		occ := c[0] | c[1] | c[2]
		full := (occ&0x7fff7fff7fff7fff + 0x7fff7fff7fff7fff) & 0x8000800080008000 >> 15
		in := uint64(1)<<(16*min(p.width-4*(w-1), 4)) - 1 // the lanes of columns
		for empty := in &^ full & 0x0001000100010001; empty != 0; {
			shift := 63 - bits.LeadingZeros64(empty)
			empty &^= 1 << shift
			low := uint64(1)<<shift - 1
			for k := range c {
				c[k] = c[k]&low | c[k]>>16&^low | p.plane[w+1][k]<<48
				for i := w + 1; i <= words; i++ {
					p.plane[i][k] = p.plane[i][k]>>16 | p.plane[i+1][k]<<48
				}
			}
			p.width--
		}
	}
	p.words = (p.width + 3) / 4
	for i := first; i <= words; i++ {
		p.revalue(i)
	}
}

// store writes p's position into b: its cells, heights and width. The
// counts, stones and points are b's own, kept up to date move by move.
func (p *lanePlayout) store(b *Board) {
	coded := p.coded
	for x := 0; x < b.width; x++ {
		base := b.at(x, 0)
		w, shift := 1+x>>2, 16*(x&3)
		c := &p.plane[w]
		occ := (c[0] | c[1] | c[2]) >> shift & laneBits
		b.height[x] = int32(bits.Len64(occ))
		if coded {
			b.storeCodedColumn(base, c[0]>>shift, c[1]>>shift, c[2]>>shift)
			continue
		}
		clear(b.colour[base : base+b.rows])
		for v := occ; v != 0; v &= v - 1 {
			y := bits.TrailingZeros64(v)
			b.colour[base+y] = b.palette[p.code(w, shift+y)&7]
		}
	}
	b.width = p.width
}

// storeCodedColumn writes into the 16 cells from base, on a board that
// codedColumn reads, the colours of the three bit planes of a column (bits
// 0-15 of c0, c1 and c2): each bit spread into a byte with a
// multiplication. The cells above the column, up to the next column's
// 14th, are cleared: the columns are stored from the left.
func (b *Board) storeCodedColumn(base int, c0, c1, c2 uint64) {
	const ones, pick, highs = 0x0101010101010101, 0x8040201008040201, 0x8080808080808080
	spread := func(v uint64) uint64 { // byte j: bit j of v's low byte
		return (v&0xff*ones&pick + 0x7f7f7f7f7f7f7f7f) & highs >> 7
	}
	cells := b.colour[base : base+16]
	binary.LittleEndian.PutUint64(cells, spread(c0)|spread(c1)<<1|spread(c2)<<2)
	binary.LittleEndian.PutUint64(cells[8:], spread(c0>>8)|spread(c1>>8)<<1|spread(c2>>8)<<2)
}
