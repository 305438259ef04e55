package amazes

import "math"

// How the bot tracks the opponent: a weighted set of the cells it may stand
// on (the circle of the last squared distance told), in two modes, still
// exploring or hunting (its map complete, walking each move to the nearest
// cell at the squared distance it is told, as ref:hunter does). Between two
// readings the opponent has made one move: an explorer's ends anywhere,
// nearer cells likelier (walkOdds); a hunter's ends on the cells it is
// expected to pick (hunterTargets) with little doubt (hunterDoubt), or,
// told 0 (the bot ended on its cell), on the cell it last stepped from
// (came), as ref:hunter, with no cell to walk to, turns back (T).
const (
	// maxCircle bounds the cells on one circle (a squared distance below
	// 4,608 is the sum of two squares in at most a few dozen ways).
	maxCircle = 128
	// maxD2 is the largest squared distance within the frame.
	maxD2 = 2 * (Frame - 1) * (Frame - 1)
	// hunterDoubt is the share of a hunter's move the bot spreads as an
	// explorer's, for the hunter it does not model exactly.
	hunterDoubt = 0.05
	// huntOnset is the opponent's move before which the bot holds it can
	// not have its whole map; after it, each move turns an explorer into a
	// hunter with the chance huntHazard.
	huntOnset  = 40
	huntHazard = 0.04
	// walkNear and walkFar are the typical lengths (in steps) of an
	// explorer's short and long moves, mixed half and half.
	walkNear = 4
	walkFar  = 20
)

// tracker holds the cells the opponent may stand on and their weights.
type tracker struct {
	cells            [maxCircle]int16
	explore, hunting [maxCircle]float64
	// came is, per cell, the cell the opponent most likely stepped from
	// into it at the end of its last move (noCell if unknown): a hunter
	// with nowhere to go (told 0, the bot on its cell) turns back there.
	came    [maxCircle]int16
	n       int
	started bool

	// Scratch: the new circle, a breadth-first search, the fewest steps
	// and their ties per squared distance.
	next                [maxCircle]int16
	nextExp, nextHunt   [maxCircle]float64
	nextCame            [maxCircle]int16
	nextCameW           [maxCircle]float64
	steps               [Frame * Frame]int16
	queue               [Frame * Frame]int16
	fewest, ties        [maxD2 + 1]int16
	pickSum             [maxD2 + 1]float64
	cur                 int
	known               [Frame * Frame]int16
	targets             [maxCircle]int16
	walkOddsTable       [2 * Frame * Frame]float64
	nearTable, farTable [2 * Frame * Frame]float64
	walkOddsTableReady  bool

	// longLLR is the log-likelihood ratio of the readings so far for an
	// explorer that makes long moves (walkFar) against one that makes short
	// ones (walkNear): an efficient explorer, which walks far to the most
	// unknown ground, soon has its whole map and hunts.
	longLLR float64
	// longN counts the readings longLLR sums.
	longN int
}

// reset forgets the opponent.
func (t *tracker) reset() {
	t.n = 0
	t.started = false
	t.longLLR = 0
	t.longN = 0
}

// longOdds is the chance that the opponent is an explorer that makes long
// moves: the readings' log-likelihood ratio per reading (longLLR/longN)
// against longRate, turned into odds with longScale. Both sides' short
// steps make every explorer look short; ref:hunter's readings fall near
// -0.5 a reading by move 90, ref:greedy's near -0.75.
func (t *tracker) longOdds() float64 {
	if t.longN == 0 {
		return 0.5
	}
	x := (t.longLLR/float64(t.longN) - longRate) * longScale
	return 1 / (1 + math.Exp(-x))
}

// longRate and longScale: see longOdds.
const (
	longRate  = -0.60
	longScale = 60.0
)

// huntOdds is the chance that the opponent hunts (has its whole map).
func (t *tracker) huntOdds() float64 {
	e, h := 0.0, 0.0
	for k := 0; k < t.n; k++ {
		e += t.explore[k]
		h += t.hunting[k]
	}
	if e+h == 0 {
		return 0
	}
	return h / (e + h)
}

// odds is the chance that the opponent stands on frame cell c.
func (t *tracker) odds(c int) float64 {
	for k, x := range t.cells[:t.n] {
		if int(x) == c {
			return t.explore[k] + t.hunting[k]
		}
	}
	return 0
}

