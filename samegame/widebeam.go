package samegame

import (
	"math"
	"math/bits"
	"slices"

	"botcup/search"
)

// wideState is a position of the wide beam on a lane board (at most
// LaneRows x LaneColumns cells and LaneColours colours): the three code
// planes of words 1..4 of the lane layout, the columns with stones and the
// points gained so far. It is all a position is: 112 bytes.
type wideState struct {
	plane  [4][3]uint64
	gained int64
	width  int32
}

// wideCand is a child the beam may keep: its evaluation and key, its
// parent in the layer and the stone of its move, (word-1)<<6 | bit.
type wideCand struct {
	eval   int64
	key    uint64
	parent int32
	cell   uint8
}

// wideSlot is an entry of the table of a layer's children by key: the
// best evaluation seen of that position and which child had it.
type wideSlot struct {
	key   uint64
	eval  int64
	id    uint32 // parent<<8 | cell
	stamp uint32 // the layer that wrote it
}

// WideParams weigh the wide beam's static evaluation of a position, in
// thousandths of a point: eval = 1000*gained + Pair*(pairs of side by side
// stones of one colour, the most frequent colour's left out) +
// LargestPair*(those of the most frequent colour) - Single*(stones of the
// other colours with no neighbour of their colour) + Largest*(n-2)^2 (n
// the most frequent colour's stones), plus 1000*ClearBonus for an empty
// board under Classic scoring.
type WideParams struct {
	Pair, LargestPair, Single, Largest int64
	// Ranked: with Ranked > 0 the beam keeps the Ranked*width children
	// the evaluation ranks best, then ranks them by one tabu-colour playout
	// each and keeps the best width of those.
	Ranked int
}

// wideBeam is a beam search over wideStates. Each layer keeps the
// children that no other child with the same stones and more points
// dominates, the best Ranked*width of them by the static evaluation
// (WideParams), and of those the best width by one tabu-colour playout
// each (with Ranked 0: the best width by the evaluation alone). It keeps,
// for every layer of the pass, each position's parent and move, and
// rebuilds the line of a solution from them.
type wideBeam struct {
	scoring Scoring
	colours int
	params  WideParams
	p, q    lanePlayout // the parent being expanded and its child
	cur     []wideState
	next    []wideState
	par     [][]int32 // per layer d >= 1: each position's parent in layer d-1
	cells   [][]uint8 // per layer d >= 1: the stone its parent played
	cands   []wideCand
	table   []wideSlot
	stamp   uint32
	line    []Move
	plLine  []Move     // the last playout's moves
	rank    []wideCand // the playout ranks of the materialized children
	alt     []wideState
	altPar  []int32
	altCell []uint8
	rng     search.Rng

	best      int64 // the best score found so far, over all passes
	found     bool
	bestDepth int   // the best child listed (not yet reported): the
	bestPar   int32 // child that position bestPar of layer bestDepth
	bestCell  uint8 // reaches by playing bestCell
	improved  bool
	nodes     int64 // children listed and playouts played

	// tabu is the palette index of the colour the ranking playouts keep
	// for last, or -1 for the colour with the most stones of each position.
	tabu int
}

// newWideBeam makes a wide beam for b, which must be lanePlayable, its
// playouts drawn from seed.
func newWideBeam(b *Board, params WideParams, seed uint64) *wideBeam {
	bm := &wideBeam{scoring: b.scoring, colours: len(b.palette), params: params, tabu: -1}
	bm.rng.Seed(seed)
	return bm
}

// wideRoot is b's position as a wideState.
func wideRoot(b *Board) wideState {
	var p lanePlayout
	var none Tabu
	p.load(b, &none)
	s := wideState{gained: b.gained, width: int32(b.width)}
	for w := range s.plane {
		copy(s.plane[w][:], p.plane[w+1][:3])
	}
	return s
}

