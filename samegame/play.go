package samegame

// Play removes the group of the stone m names, lets the stones above fall
// and closes the empty columns, and adds the group's points. m must be
// legal (see Check); Moves generates only legal moves.
func (b *Board) Play(m Move) { b.remove(b.at(m.X(), m.Y())) }

// Apply plays m if it is legal and says why not otherwise, leaving b
// unchanged.
func (b *Board) Apply(m Move) error {
	if err := b.Check(m); err != nil {
		return err
	}
	b.Play(m)
	return nil
}

// Stack entries of remove: a cell and its column, so the flood fill needs
// no division to know the column.
const (
	cellBits = 17 // (MaxSize+2)^2 cells need 17 bits
	cellMask = 1<<cellBits - 1
)

// remove takes away the group of the stone in cell start.
func (b *Board) remove(start int) {
	c, s := b.colour[start], b.stride
	colour, low, high := b.colour, b.low, b.high
	stack := b.stack[:0]
	colour[start] = 0
	stack = append(stack, int32(start|(start/s)<<cellBits))
	n := 0
	first, last := len(low), -1 // columns touched
	for len(stack) > 0 {
		e := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		n++
		i, col := e&cellMask, e>>cellBits // col: x+1
		x := col - 1
		y := int32(i - col*s - 1)
		low[x], high[x] = min(low[x], y), max(high[x], y)
		first, last = min(first, x), max(last, x)
		if j := i + 1; colour[j] == c {
			colour[j] = 0
			stack = append(stack, int32(e+1))
		}
		if j := i - 1; colour[j] == c {
			colour[j] = 0
			stack = append(stack, int32(e-1))
		}
		if j := i + s; colour[j] == c {
			colour[j] = 0
			stack = append(stack, int32(e+s+1<<cellBits))
		}
		if j := i - s; colour[j] == c {
			colour[j] = 0
			stack = append(stack, int32(e-s-1<<cellBits))
		}
	}
	b.stack = stack
	b.count[c] -= int32(n)
	b.stones -= n
	b.gained += b.scoring.Points(n)

	emptied := false
	dirty := b.dirtyFrom
	for x := first; x <= last; x++ {
		l, h := low[x], high[x]
		if h < 0 {
			continue
		}
		b.fall(x, int(l), int(h))
		low[x], high[x] = MaxSize, -1
		if b.height[x] == 0 {
			emptied = true
		}
		// The cells from row l up changed, and so may the playability of
		// the stone below them and of the neighbours beside them.
		dirty[x] = min(dirty[x], l-1)
		if x > 0 {
			dirty[x-1] = min(dirty[x-1], l)
		}
		if x+1 < b.width {
			dirty[x+1] = min(dirty[x+1], l)
		}
		if b.indexed {
			b.gFrom[x] = min(b.gFrom[x], l-1)
			if x > 0 {
				b.gFrom[x-1] = min(b.gFrom[x-1], l)
			}
			if x+1 < b.width {
				b.gFrom[x+1] = min(b.gFrom[x+1], l)
			}
		}
	}
	if b.indexed {
		b.gLo = min(b.gLo, first-1)
		b.gHi = max(b.gHi, last+1)
	}
	b.dirtyLo = min(b.dirtyLo, first-1)
	b.dirtyHi = max(b.dirtyHi, last+1)
	if emptied {
		// The columns right of an emptied one move: all of them, and the
		// one left of the first, are new from the bottom.
		for x := max(first-1, 0); x < b.width; x++ {
			dirty[x] = 0
			if b.indexed {
				b.gFrom[x] = 0
			}
		}
		b.dirtyHi = max(b.dirtyHi, b.width-1)
		b.gHi = max(b.gHi, b.width-1)
		b.closeColumns(first)
	}
}

// fall lets the stones of column x drop into the cells emptied in rows
// from..to (some of them may still hold stones): the stones between are
// gathered one by one, those above to moved down as one block. The
// origins move with the stones unless the board is in a playout.
func (b *Board) fall(x, from, to int) {
	colour := b.colour
	base := b.at(x, 0)
	top := base + int(b.height[x])
	w := base + from
	keep := !b.noOrigin
	if keep {
		for r := w + 1; r <= base+to; r++ {
			if colour[r] != 0 {
				colour[w] = colour[r]
				b.origin[w] = b.origin[r]
				w++
			}
		}
	} else {
		// Without origins, branch-free: every cell is copied down, and
		// the write position moves past the stones only.
		for r := w + 1; r <= base+to; r++ {
			v := colour[r]
			colour[w] = v
			w += int(b2u(v != 0))
		}
	}
	if r := base + to + 1; r < top {
		copy(colour[w:], colour[r:top])
		if keep {
			copy(b.origin[w:], b.origin[r:top])
		}
		w += top - r
	}
	b.height[x] = int32(w - base)
	// Few cells are left empty at the top, too few for a call to clear.
	for ; w < top; w++ {
		colour[w] = 0
	}
}

// closeColumns moves the columns with stones left over the empty ones, from
// column first on.
func (b *Board) closeColumns(first int) {
	dst := first
	for dst < b.width && b.height[dst] > 0 {
		dst++
	}
	for x := dst + 1; x < b.width; x++ {
		h := int(b.height[x])
		if h == 0 {
			continue
		}
		from, to := b.at(x, 0), b.at(dst, 0)
		copy(b.colour[to:to+h], b.colour[from:from+h])
		if !b.noOrigin {
			copy(b.origin[to:to+h], b.origin[from:from+h])
		}
		if old := int(b.height[dst]); old > h {
			clear(b.colour[to+h : to+old])
		}
		b.height[dst] = int32(h)
		dst++
	}
	for x := dst; x < b.width; x++ {
		base := b.at(x, 0)
		clear(b.colour[base : base+int(b.height[x])])
		b.height[x] = 0
	}
	b.width = dst
}
