package judge

import (
	"io"
	"math"

	"botcup/amazes"
	"botcup/search"
)

// Tracker is the reference player that hunts by what it can prove: it
// keeps the set of cells the opponent can stand on given every squared
// distance it was told, the walls it knows and the rule that a move never
// ends where it began (a belief, each cell weighted by how far a move has
// to walk to reach it), and plays on it:
//   - until its map holds every cell it explores as ref:hunter does (the
//     most unknown ground, the nearest), but takes a catch (100 points) that
//     the belief makes likely and that is near;
//   - with every cell discovered it walks, each turn, to the cell that
//     makes the most of this move and the next: the chance that the
//     opponent stands there now, and else the chance that the next distance
//     tells it where the opponent went (for each circle around the cell, the
//     likeliest of its cells), less the chance that the opponent's move ends
//     on it. Told 0 (the opponent on its cell) it weighs the cells around
//     the same way; it does not simply turn back.
//
// It never walks a side it does not know to be open, so it plays no fault.
func Tracker(in io.Reader, out io.Writer, seed uint64) error {
	tp := newTrackerPlayer(seed)
	return playLoopPlayed(in, out, tp.choose, tp.played)
}

// frameCells is the number of cells of a player's frame.
const frameCells = amazes.Frame * amazes.Frame

// maxD2 is the largest squared distance within the frame.
const maxD2 = 2 * (amazes.Frame - 1) * (amazes.Frame - 1)

// The tracker's model of the opponent's move: the chance that it ends on a
// cell s steps away mixes short and long walks (exp(-s/walkShort) and
// exp(-s/walkLong), half each) and never falls below walkFloor of the
// nearest, so every cell a move can reach stays in the belief.
const (
	walkShort = 3.0
	walkLong  = 12.0
	walkFloor = 1e-4
)

// How the tracker weighs a cell to end its hunting move on.
const (
	// nextWorth discounts next turn's chance of a catch against this
	// turn's.
	nextWorth = 0.9
	// huntStepCost is a step in chances of winning: a won game is worth
	// about a thousand points.
	huntStepCost = 0.0005
	// catchWorth and catchAtLeast: before its map is complete the tracker
	// walks to a catch (100 points) when 100 times the chance that the
	// opponent stands there, less the steps, comes to catchAtLeast.
	catchWorth   = float64(amazes.PointsCatch)
	catchAtLeast = 40.0
)

// belief is where the tracker holds the opponent may stand: a weight per
// frame cell, positive on exactly the cells that fit everything it knows
// (the support, cells), summing to 1.
type belief struct {
	w     [frameCells]float64
	cells []int16
	// pred is the weight of each cell after the opponent's next move from
	// the belief, on predCells.
	pred      [frameCells]float64
	predCells []int16
	// alt is pred without one cell of the belief (see without).
	alt [frameCells]float64

	dist   [frameCells]int16
	queue  [frameCells]int16
	kernel [frameCells]float64
}

// newBelief makes an empty belief with its walk table.
func newBelief() *belief {
	b := &belief{cells: make([]int16, 0, frameCells), predCells: make([]int16, 0, frameCells)}
	for s := range b.kernel {
		x := float64(s)
		b.kernel[s] = 0.5*math.Exp(-x/walkShort)/walkShort + 0.5*math.Exp(-x/walkLong)/walkLong
		b.kernel[s] = max(b.kernel[s], walkFloor*b.kernel[1])
	}
	return b
}

// reach finds the fewest steps from frame cell from to every cell inside
// the maze's bounds through sides not known to be walls (the opponent walks
// the true maze, whose openings the map may not know): b.dist, -1 where
// none. It returns the cells reached, from first.
func (b *belief) reach(k *amazes.Knowledge, from int) []int16 {
	r0, r1, c0, c1 := k.Bounds()
	for i := range b.dist {
		b.dist[i] = -1
	}
	b.dist[from] = 0
	b.queue[0] = int16(from)
	n := 1
	for head := 0; head < n; head++ {
		c := int(b.queue[head])
		r, col := c/amazes.Frame, c%amazes.Frame
		for d := amazes.North; d <= amazes.West; d++ {
			if k.Side(r, col, d) == amazes.Wall {
				continue
			}
			y, x := r+d.DRow(), col+d.DCol()
			if y < r0 || y > r1 || x < c0 || x > c1 {
				continue
			}
			j := y*amazes.Frame + x
			if b.dist[j] < 0 {
				b.dist[j] = b.dist[c] + 1
				b.queue[n] = int16(j)
				n++
			}
		}
	}
	return b.queue[:n]
}