// circle writes to out the cells of box b at squared distance d2 from frame
// cell c (c itself for 0) and returns how many.
func circle(c, d2 int, b box, out *[maxCircle]int16) int {
	n := 0
	r0, c0 := c/Frame, c%Frame
	for dr := -(Frame - 1); dr <= Frame-1; dr++ {
		rest := d2 - dr*dr
		if rest < 0 {
			continue
		}
		dc := isqrt(rest)
		if dc*dc != rest {
			continue
		}
		for _, sc := range [2]int{dc, -dc} {
			r, col := r0+dr, c0+sc
			if InFrame(r, col) && b.inside(r, col) && n < maxCircle {
				out[n] = int16(r*Frame + col)
				n++
			}
			if dc == 0 {
				break
			}
		}
	}
	return n
}

// walk finds the fewest steps from frame cell from to every cell of box b,
// through every side not known to be a wall (the opponent walks the true
// maze, of which the bot may not know every opening): t.steps, -1 for a
// cell it cannot reach. It returns the cells reached, nearest first, in
// t.queue.
func (t *tracker) walk(k *Knowledge, from int, b box) []int16 {
	return t.search(k, from, b, &t.steps, -1, false)
}

// search is the breadth-first search of walk and walkKnown: the fewest
// steps from frame cell from to every cell of box b into dist (none where
// there is no way), through the sides known to be open (knownOnly) or not
// known to be walls. It returns the cells reached, nearest first.
func (t *tracker) search(k *Knowledge, from int, b box, dist *[Frame * Frame]int16, none int16, knownOnly bool) []int16 {
	for i := range dist {
		dist[i] = none
	}
	dist[from] = 0
	t.queue[0] = int16(from)
	n := 1
	for head := 0; head < n; head++ {
		c := int(t.queue[head])
		r, col := c/Frame, c%Frame
		s := k.side[index(r, col)]
		for d := North; d <= West; d++ {
			if knownOnly && s&(1<<(openBits+d)) == 0 || !knownOnly && s&(1<<(wallBits+d)) != 0 {
				continue
			}
			y, x := r+d.DRow(), col+d.DCol()
			if !b.inside(y, x) || !InFrame(y, x) {
				continue
			}
			j := y*Frame + x
			if dist[j] == none {
				dist[j] = dist[c] + 1
				t.queue[n] = int16(j)
				n++
			}
		}
	}
	return t.queue[:n]
}

// walkOdds is the unnormalised chance that an explorer's move is s steps
// long.
func (t *tracker) walkOdds(s int) float64 {
	if !t.walkOddsTableReady {
		for i := range t.walkOddsTable {
			x := float64(i)
			t.nearTable[i] = math.Exp(-x/walkNear) / walkNear
			t.farTable[i] = math.Exp(-x/walkFar) / walkFar
			t.walkOddsTable[i] = 0.5*t.nearTable[i] + 0.5*t.farTable[i]
		}
		t.walkOddsTableReady = true
	}
	return t.walkOddsTable[s]
}

// hunterTargets writes to t.targets the cells a hunter on frame cell h
// (after t.walk from h) picks from at squared distance d2: those of the
// circle it reaches with the fewest steps. It returns how many.
func (t *tracker) hunterTargets(h, d2 int, b box) int {
	var ring [maxCircle]int16
	m := circle(h, d2, b, &ring)
	n, best := 0, -1
	for _, y := range ring[:m] {
		s := int(t.steps[y])
		if s <= 0 {
			continue
		}
		if best < 0 || s < best {
			best, n = s, 0
		}
		if s == best {
			t.targets[n] = y
			n++
		}
	}
	return n
}

