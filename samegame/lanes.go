package samegame

import (
	"math/bits"

	"botcup/search"
)

// Bounds of the boards whose random-order playouts run on lane masks
// (lanePlayout): a column fits in a 16-bit lane with its top bit to spare,
// and the columns fill at most the 16 lanes of four words.
const (
	LaneRows    = 15
	LaneColumns = 16
)

// laneBits is the bits of lane 0 of a word.
const laneBits = 0xffff

// laneMask is a set of cells of a board of at most LaneRows x LaneColumns:
// column x, row y is bit 16*(x%4)+y of word 1+x/4. Words 0 and 5 stay
// empty, so the neighbours of every word can be read without checks, and
// bit 15 of every lane stays clear, so shifts by one bit never carry a
// stone into another column.
type laneMask [6]uint64

// lanePlayout is bitPlayout for boards of at most LaneRows x LaneColumns:
// one laneMask per colour of the palette for the whole board, so the
// playable stones of a colour are a few shifts and ANDs over four words,
// a group is a dilation over them and the closing of a column is a shift
// of the words. It draws the same stone as bitPlayout from the same
// random number (columns in order, in each the colours that are not tabu
// in palette order, in each the rows from the bottom), so its playouts are
// bitPlayout's.
type lanePlayout struct {
	k     int                   // palette colours
	width int                   // columns with stones
	words int                   // words with stones: (width+3)/4
	free  [BitColours]uint64    // all ones for the colours that are not tabu, else 0
	mask  [6][BitColours]uint64 // per word of a laneMask, per colour
	valid [6][BitColours]uint64 // the stones of mask with a neighbour of their colour
	cnt   [6]int32              // per word: playable stones of colours not tabu
	total int32                 // the sum of cnt
	index [256]uint8            // palette index of each colour of the palette
}

// lanePlayable reports whether b's bit playouts can run on lane masks.
func (b *Board) lanePlayable() bool {
	return b.rows <= LaneRows && b.cols <= LaneColumns
}

// lanePlayout is bitPlayout on lane masks, for boards that are
// lanePlayable.
func (b *Board) lanePlayout(r *search.Rng, tabu *Tabu, line []Move) []Move {
	if b.lanes == nil {
		b.lanes = &lanePlayout{}
	}
	p := b.lanes
	p.load(b, tabu)
	for {
		w, pos, k := p.draw(r)
		if k < 0 {
			break
		}
		line = append(line, MoveAt(4*(w-1)+pos>>4, pos&15))
		n := p.remove(w, pos, k)
		b.count[b.palette[k]] -= int32(n)
		b.stones -= n
		b.gained += b.scoring.Points(n)
	}
	p.store(b)
	return line
}

// load sets p to b's position with the tabu colours tabu.
func (p *lanePlayout) load(b *Board, tabu *Tabu) {
	p.k, p.width, p.words = len(b.palette), b.width, (b.width+3)/4
	for k, c := range b.palette {
		p.index[c] = uint8(k)
		p.free[k] = 0
		if !tabu[c] {
			p.free[k] = ^uint64(0)
		}
	}
	clear(p.mask[:])
	for x := 0; x < b.width; x++ {
		base := b.at(x, 0)
		m, shift := &p.mask[1+x>>2], 16*(x&3)
		for y, c := range b.colour[base : base+int(b.height[x])] {
			m[p.index[c]&7] |= 1 << (shift + y)
		}
	}
	p.total = 0
	clear(p.cnt[:])
	for w := 1; w <= 4; w++ {
		p.revalue(w)
	}
}

// revalue recomputes the playable stones of word w and their count.
func (p *lanePlayout) revalue(w int) {
	n := 0
	m := p.mask[w][:p.k]
	l, r, v, free := p.mask[w-1][:len(m)], p.mask[w+1][:len(m)], p.valid[w][:len(m)], p.free[:len(m)]
	for k, c := range m {
		v[k] = c & (c<<1 | c>>1 | c<<16 | c>>16 | l[k]>>48 | r[k]<<48)
		n += bits.OnesCount64(v[k] & free[k])
	}
	p.total += int32(n) - p.cnt[w]
	p.cnt[w] = int32(n)
}

// draw is a uniformly random playable stone of a colour that is not tabu,
// as bitPlayout draws it: its word, bit and palette index; when there is
// none, one of the tabu colour with the fewest stones that has a playable
// stone; k < 0 when no stone is playable.
func (p *lanePlayout) draw(r *search.Rng) (w, pos, k int) {
	if p.total > 0 {
		n := int32(r.Intn(int(p.total)))
		w = 1
		for n >= p.cnt[w] {
			n -= p.cnt[w]
			w++
		}
		v, free := p.valid[w][:p.k], p.free[:p.k]
		u := uint64(0) // the playable stones of colours not tabu
		for k, c := range v {
			u |= c & free[k]
		}
		lane := uint64(laneBits)
		for {
			c := int32(bits.OnesCount64(u & lane))
			if n < c {
				break
			}
			n -= c
			lane <<= 16
		}
		for k, c := range v {
			c &= free[k] & lane
			if cnt := int32(bits.OnesCount64(c)); n >= cnt {
				n -= cnt
				continue
			}
			return w, nthBit(c, int(n)), k
		}
	}
	// Only tabu colours can be played, if any: the fewest stones first.
	k, stones, total := -1, 0, 0
	for kk := 0; kk < p.k; kk++ {
		if p.free[kk] != 0 {
			continue
		}
		playable, count := 0, 0
		for w := 1; w <= 4; w++ {
			playable += bits.OnesCount64(p.valid[w][kk])
			count += bits.OnesCount64(p.mask[w][kk])
		}
		if playable > 0 && (k < 0 || count < stones) {
			k, stones, total = kk, count, playable
		}
	}
	if k < 0 {
		return 0, 0, -1
	}
	n := r.Intn(total)
	for w = 1; ; w++ {
		v := p.valid[w][k]
		if c := bits.OnesCount64(v); n >= c {
			n -= c
			continue
		}
		return w, nthBit(v, n), k
	}
}