// spreadFrom adds to out the weight w carried by the opponent's move from
// frame cell from: over every other cell it can reach, by the walk model.
// It returns the cells reached.
func (b *belief) spreadFrom(k *amazes.Knowledge, from int, w float64, out *[frameCells]float64) []int16 {
	reached := b.reach(k, from)
	z := 0.0
	for _, c := range reached[1:] {
		z += b.kernel[b.dist[c]]
	}
	if z == 0 {
		return reached
	}
	for _, c := range reached[1:] {
		out[c] += w * b.kernel[b.dist[c]] / z
	}
	return reached
}

// predict fills pred: where the opponent stands after its next move.
func (b *belief) predict(k *amazes.Knowledge) {
	for _, c := range b.predCells {
		b.pred[c] = 0
	}
	b.predCells = b.predCells[:0]
	var seen [frameCells]bool
	for _, src := range b.cells {
		for _, c := range b.spreadFrom(k, int(src), b.w[src], &b.pred)[1:] {
			if !seen[c] {
				seen[c] = true
				b.predCells = append(b.predCells, c)
			}
		}
	}
	// A cell only its own weight reached stays out (pred 0): the move
	// cannot end where it began.
	n := 0
	for _, c := range b.predCells {
		if b.pred[c] > 0 {
			b.predCells[n] = c
			n++
		}
	}
	b.predCells = b.predCells[:n]
}

// without fills alt with pred as it is once frame cell y, a cell of the
// belief, is known not to be the opponent's, and returns it.
func (b *belief) without(k *amazes.Knowledge, y int) *[frameCells]float64 {
	wy := b.w[y]
	for _, c := range b.predCells {
		b.alt[c] = 0
	}
	if wy >= 1 {
		return &b.alt
	}
	b.spreadFrom(k, y, -wy, &b.alt)
	for _, c := range b.predCells {
		b.alt[c] = max(0, b.alt[c]+b.pred[c]) / (1 - wy)
	}
	return &b.alt
}

// told applies the squared distance d2 told with the player on frame cell
// here, after the opponent's move: the cells the move can have ended on
// (pred) that lie on the circle, or, without a belief yet (first) or with
// none of them on it, every cell within the maze's bounds on the circle.
func (b *belief) told(k *amazes.Knowledge, here, d2 int, first bool) {
	for _, c := range b.cells {
		b.w[c] = 0
	}
	b.cells = b.cells[:0]
	total := 0.0
	if !first {
		b.predict(k)
		for _, c := range b.predCells {
			if amazes.Dist2Cells(here, int(c)) == d2 {
				b.w[c] = b.pred[c]
				total += b.pred[c]
				b.cells = append(b.cells, c)
			}
		}
	}
	if total == 0 {
		for _, c := range b.cells {
			b.w[c] = 0
		}
		b.cells = b.cells[:0]
		r0, r1, c0, c1 := k.Bounds()
		for r := r0; r <= r1; r++ {
			for col := c0; col <= c1; col++ {
				c := r*amazes.Frame + col
				if amazes.Dist2Cells(here, c) == d2 {
					b.w[c] = 1
					total++
					b.cells = append(b.cells, int16(c))
				}
			}
		}
	}
	for _, c := range b.cells {
		b.w[c] /= total
	}
}

// missed removes frame cell c from the belief: the player ended its move
// there with its map complete and the game went on.
func (b *belief) missed(c int) {
	wc := b.w[c]
	if wc == 0 || wc >= 1 {
		return
	}
	b.w[c] = 0
	n := 0
	for _, x := range b.cells {
		if int(x) != c {
			b.cells[n] = x
			b.w[x] /= 1 - wc
			n++
		}
	}
	b.cells = b.cells[:n]
}

// Holds reports whether frame cell c is in the belief.
func (b *belief) holds(c int) bool { return b.w[c] > 0 }