// update applies the squared distance d2 told with the player on frame
// cell me, after the opponent's move number oppMoves (counted from 1): the
// weights of the old cells carried over by the opponent's move (the
// squared distance it was told then is from me), kept on the new circle.
func (t *tracker) update(k *Knowledge, me, d2, oppMoves int) {
	b := k.box()
	m := circle(me, d2, b, &t.next)
	if m == 0 {
		t.n = 0
		return
	}
	for j := 0; j < m; j++ {
		t.nextExp[j], t.nextHunt[j] = 0, 0
		t.nextCame[j], t.nextCameW[j] = noCell, 0
	}
	if t.started && t.n > 0 {
		hazard := 0.0
		if oppMoves > huntOnset {
			hazard = huntHazard
		}
		pNear, pFar := 0.0, 0.0
		for i := 0; i < t.n; i++ {
			e, h := t.explore[i], t.hunting[i]
			if e+h < 1e-9 {
				continue
			}
			from := int(t.cells[i])
			t.walkKnown(k, from, b)
			reached := t.walk(k, from, b)
			z, zNear, zFar := 0.0, 0.0, 0.0
			for _, c := range reached[1:] {
				z += t.walkOdds(int(t.steps[c]))
				zNear += t.nearTable[t.steps[c]]
				zFar += t.farTable[t.steps[c]]
			}
			nt := t.hunterTargets(from, Dist2Cells(from, me), b)
			// Told 0 (the bot on its cell), a hunter has no target and
			// turns back the way it came.
			back := int16(noCell)
			if from == me {
				back = t.came[i]
			}
			for j := 0; j < m; j++ {
				y := int(t.next[j])
				s := int(t.steps[y])
				if s <= 0 {
					continue
				}
				kExp := t.walkOdds(s) / z
				pNear += e * t.nearTable[s] / zNear
				pFar += e * t.farTable[s] / zFar
				kHunt := kExp
				switch {
				case nt > 0:
					kHunt = hunterDoubt * kExp
					for _, x := range t.targets[:nt] {
						if int(x) == y {
							kHunt += (1 - hunterDoubt) / float64(nt)
						}
					}
				case back != noCell:
					kHunt = hunterDoubt * kExp
					if int(back) == y {
						kHunt += 1 - hunterDoubt
					}
				}
				wExp, wHunt := e*(1-hazard)*kExp, (h+e*hazard)*kHunt
				t.nextExp[j] += wExp
				t.nextHunt[j] += wHunt
				if w := wExp + wHunt; w > t.nextCameW[j] {
					t.nextCame[j], t.nextCameW[j] = t.stepBefore(k, y), w
				}
			}
		}
		if pNear > 0 && pFar > 0 {
			t.longLLR += math.Log(pFar / pNear)
			t.longN++
		}
	}
	total := 0.0
	for j := 0; j < m; j++ {
		total += t.nextExp[j] + t.nextHunt[j]
	}
	if total <= 0 {
		// A first reading, or one the model cannot explain: the whole
		// circle, the modes as they were.
		p := t.huntOdds()
		if !t.started || oppMoves <= huntOnset {
			p = 0
		}
		for j := 0; j < m; j++ {
			t.nextExp[j], t.nextHunt[j] = (1-p)/float64(m), p/float64(m)
			t.nextCame[j] = noCell
		}
		total = 1
	}
	t.n = m
	for j := 0; j < m; j++ {
		t.cells[j] = t.next[j]
		t.came[j] = t.nextCame[j]
		t.explore[j] = t.nextExp[j] / total
		t.hunting[j] = t.nextHunt[j] / total
	}
	t.started = true
}

// noCell stands for no cell in the tracker's cell fields.
const noCell = -1

// stepBefore is the cell from which the opponent's walk from the cell of
// the last t.walk and t.walkKnown stepped into frame cell y at its end: the
// one neighbour of y one step nearer the start, through sides not known to
// be walls and, where y can be reached over known openings, over those too;
// noCell if no single neighbour fits (the way is not known) or y is the
// start.
func (t *tracker) stepBefore(k *Knowledge, y int) int16 {
	s, sk := t.steps[y], t.known[y]
	if s <= 0 || sk == 0 {
		return noCell
	}
	r, c := y/Frame, y%Frame
	side := k.side[index(r, c)]
	before := int16(noCell)
	for d := North; d <= West; d++ {
		if side&(1<<(wallBits+d)) != 0 {
			continue
		}
		y2, x2 := r+d.DRow(), c+d.DCol()
		if !InFrame(y2, x2) {
			continue
		}
		j := y2*Frame + x2
		fits := t.steps[j] == s-1
		if sk != unreached {
			fits = fits || side&(1<<(openBits+d)) != 0 && t.known[j] == sk-1
		}
		if !fits {
			continue
		}
		if before != noCell {
			return noCell
		}
		before = int16(j)
	}
	return before
}

