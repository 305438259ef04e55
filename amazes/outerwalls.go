package amazes

// The outer-wall rules of a player's map (Knowledge): where the maze lies
// in the frame, and the outer walls discovered once it is known.

// checkOuterWalls applies the outer-wall rules and reports whether it
// discovered anything.
func (k *Knowledge) checkOuterWalls() bool {
	changed := false
	if !k.colsAnchored && k.cols >= Size {
		k.anchorCols(k.minCol)
		changed = true
	}
	if !k.rowsAnchored && k.rows >= Size {
		k.anchorRows(k.minRow)
		changed = true
	}
	if k.wallsAdded && k.rowsAnchored != k.colsAnchored {
		k.wallsAdded = false
		if k.colsAnchored {
			if top, ok := k.completeRowLine(); ok {
				k.anchorRows(top)
				changed = true
			}
		} else if left, ok := k.completeColLine(); ok {
			k.anchorCols(left)
			changed = true
		}
	}
	return changed
}

// rowRange is the frame rows the maze may occupy: exact once anchored,
// else every row within 24 of all existing cells.
func (k *Knowledge) rowRange() (lo, hi int) {
	if k.rowsAnchored {
		return k.top, k.top + Size - 1
	}
	return max(0, k.maxRow-Size+1), min(Frame-1, k.minRow+Size-1)
}

// colRange is rowRange for columns.
func (k *Knowledge) colRange() (lo, hi int) {
	if k.colsAnchored {
		return k.left, k.left + Size - 1
	}
	return max(0, k.maxCol-Size+1), min(Frame-1, k.minCol+Size-1)
}

// anchorCols discovers both vertical outer walls, the maze's first column
// being frame column left. Without anchored rows it walls every row the
// maze may occupy: the extra walls lie between cells outside the maze,
// where nothing is ever inferred.
func (k *Knowledge) anchorCols(left int) {
	k.colsAnchored, k.left = true, left
	lo, hi := k.rowRange()
	for r := lo; r <= hi; r++ {
		k.setWall(index(r, left), West)
		k.setWall(index(r, left+Size-1), East)
	}
}

// anchorRows is anchorCols for the horizontal outer walls.
func (k *Knowledge) anchorRows(top int) {
	k.rowsAnchored, k.top = true, top
	lo, hi := k.colRange()
	for c := lo; c <= hi; c++ {
		k.setWall(index(top, c), North)
		k.setWall(index(top+Size-1, c), South)
	}
}

// completeRowLine looks, with the columns anchored, for a horizontal line
// of 25 discovered walls across the maze: it can only be an outer wall (an
// inner one would cut the maze in two), the north one if the known cells
// lie below it, else the south one. It returns the frame row of the maze's
// first row that this gives.
func (k *Knowledge) completeRowLine() (top int, ok bool) {
	for y := 0; y <= Frame; y++ { // the line above frame row y
		full := true
		for c := k.left; c < k.left+Size && full; c++ {
			full = k.side[index(y, c)]&(1<<(wallBits+North)) != 0
		}
		if !full {
			continue
		}
		top = y
		if k.maxRow < y {
			top = y - Size
		}
		if top >= 0 && top <= k.minRow && top+Size-1 >= k.maxRow && top+Size-1 < Frame {
			return top, true
		}
	}
	return 0, false
}

// completeColLine is completeRowLine for a vertical line, with the rows
// anchored.
func (k *Knowledge) completeColLine() (left int, ok bool) {
	for x := 0; x <= Frame; x++ { // the line left of frame column x
		full := true
		for r := k.top; r < k.top+Size && full; r++ {
			full = k.side[index(r, x)]&(1<<(wallBits+West)) != 0
		}
		if !full {
			continue
		}
		left = x
		if k.maxCol < x {
			left = x - Size
		}
		if left >= 0 && left <= k.minCol && left+Size-1 >= k.maxCol && left+Size-1 < Frame {
			return left, true
		}
	}
	return 0, false
}
