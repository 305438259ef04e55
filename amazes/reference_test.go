package amazes

// refMap is a slow, obviously-correct map of one player in absolute
// coordinates: every rule of the rules page applied to every cell and
// corner point, again and again, until nothing changes. The fast Knowledge
// (in the player's own frame) is checked against it.
type refMap struct {
	disc, dead [Cells]bool
	side       [(Size + 1) * (Size + 1) * 2]Side
}

func newRefMap() *refMap { return &refMap{} }

func refKey(r, c int, d Dir) int {
	switch d {
	case South:
		r, d = r+1, North
	case East:
		c, d = c+1, West
	}
	k := (r*(Size+1) + c) * 2
	if d == West {
		k++
	}
	return k
}

func (m *refMap) get(r, c int, d Dir) Side { return m.side[refKey(r, c, d)] }

func (m *refMap) set(r, c int, d Dir, s Side) bool {
	k := refKey(r, c, d)
	if m.side[k] != Unknown {
		return false
	}
	m.side[k] = s
	return true
}

func (m *refMap) exists(r, c int) bool {
	if m.disc[r*Size+c] {
		return true
	}
	for d := North; d <= West; d++ {
		if m.get(r, c, d) == Opening {
			return true
		}
	}
	return false
}

// see applies the view of maze from absolute pose p, then infers.
func (m *refMap) see(maze *Maze, p Pose) {
	m.disc[p.Row*Size+p.Col] = true
	for n := 0; n < 4; n++ {
		d := (p.Facing + Dir(n)) & 3
		r, c := p.Row, p.Col
		for !maze.Wall(r, c, d) {
			m.set(r, c, d, Opening)
			r, c = r+d.DRow(), c+d.DCol()
			m.disc[r*Size+c] = true
			for _, s := range []Dir{d.Left(), d.Right()} {
				if maze.Wall(r, c, s) {
					m.set(r, c, s, Wall)
				} else {
					m.set(r, c, s, Opening)
					m.disc[(r+s.DRow())*Size+c+s.DCol()] = true
				}
			}
		}
		m.set(r, c, d, Wall)
	}
	m.infer()
}

func (m *refMap) infer() {
	for changed := true; changed; {
		changed = false
		for r := 0; r < Size; r++ {
			for c := 0; c < Size; c++ {
				if m.dead[r*Size+c] {
					continue
				}
				n := 0
				for d := North; d <= West; d++ {
					nr, nc := r+d.DRow(), c+d.DCol()
					switch m.get(r, c, d) {
					case Wall:
						n++
					case Opening:
						if Inside(nr, nc) && m.dead[nr*Size+nc] {
							n++
						}
					}
				}
				if n >= 3 {
					m.dead[r*Size+c], m.disc[r*Size+c] = true, true
					for d := North; d <= West; d++ {
						if m.get(r, c, d) != Wall {
							m.set(r, c, d, Opening)
						}
					}
					changed = true
				}
			}
		}
		for r := 1; r < Size; r++ {
			for c := 1; c < Size; c++ {
				arms := []int{refKey(r-1, c-1, East), refKey(r, c-1, East), refKey(r-1, c-1, South), refKey(r-1, c, South)}
				open, unknown := 0, -1
				for a, e := range arms {
					switch m.side[e] {
					case Opening:
						open++
					case Unknown:
						unknown = a
					}
				}
				if open == 3 && unknown >= 0 {
					m.side[arms[unknown]] = Wall
					changed = true
				}
			}
		}
		var rows, cols [Size]bool
		nr, nc := 0, 0
		for r := 0; r < Size; r++ {
			for c := 0; c < Size; c++ {
				if m.exists(r, c) {
					if !rows[r] {
						rows[r] = true
						nr++
					}
					if !cols[c] {
						cols[c] = true
						nc++
					}
				}
			}
		}
		for i := 0; i < Size; i++ {
			if nc == Size {
				changed = m.set(i, 0, West, Wall) || changed
				changed = m.set(i, Size-1, East, Wall) || changed
			}
			if nr == Size {
				changed = m.set(0, i, North, Wall) || changed
				changed = m.set(Size-1, i, South, Wall) || changed
			}
		}
		// A fully discovered outer wall makes the opposite one discovered.
		full := [4]bool{true, true, true, true}
		for i := 0; i < Size; i++ {
			full[North] = full[North] && m.get(0, i, North) == Wall
			full[South] = full[South] && m.get(Size-1, i, South) == Wall
			full[West] = full[West] && m.get(i, 0, West) == Wall
			full[East] = full[East] && m.get(i, Size-1, East) == Wall
		}
		for i := 0; i < Size; i++ {
			if full[North] || full[South] {
				changed = m.set(0, i, North, Wall) || changed
				changed = m.set(Size-1, i, South, Wall) || changed
			}
			if full[West] || full[East] {
				changed = m.set(i, 0, West, Wall) || changed
				changed = m.set(i, Size-1, East, Wall) || changed
			}
		}
	}
}