// Dist2Cells is the squared distance between two frame cells
// (row*Frame+col).
func Dist2Cells(a, b int) int {
	dr, dc := a/Frame-b/Frame, a%Frame-b%Frame
	return dr*dr + dc*dc
}

// unknownSlack is how many steps more than the fewest through every side
// not known to be a wall the bot counts for a hunter's walk to a cell it
// cannot reach over known openings at all. The bot's map misses what it has
// not explored, where the walk through unknown sides is often far shorter
// than the true one (8 where it was 28, 22 where it was 52, in games lost
// by sudden death): such a cell seldom makes another surely farther.
const unknownSlack = 24

// danger adds to out, for every frame cell x of box b, the chance that the
// opponent's next move ends on x if the player ends its move there, as a
// hunter: for each cell h it may stand on, weighted by the chance that it
// hunts (complete: the chance that an explorer has its whole map by then),
// 1/ties when x may be one of the cells of its circle through x that it
// reaches with the fewest steps (and within a move's steps); never its own
// cell. The bot does not know the whole maze: a cell's walk from h through
// every side not known to be a wall is at most the hunter's (a lower
// bound), its walk over known openings at least (an upper bound), and x
// may be picked unless another cell of its circle is surely nearer (its
// upper bound below x's lower bound); the cells that may be picked share
// the pick.
func (t *tracker) danger(k *Knowledge, complete float64, out *[Frame * Frame]float32) {
	b := k.box()
	for i := 0; i < t.n; i++ {
		w := t.hunting[i] + complete*t.explore[i]
		if w < 1e-6 {
			continue
		}
		h := int(t.cells[i])
		t.cur = i
		t.walkKnown(k, h, b)
		reached := t.walk(k, h, b)
		// fewest[d]: the least upper bound on the circle d, else the
		// least lower bound plus unknownSlack.
		for _, c := range reached[1:] {
			d := Dist2Cells(h, int(c))
			s := t.known[c]
			if s == unreached {
				s = t.steps[c] + unknownSlack
			}
			if t.ties[d] == 0 || s < t.fewest[d] {
				t.fewest[d], t.ties[d] = s, 1
			}
		}
		for _, c := range reached[1:] {
			t.pickSum[Dist2Cells(h, int(c))] = 0
		}
		for _, c := range reached[1:] {
			d := Dist2Cells(h, int(c))
			if t.steps[c] <= t.fewest[d] {
				t.pickSum[d] += t.pickOdds(c)
			}
		}
		for _, c := range reached[1:] {
			d := Dist2Cells(h, int(c))
			if s := t.steps[c]; s <= t.fewest[d] && s <= MaxSteps {
				out[c] += float32(w * t.pickOdds(c) / t.pickSum[Dist2Cells(h, int(c))])
			}
		}
		for _, c := range reached[1:] {
			t.ties[Dist2Cells(h, int(c))] = 0
		}
	}
}

// pickTau is how fast (in steps) the bot's belief that the hunter picks a
// cell that may be its pick falls with the cell's estimated walk beyond
// the least of its circle (see pickOdds).
const pickTau = 4.0

// pickOdds is the unnormalised chance that a hunter (after walk and
// walkKnown from its cell) picks frame cell c among the cells of its circle
// that may be its pick: exp(-extra/pickTau) of the steps c's estimated walk
// (over known openings, else through unknown sides plus unknownSlack) is
// longer than the circle's least (tracker.fewest).
func (t *tracker) pickOdds(c int16) float64 {
	s := t.known[c]
	if s == unreached {
		s = t.steps[c] + unknownSlack
	}
	return math.Exp(-float64(s-t.fewest[Dist2Cells(int(t.cells[t.cur]), int(c))]) / pickTau)
}

// unreached is the steps the tracker counts for a cell it cannot reach
// over known openings.
const unreached = 1 << 14

// walkKnown finds the fewest steps from frame cell from to every cell of
// box b over known openings only: t.known, unreached where there is none.
func (t *tracker) walkKnown(k *Knowledge, from int, b box) {
	t.search(k, from, b, &t.known, unreached, true)
}