// group is the group of the stone at bit pos of word w, of palette colour
// k: a dilation within word w until it stops growing, then over the words
// beside it if it reaches a stone of its colour there.
func (p *lanePlayout) group(w, pos, k int) (g laneMask) {
	m := p.mask[w][k]
	x := uint64(1) << pos
	for {
		next := (x | x<<1 | x>>1 | x<<16 | x>>16) & m
		if next == x {
			break
		}
		x = next
	}
	g[w] = x
	if x&(p.mask[w-1][k]>>48) == 0 && x>>48&p.mask[w+1][k] == 0 {
		return g
	}
	for {
		grew := false
		for i := 1; i <= p.words; i++ {
			x := g[i]
			next := (x | x<<1 | x>>1 | x<<16 | x>>16 | g[i-1]>>48 | g[i+1]<<48) & p.mask[i][k]
			if next != x {
				g[i], grew = next, true
			}
		}
		if !grew {
			return g
		}
	}
}

// remove takes away the group of the stone at bit pos of word w, of
// palette colour k, lets the stones above fall, closes the emptied
// columns, brings the playable stones up to date and returns the group's
// size.
func (p *lanePlayout) remove(w, pos, k int) int {
	g := p.group(w, pos, k)
	n, emptied := 0, false
	first, last := 0, 0 // the words to revalue
	for i := 1; i <= p.words; i++ {
		if g[i] == 0 {
			continue
		}
		n += bits.OnesCount64(g[i])
		if first == 0 {
			first = i
			if g[i]&laneBits != 0 {
				first = max(i-1, 1)
			}
		}
		last = i
		if g[i]>>48 != 0 {
			last = min(i+1, p.words)
		}
		emptied = p.fall(i, g[i]) || emptied
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
	m := p.mask[w][:p.k]
	cols := uint64(0) // lane 0 bit of each column of gone
	for gone != 0 {
		top := 63 - bits.LeadingZeros64(gone) // the highest run of gone
		base := top &^ 15
		lane := uint64(laneBits) << base
		cols |= 1 << base
		bottom := base
		if below := ^gone & (1<<top - 1) & lane; below != 0 {
			bottom = bits.Len64(below)
		}
		shift := top - bottom + 1
		low := uint64(1)<<bottom - 1
		keep := low | ^(lane | (lane - 1)) // below the run, and the columns above
		into := lane >> shift &^ low       // where the stones above the run land
		for k, c := range m {
			m[k] = c&keep | c>>shift&into
		}
		gone &= low
	}
	occ := uint64(0)
	for _, c := range m {
		occ |= c
	}
	// A lane with stones sets its lane-0 bit in full.
	full := (occ&0x7fff7fff7fff7fff + 0x7fff7fff7fff7fff) & 0x8000800080008000 >> 15
	return cols&^full != 0
}

// closeColumns moves the columns with stones left over the empty ones,
// which all lie in word first or later, and revalues the words from first
// on.
func (p *lanePlayout) closeColumns(first int) {
	for x := p.width - 1; x >= 4*(first-1); x-- {
		w, shift := 1+x>>2, 16*(x&3)
		occ := uint64(0)
		for _, c := range p.mask[w][:p.k] {
			occ |= c
		}
		if occ>>shift&laneBits != 0 {
			continue
		}
		low := uint64(1)<<shift - 1
		for k := 0; k < p.k; k++ {
			m := &p.mask[w][k]
			*m = *m&low | *m>>16&^low | p.mask[w+1][k]<<48
			for i := w + 1; i <= p.words; i++ {
				p.mask[i][k] = p.mask[i][k]>>16 | p.mask[i+1][k]<<48
			}
		}
		p.width--
	}
	words := p.words
	p.words = (p.width + 3) / 4
	for i := first; i <= words; i++ {
		p.revalue(i)
	}
}

// store writes p's position into b: its cells, heights and width. The
// counts, stones and points are b's own, kept up to date move by move.
func (p *lanePlayout) store(b *Board) {
	for x := 0; x < b.width; x++ {
		base := b.at(x, 0)
		cells := b.colour[base : base+int(b.height[x])]
		clear(cells)
		m, shift := p.mask[1+x>>2][:p.k], 16*(x&3)
		occ := uint64(0)
		for k, c := range m {
			colour := b.palette[k]
			for v := c >> shift & laneBits; v != 0; v &= v - 1 {
				b.colour[base+bits.TrailingZeros64(v)] = colour
			}
			occ |= c
		}
		b.height[x] = int32(bits.Len64(occ >> shift & laneBits))
	}
	b.width = p.width
}
