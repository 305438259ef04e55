package amazes

// The inference rules of a player's map (Knowledge): the queue of cells
// and corner points to check, the dead-end and corner rules, run until
// nothing changes (the outer-wall rules are in outerwalls.go).

// pushCell queues cell i for its dead-end check.
func (k *Knowledge) pushCell(i int) {
	if k.flags[i]&(flagQueuedCell|flagDeadEnd) != 0 || !inFrame[i] {
		return
	}
	k.flags[i] |= flagQueuedCell
	k.push(int32(i) << 1)
}

// pushCorner queues the corner point at the top left of cell i.
func (k *Knowledge) pushCorner(i int) {
	if k.flags[i]&flagQueuedCorner != 0 {
		return
	}
	k.flags[i] |= flagQueuedCorner
	k.push(int32(i)<<1 | 1)
}

func (k *Knowledge) push(item int32) {
	k.queue[k.tail] = item
	k.tail++
	if k.tail == len(k.queue) {
		k.tail = 0
	}
}

// propagate applies the inference rules until nothing changes.
func (k *Knowledge) propagate() {
	for {
		for k.head != k.tail {
			item := k.queue[k.head]
			k.head++
			if k.head == len(k.queue) {
				k.head = 0
			}
			i := int(item >> 1)
			if item&1 == 0 {
				k.flags[i] &^= flagQueuedCell
				k.checkDeadEnd(i)
			} else {
				k.flags[i] &^= flagQueuedCorner
				k.checkCorner(i)
			}
		}
		if !k.checkOuterWalls() {
			return
		}
	}
}

// checkDeadEnd applies the dead-end rule to cell i.
func (k *Knowledge) checkDeadEnd(i int) {
	if k.flags[i]&flagDeadEnd != 0 {
		return
	}
	s := k.side[i]
	n := 0
	for d := North; d <= West; d++ {
		if s&(1<<(wallBits+d)) != 0 {
			n++
		} else if s&(1<<(openBits+d)) != 0 && k.flags[i+neighbour[d]]&flagDeadEnd != 0 {
			n++
		}
	}
	if n < 3 {
		return
	}
	k.flags[i] |= flagDeadEnd
	k.discover(i)
	for d := North; d <= West; d++ {
		if k.side[i]&(1<<(wallBits+d)) == 0 {
			k.setOpen(i, d)
			// Its neighbours count it as a dead end now.
			k.pushCell(i + neighbour[d])
		}
	}
}

// checkCorner applies the corner rule to the corner point at the top left
// of cell i.
func (k *Knowledge) checkCorner(i int) {
	a := i - stride - 1 // the cell up and left of the point
	type edge struct {
		cell int
		d    Dir
	}
	edges := [4]edge{{a, East}, {a + stride, East}, {a, South}, {a + 1, South}}
	open, unknown := 0, -1
	for e := range edges {
		s := k.side[edges[e].cell]
		switch {
		case s&(1<<(openBits+edges[e].d)) != 0:
			open++
		case s&(1<<(wallBits+edges[e].d)) == 0:
			unknown = e
		}
	}
	if open == 3 && unknown >= 0 {
		k.setWall(edges[unknown].cell, edges[unknown].d)
	}
}
