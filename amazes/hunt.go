package amazes

// The hunter's plan, shared by the reference player ref:hunter and the bot
// (which predicts where a hunter goes): explore towards the most unknown
// ground, and once every cell is discovered walk to the cell that fits the
// squared distance told with the shortest known walk.

// Unknowns is how much frame cell (row, col) has unknown about it: its
// unknown sides plus its undiscovered neighbours behind sides that are not
// known walls.
func (k *Knowledge) Unknowns(row, col int) int {
	if !InFrame(row, col) {
		return 0
	}
	i := index(row, col)
	s := k.side[i]
	n := 0
	for d := North; d <= West; d++ {
		if s&(1<<(wallBits+d)) != 0 {
			continue
		}
		if s&(1<<(openBits+d)) == 0 {
			n++
		}
		if j := i + neighbour[d]; inFrame[j] && k.flags[j]&flagDiscovered == 0 {
			n++
		}
	}
	return n
}

// ExploreTargets appends to buf[:0] the cells (row*Frame+col) the hunter
// explores towards: among the cells the last Routes reached, those with the
// most unknown about them (Unknowns), and of those the nearest. It returns
// buf, empty when nothing reachable has anything unknown.
func (e *Explorer) ExploreTargets(buf []int16) []int16 {
	buf = buf[:0]
	best, steps := 0, 0
	for _, cell := range e.reached[1:e.nReach] {
		c := int(cell)
		u := e.Map.Unknowns(c/Frame, c%Frame)
		switch {
		case u == 0 || u < best:
			continue
		case u > best:
			best, steps, buf = u, int(e.dist[c]), buf[:0]
		case int(e.dist[c]) > steps:
			continue
		}
		buf = append(buf, cell)
	}
	return buf
}

// CircleTargets appends to buf[:0] every cell (row*Frame+col) inside the
// maze as the player knows it, other than its own, at squared distance d2
// from it that the last Routes reached, however far: every cell its
// opponent can stand on given d2 alone. It returns buf.
func (e *Explorer) CircleTargets(d2 int, buf []int16) []int16 {
	buf = buf[:0]
	b := e.Map.box()
	for _, cell := range e.reached[1:e.nReach] {
		c := int(cell)
		r, col := c/Frame, c%Frame
		if dr, dc := r-e.Pose.Row, col-e.Pose.Col; dr*dr+dc*dc == d2 && b.inside(r, col) {
			buf = append(buf, cell)
		}
	}
	return buf
}

// HuntTargets appends to buf[:0] the cells (row*Frame+col) inside the maze
// as the player knows it, other than its own, at squared distance d2 from
// it that the last Routes reached with the fewest steps: where a hunter
// looks for its opponent. It returns buf, empty if no reached cell fits.
func (e *Explorer) HuntTargets(d2 int, buf []int16) []int16 {
	buf = buf[:0]
	b := e.Map.box()
	steps := -1
	for _, cell := range e.reached[1:e.nReach] {
		c := int(cell)
		if steps >= 0 && int(e.dist[c]) > steps {
			break
		}
		r, col := c/Frame, c%Frame
		dr, dc := r-e.Pose.Row, col-e.Pose.Col
		if dr*dr+dc*dc != d2 || !b.inside(r, col) {
			continue
		}
		steps = int(e.dist[c])
		buf = append(buf, cell)
	}
	return buf
}