// trackerPlayer is ref:tracker's state between moves.
type trackerPlayer struct {
	rng     *search.Rng
	b       *belief
	started bool
	targets []int16
	buf     []byte
	// best and touched: the likeliest weight per squared distance (see
	// spread).
	best    [maxD2 + 1]float64
	touched []int
}

func newTrackerPlayer(seed uint64) *trackerPlayer {
	return &trackerPlayer{rng: search.NewRng(seed), b: newBelief()}
}

// update applies the squared distance told this turn.
func (tp *trackerPlayer) update(e *amazes.Explorer) {
	here := e.Pose.Row*amazes.Frame + e.Pose.Col
	tp.b.told(&e.Map, here, e.Dist2[e.Moves], !tp.started)
	tp.started = true
}

// choose is the move of this turn (empty means T).
func (tp *trackerPlayer) choose(e *amazes.Explorer) []byte {
	tp.update(e)
	return tp.pick(e)
}

// played records the move just made: with the map complete, a move that
// did not end the game did not end on the opponent.
func (tp *trackerPlayer) played(e *amazes.Explorer) {
	if e.Map.Count() == amazes.Cells {
		tp.b.missed(e.Pose.Row*amazes.Frame + e.Pose.Col)
	}
}

// pick chooses the move after update.
func (tp *trackerPlayer) pick(e *amazes.Explorer) []byte {
	tp.buf = tp.move(e)
	return tp.buf
}

// move is pick's move, in tp.buf[:0].
func (tp *trackerPlayer) move(e *amazes.Explorer) []byte {
	routes := e.Routes()
	if e.Map.Count() == amazes.Cells {
		return e.PathTo(tp.hunt(e, routes), tp.buf)
	}
	// A likely catch nearby.
	bestCell, bestValue := -1, catchAtLeast
	for _, c := range routes[1:] {
		s := e.Steps(int(c))
		if float64(s) > catchWorth {
			break
		}
		if v := catchWorth*tp.b.w[c] - float64(s); v >= bestValue {
			bestCell, bestValue = int(c), v
		}
	}
	if bestCell >= 0 {
		return e.PathTo(bestCell, tp.buf)
	}
	tp.targets = e.ExploreTargets(tp.targets)
	if len(tp.targets) == 0 {
		return tp.buf[:0]
	}
	return e.PathTo(int(tp.targets[tp.rng.Intn(len(tp.targets))]), tp.buf)
}

// hunt is the cell to end this move on with the map complete (see
// Tracker), of the cells routes reached.
func (tp *trackerPlayer) hunt(e *amazes.Explorer, routes []int16) int {
	b := tp.b
	b.predict(&e.Map)
	bestCell, bestValue := -1, math.Inf(-1)
	for _, cell := range routes[1:] {
		c := int(cell)
		steps := e.Steps(c)
		if steps > amazes.MaxSteps {
			break
		}
		p := b.w[c]
		pred := &b.pred
		if p > 0 {
			pred = b.without(&e.Map, c)
		}
		next, risk := tp.spread(pred, b.predCells, c)
		v := p + (1-p)*nextWorth*(next-risk) - huntStepCost*float64(steps)
		if v > bestValue {
			bestCell, bestValue = c, v
		}
	}
	return bestCell
}

// spread is, for the player standing on frame cell y after the opponent's
// move ends as pred says (on cells), the chance that the next squared
// distance lets it end its move on the opponent by taking the likeliest
// cell of the circle told (the sum over circles of their likeliest cell),
// and risk, the chance that the opponent ends on y.
func (tp *trackerPlayer) spread(pred *[frameCells]float64, cells []int16, y int) (next, risk float64) {
	for _, cell := range cells {
		c := int(cell)
		p := pred[c]
		if c == y {
			risk = p
			continue
		}
		d := amazes.Dist2Cells(y, c)
		if p > tp.best[d] {
			if tp.best[d] == 0 {
				tp.touched = append(tp.touched, d)
			}
			tp.best[d] = p
		}
	}
	for _, d := range tp.touched {
		next += tp.best[d]
		tp.best[d] = 0
	}
	tp.touched = tp.touched[:0]
	return next, risk
}