// loadState sets p to the position s.
func (p *lanePlayout) loadState(s *wideState) {
	p.plane[0], p.plane[5] = [4]uint64{}, [4]uint64{}
	for w := range s.plane {
		p.plane[w+1] = [4]uint64{s.plane[w][0], s.plane[w][1], s.plane[w][2], 0}
	}
	p.width = int(s.width)
	p.words = (p.width + 3) / 4
	p.ntabu = 0
}

// storeState writes p's position, with gained points, into s.
func (p *lanePlayout) storeState(s *wideState, gained int64) {
	for w := range s.plane {
		copy(s.plane[w][:], p.plane[w+1][:3])
	}
	s.width, s.gained = int32(p.width), gained
}

// key is a hash of p's stones.
func (p *lanePlayout) key() uint64 {
	h := uint64(p.width)
	for w := 1; w <= p.words; w++ {
		c := &p.plane[w]
		h = (h^c[0])*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(c[1], 21) ^ bits.RotateLeft64(c[2], 42)
		h ^= h >> 29
	}
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// evaluate is the beam's evaluation of p's position with gained points,
// and the score of the solution that stops there.
func (bm *wideBeam) evaluate(p *lanePlayout, gained int64) (eval, stop int64) {
	var pairs, singles, most, mostPairs, mostSingles int64
	var left [LaneColours]int32
	for k := 0; k < bm.colours; k++ {
		var n, pr, single int
		before, m := uint64(0), p.colour(1, k)
		for w := 1; w <= p.words; w++ {
			right := p.colour(w+1, k)
			n += bits.OnesCount64(m)
			pr += bits.OnesCount64(m&(m>>1)) + bits.OnesCount64(m&(m>>16|right<<48))
			near := m<<1 | m>>1 | m<<16 | m>>16 | right<<48 | before>>48
			single += bits.OnesCount64(m &^ near)
			before, m = m, right
		}
		left[k] = int32(n)
		pairs += int64(pr)
		singles += int64(single)
		if int64(n) > most {
			most, mostPairs, mostSingles = int64(n), int64(pr), int64(single)
		}
	}
	prm := &bm.params
	eval = 1000*gained + prm.Pair*(pairs-mostPairs) + prm.LargestPair*mostPairs - prm.Single*(singles-mostSingles)
	if most > 2 {
		eval += prm.Largest * (most - 2) * (most - 2)
	}
	stop = gained + bm.scoring.endTerm(left[:bm.colours])
	if bm.scoring == Classic && stop > gained {
		eval += 1000 * ClearBonus
	}
	return eval, stop
}

// cellMove is the move of a wideCand's cell.
func cellMove(cell uint8) Move { return laneMove(int(cell>>6)+1, int(cell&63)) }

// search runs one pass of the given width from root until no position is
// left or stop says so, reporting each better solution with its line. It
// reports whether the pass ran to its end.
func (bm *wideBeam) search(root *wideState, width int, stop func() bool, report func(int64, []Move)) bool {
	bm.cur = append(bm.cur[:0], *root)
	if n := tableSize(width); len(bm.table) != n {
		bm.table = make([]wideSlot, n)
		bm.stamp = 0
	}
	limit := 4 * width * max(1, bm.params.Ranked)
	for depth := 0; len(bm.cur) > 0; depth++ {
		if stop() {
			return false
		}
		bm.stamp++
		bm.cands = bm.cands[:0]
		threshold := int64(math.MinInt64)
		for i := range bm.cur {
			if i&255 == 255 && stop() {
				return false
			}
			threshold = bm.expand(depth, int32(i), threshold)
			if len(bm.cands) >= limit {
				threshold = bm.keep(width * max(1, bm.params.Ranked))
			}
		}
		if bm.improved {
			bm.improved = false
			report(bm.best, bm.lineTo(bm.bestDepth, bm.bestPar, bm.bestCell))
		}
		if bm.params.Ranked > 0 {
			bm.keep(bm.params.Ranked * width)
			bm.materialize(depth + 1)
			bm.rankByPlayouts(depth+1, width, report)
		} else {
			bm.keep(width)
			bm.materialize(depth + 1)
		}
		bm.cur, bm.next = bm.next, bm.cur
	}
	return true
}

// tableSize is the number of slots of the table of a layer's children for
// a beam of the given width: a power of two of at least 8 per position.
func tableSize(width int) int {
	n := 1 << 12
	for n < 8*width {
		n *= 2
	}
	return n
}

// expand lists the children of position i of the current layer (at
// depth) whose evaluation reaches threshold, keeps the best solution among
// all of them, and returns the threshold.
func (bm *wideBeam) expand(depth int, i int32, threshold int64) int64 {
	p, q := &bm.p, &bm.q
	s := &bm.cur[i]
	p.loadState(s)
	p.prime()
	rem := p.play
	for w := 1; w <= p.words; w++ {
		for rem[w] != 0 {
			pos := bits.TrailingZeros64(rem[w])
			lo, hi := p.group(w, pos, p.code(w, pos))
			for j := lo; j <= hi; j++ {
				rem[j] &^= p.g[j]
			}
			bm.nodes++
			q.plane, q.width, q.words, q.g = p.plane, p.width, p.words, p.g
			n := q.removeGroup(lo, hi)
			gained := s.gained + bm.scoring.Points(n)
			eval, score := bm.evaluate(q, gained)
			cell := uint8((w-1)<<6 | pos)
			if !bm.found || score > bm.best {
				bm.found, bm.best, bm.improved = true, score, true
				bm.bestDepth, bm.bestPar, bm.bestCell = depth, i, cell
			}
			if eval < threshold {
				continue
			}
			key := q.key()
			id := uint32(i)<<8 | uint32(cell)
			slot := &bm.table[key&uint64(len(bm.table)-1)]
			if slot.stamp == bm.stamp && slot.key == key {
				if eval <= slot.eval {
					continue
				}
				slot.eval, slot.id = eval, id
			} else {
				*slot = wideSlot{key: key, eval: eval, id: id, stamp: bm.stamp}
			}
			bm.cands = append(bm.cands, wideCand{eval: eval, key: key, parent: i, cell: cell})
		}
	}
	return threshold
}

// keep drops the children a better child of the same position outranks
// and keeps the best width of the rest in cands; it returns the lowest
// evaluation kept once cands is full, the threshold for the next children.
func (bm *wideBeam) keep(width int) int64 {
	c := bm.cands
	k := 0
	for _, x := range c {
		slot := &bm.table[x.key&uint64(len(bm.table)-1)]
		if slot.stamp == bm.stamp && slot.key == x.key && slot.id != uint32(x.parent)<<8|uint32(x.cell) {
			continue
		}
		c[k] = x
		k++
	}
	c = c[:k]
	if len(c) <= width {
		bm.cands = c
		return math.MinInt64
	}
	selectTop(c, width)
	c = c[:width]
	bm.cands = c
	low := c[0].eval
	for _, x := range c {
		low = min(low, x.eval)
	}
	return low
}

// selectTop reorders c so that its k best by eval come first.
func selectTop(c []wideCand, k int) {
	lo, hi := 0, len(c)-1
	for lo < hi {
		// Median of three as the pivot, the best first.
		mid := lo + (hi-lo)/2
		a, b, d := c[lo].eval, c[mid].eval, c[hi].eval
		pivot := max(min(a, b), min(max(a, b), d))
		i, j := lo, hi
		for i <= j {
			for c[i].eval > pivot {
				i++
			}
			for c[j].eval < pivot {
				j--
			}
			if i <= j {
				c[i], c[j] = c[j], c[i]
				i++
				j--
			}
		}
		switch {
		case k-1 <= j:
			hi = j
		case k-1 >= i:
			lo = i
		default:
			return
		}
	}
}

// materialize plays the kept children into the next layer, at depth, and
// notes each one's parent and move.
func (bm *wideBeam) materialize(depth int) {
	c := bm.cands
	slices.SortFunc(c, func(a, b wideCand) int { return int(a.parent) - int(b.parent) })
	for len(bm.par) <= depth {
		bm.par = append(bm.par, nil)
		bm.cells = append(bm.cells, nil)
	}
	bm.par[depth] = slices.Grow(bm.par[depth][:0], len(c))[:len(c)]
	bm.cells[depth] = slices.Grow(bm.cells[depth][:0], len(c))[:len(c)]
	bm.next = slices.Grow(bm.next[:0], len(c))[:len(c)]
	p := &bm.p
	for j, x := range c {
		s := &bm.cur[x.parent]
		p.loadState(s)
		w, pos := int(x.cell>>6)+1, int(x.cell&63)
		lo, hi := p.group(w, pos, p.code(w, pos))
		n := p.removeGroup(lo, hi)
		p.storeState(&bm.next[j], s.gained+bm.scoring.Points(n))
		bm.par[depth][j] = x.parent
		bm.cells[depth][j] = x.cell
	}
}

// lineTo is the line of the child that position i of layer depth reaches
// by playing cell.
func (bm *wideBeam) lineTo(depth int, i int32, cell uint8) []Move {
	bm.line = append(bm.pathOf(depth, i), cellMove(cell))
	return bm.line
}

// rankByPlayouts ranks the positions of the next layer (at depth) by one
// tabu-colour playout each, offers each better playout's line, and keeps
// the best width of them.
func (bm *wideBeam) rankByPlayouts(depth, width int, report func(int64, []Move)) {
	bm.rank = bm.rank[:0]
	for j := range bm.next {
		s := &bm.next[j]
		score := bm.playout(s)
		bm.nodes++
		if !bm.found || score > bm.best {
			bm.found, bm.best = true, score
			line := append(bm.pathOf(depth, int32(j)), bm.plLine...)
			bm.line = line
			report(score, line)
		}
		bm.rank = append(bm.rank, wideCand{eval: score, key: uint64(j)})
	}
	if len(bm.rank) <= width {
		return
	}
	selectTop(bm.rank, width)
	r := bm.rank[:width]
	slices.SortFunc(r, func(a, b wideCand) int { return int(a.key) - int(b.key) })
	bm.alt = slices.Grow(bm.alt[:0], width)[:width]
	bm.altPar = slices.Grow(bm.altPar[:0], width)[:width]
	bm.altCell = slices.Grow(bm.altCell[:0], width)[:width]
	for t, x := range r {
		bm.alt[t] = bm.next[x.key]
		bm.altPar[t] = bm.par[depth][x.key]
		bm.altCell[t] = bm.cells[depth][x.key]
	}
	bm.next, bm.alt = bm.alt, bm.next
	bm.par[depth], bm.altPar = bm.altPar, bm.par[depth]
	bm.cells[depth], bm.altCell = bm.altCell, bm.cells[depth]
}

// playout plays one tabu-colour playout from s, the tabu colour bm.tabu
// while it has stones and the colour with the most stones otherwise,
// leaves its moves in bm.plLine and returns its final score.
func (bm *wideBeam) playout(s *wideState) int64 {
	p := &bm.p
	p.loadState(s)
	var left [LaneColours]int32
	most := 0
	for k := 0; k < bm.colours; k++ {
		for w := 1; w <= p.words; w++ {
			left[k] += int32(bits.OnesCount64(p.colour(w, k)))
		}
		if left[k] > left[most] {
			most = k
		}
	}
	if bm.tabu >= 0 && left[bm.tabu] > 0 {
		most = bm.tabu
	}
	if left[most] > 0 {
		p.tabu[0], p.ntabu = uint8(most), 1
	}
	p.prime()
	line, gained, removed := p.playOut(&bm.rng, bm.scoring, bm.plLine[:0])
	bm.plLine = line
	for k := range left[:bm.colours] {
		left[k] -= removed[k]
	}
	return s.gained + gained + bm.scoring.endTerm(left[:bm.colours])
}

// pathOf is the line that reaches position i of layer depth.
func (bm *wideBeam) pathOf(depth int, i int32) []Move {
	line := bm.line[:0]
	for d := depth; d > 0; d-- {
		line = append(line, cellMove(bm.cells[d][i]))
		i = bm.par[d][i]
	}
	slices.Reverse(line)
	return line
}
