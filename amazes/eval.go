package amazes

// How the bot values a cell to stand on (Planner.value): the points a view
// from there is expected to bring, plus some of what lies beyond.
const (
	// openOdds is the chance that a side the player does not know is an
	// opening: 676 openings among the 1,200 inner sides, a little less
	// along a corridor.
	openOdds = 0.5
	// faintest is the least chance of seeing a cell worth counting.
	faintest = 0.05
	// sideInfo is the worth of learning one unknown side: walls feed the
	// inference rules and plans need openings.
	sideInfo = 0.0
)

// box is the block of frame cells the maze may occupy as far as the player
// knows: exact once anchored.
type box struct{ rowLo, rowHi, colLo, colHi int }

func (k *Knowledge) box() box {
	r0, r1 := k.rowRange()
	c0, c1 := k.colRange()
	return box{r0, r1, c0, c1}
}

// Bounds is the block of frame rows and columns the maze may occupy as far
// as the map knows (exact once anchored): rows rowLo..rowHi, columns
// colLo..colHi.
func (k *Knowledge) Bounds() (rowLo, rowHi, colLo, colHi int) {
	b := k.box()
	return b.rowLo, b.rowHi, b.colLo, b.colHi
}

func (b box) inside(r, c int) bool {
	return r >= b.rowLo && r <= b.rowHi && c >= b.colLo && c <= b.colHi
}

// cellWorth holds, per frame cell (row*Frame+col), the points the bot
// expects for discovering it: one, plus the chance that the opponent has
// not discovered it yet.
type cellWorth [Frame * Frame]float32

// viewGain is the expected worth of the view from frame cell (r, c): each
// undiscovered cell it may show counts its worth times its chance of being
// seen, each unknown side it may show sideInfo.
func (k *Knowledge) viewGain(r, c int, b box, worth *cellWorth) float64 {
	gain := 0.0
	for d := North; d <= West; d++ {
		p := 1.0
		y, x := r, c
		i := index(r, c)
		left, right := d.Left(), d.Right()
		for {
			s := k.side[i]
			if s&(1<<(wallBits+d)) != 0 {
				break
			}
			if s&(1<<(openBits+d)) == 0 {
				p *= openOdds
				gain += sideInfo
			}
			y, x, i = y+d.DRow(), x+d.DCol(), i+neighbour[d]
			if p < faintest || !b.inside(y, x) {
				break
			}
			if k.flags[i]&flagDiscovered == 0 {
				gain += p * float64(worth[y*Frame+x])
			}
			gain += k.sideGain(i, left, y, x, b, p, worth) + k.sideGain(i, right, y, x, b, p, worth)
		}
	}
	return gain
}

// sideGain is the expected worth of the side s of corridor cell i (at frame
// (y, x)), seen with chance p: the cell behind an opening is discovered.
func (k *Knowledge) sideGain(i int, s Dir, y, x int, b box, p float64, worth *cellWorth) float64 {
	side := k.side[i]
	if side&(1<<(wallBits+s)) != 0 {
		return 0
	}
	undiscovered := k.flags[i+neighbour[s]]&flagDiscovered == 0
	ny, nx := y+s.DRow(), x+s.DCol()
	if side&(1<<(openBits+s)) != 0 {
		if undiscovered {
			return p * float64(worth[ny*Frame+nx])
		}
		return 0
	}
	g := p * sideInfo
	if undiscovered && b.inside(ny, nx) {
		g += p * openOdds * float64(worth[ny*Frame+nx])
	}
	return g
}

// unknownSides reports whether a side of frame cell (r, c) is unknown.
func (k *Knowledge) unknownSides(r, c int) bool {
	s := k.side[index(r, c)]
	return (s|s>>openBits)&15 != 15
}
