package samegame

import (
	"encoding/binary"
	"math/bits"

	"botcup/search"
)

// PlayoutTries is how many random cells Playout draws, for each move, in
// search of a playable stone of a colour that is not tabu before it draws
// from its list of playable stones instead. Why 24: random cells are
// drawn uniformly over the stones (the classic policy: a group as likely
// as its size), and on large boards most moves find one within a few
// tries (see docs/tuning.md).
const PlayoutTries = 24

// NoTabu is the tabu colour of a playout without one (there is no colour 0).
const NoTabu uint8 = 0

// TabuColour is the colour with the most stones left (the smallest such
// colour on a tie), the colour a tabu-colour playout keeps together; NoTabu
// on an empty board.
func (b *Board) TabuColour() uint8 {
	best := NoTabu
	var most int32
	for _, c := range b.palette {
		if b.count[c] > most {
			best, most = c, b.count[c]
		}
	}
	return best
}

// TabuOrder is how a tabu-colour playout chooses among the groups of the
// tabu colour once no other colour can be played.
type TabuOrder uint8

const (
	// RandomTabuGroup plays the group of a random stone of the tabu colour,
	// so larger groups are likelier: the classic policy.
	RandomTabuGroup TabuOrder = iota
	// SmallestTabuGroup plays the smallest group of the tabu colour, so
	// the large groups are played last and keep growing with the merges
	// the removal of the others brings.
	SmallestTabuGroup
)

// TabuOrder is the order of the tabu colour's groups in the repeated
// playouts (EnginePlayouts, the solver's engine on boards of more than
// BeamCells cells) under this scoring. Why SmallestTabuGroup: under
// Contest scoring, where a colour with k stones left costs (k-1)^2,
// keeping the tabu colour's large groups for last leaves far fewer stones.
// Classic keeps RandomTabuGroup, the policy of the literature, and so do
// the beam's ranking playouts and NMCS under both scorings, where the
// smallest-first order did not raise the solver's contest total (see
// docs/tuning.md).
func (s Scoring) TabuOrder() TabuOrder {
	if s == Contest {
		return SmallestTabuGroup
	}
	return RandomTabuGroup
}

// Tabu is a set of colours a playout keeps for last.
type Tabu [256]bool

// TabuColours is the set of the k most frequent colours left (the smaller
// colour first on a tie).
func (b *Board) TabuColours(k int) Tabu {
	var t Tabu
	for ; k > 0; k-- {
		best := NoTabu
		for _, c := range b.palette {
			if !t[c] && b.count[c] > 0 && (best == NoTabu || b.count[c] > b.count[best]) {
				best = c
			}
		}
		if best == NoTabu {
			break
		}
		t[best] = true
	}
	return t
}

// Playout plays the tabu-colour random policy until the game is over,
// appends its moves to line and returns it. Each move removes the group of
// a random playable stone (so larger groups are likelier) whose colour is
// not tabu; the tabu colour is played only when nothing else is left, so
// its stones gather into large groups. With NoTabu every playable stone may
// be drawn. It allocates nothing once line has room.
func (b *Board) Playout(r *search.Rng, tabu uint8, line []Move) []Move {
	var t Tabu
	t[tabu] = tabu != NoTabu
	return b.PlayoutTabu(r, &t, line)
}

// PlayoutTabu is Playout with a set of tabu colours: while other moves
// exist none of them is played, and when only they are left, the one with
// the fewest stones goes first. Why a set: on large boards under the
// contest's end penalty, keeping the two or three most frequent colours
// for last scores better than one (see docs/tuning.md).
func (b *Board) PlayoutTabu(r *search.Rng, tabu *Tabu, line []Move) []Move {
	return b.PlayoutTabuOrder(r, tabu, RandomTabuGroup, line)
}

// PlayoutTabuOrder is PlayoutTabu with the tabu colour's groups played in
// the given order once nothing else is left. Playouts do not move the
// stones' origins, which only name groups for Moves and Code: the game is
// over after a playout, and CopyFrom restores them. On boards of at most
// BitRows x BitColumns cells and BitColours colours, RandomTabuGroup
// playouts run on bit masks (bitPlayout), which draw the same policy
// exactly uniformly with one random number per move; the lines differ
// from those of the generic loop. Boards of at most LaneRows x LaneColumns
// cells and LaneColours colours play the same policy on lane masks
// (lanePlayout), in another order of the stones. Both are faster and
// score as the generic loop does (see docs/tuning.md).
func (b *Board) PlayoutTabuOrder(r *search.Rng, tabu *Tabu, order TabuOrder, line []Move) []Move {
	b.forgetLists()
	b.noOrigin = true
	if b.bitPlayable(order) {
		return b.bitPlayout(r, tabu, line)
	}
	for k := 1; ; k++ {
		if k%MaxHeightEvery == 0 {
			b.refreshMaxHeight()
		}
		i := b.randomPlayable(r, tabu, order)
		if i < 0 {
			return line
		}
		line = append(line, b.cellMove(i))
		b.remove(i)
	}
}

// MaxHeightEvery is how many moves a playout plays between two updates of
// the height of its tallest column, the range of its random rows.
const MaxHeightEvery = 64

// refreshMaxHeight sets maxHeight to the height of the tallest column.
func (b *Board) refreshMaxHeight() {
	h := int32(0)
	for _, c := range b.height[:b.width] {
		h = max(h, c)
	}
	b.maxHeight = int(h)
}

// forgetLists empties Playout's lists, marks every column as changed and
// measures the tallest column.
func (b *Board) forgetLists() {
	b.cand, b.tabuC = b.cand[:0], b.tabuC[:0]
	b.dirtyLo, b.dirtyHi = 0, b.width-1
	clear(b.dirtyFrom)
	b.refreshMaxHeight()
	b.indexed = false
	b.curSet[b.curColour] = false
	b.curColour = 0
}

// randomPlayable draws a playable stone for Playout, or -1 if none is left.
// It first tries PlayoutTries random cells (tryCells: every stone is as
// likely); failing that it draws from the list of playable stones,
// dropping the cells that no longer hold a playable stone of a colour that
// is not tabu. When the list runs dry it scans the columns changed since
// the last scan, since every playable stone elsewhere was on the list: the
// list holds every playable stone outside the changed columns (a cell of
// it may hold another stone than when it was listed; any playable stone
// will do). Only when no colour but the tabu ones can be played does it
// scan the whole board, for the tabu stones of the least frequent tabu
// colour: a random one of them (RandomTabuGroup), or one of the smallest
// group (SmallestTabuGroup).
func (b *Board) randomPlayable(r *search.Rng, tabu *Tabu, order TabuOrder) int {
	if b.width == 0 {
		return -1
	}
	if i := b.tryCells(r, tabu); i >= 0 {
		return i
	}
	if i := b.drawListed(r, tabu); i >= 0 {
		return i
	}
	b.scanChanged(tabu)
	if i := b.drawListed(r, tabu); i >= 0 {
		return i
	}
	if order == SmallestTabuGroup {
		return b.smallestTabu(tabu)
	}
	if i := b.drawTabu(r); i >= 0 {
		return i
	}
	b.scanTabu(tabu)
	return b.drawTabu(r)
}

// smallestTabu is a stone of the smallest group of the least frequent
// playable tabu colour (the smaller colour on a tie), or -1 if no tabu
// stone is playable. On a tie it is the group met first in column order
// (x, then y), named by its first stone in that order. It keeps an index
// of the groups of that colour only (the current colour) for as long as it
// plays it, built when the colour is chosen and, at each later call, built
// again only where the board changed since: a group none of whose cells
// lies in a changed cell or beside one is the same group as before. It
// chooses the colour again when the current one has no group left, or
// when a changed cell holds a playable stone of a colour that comes first.
// Indexing one colour, not every tabu colour, spares the refills of the
// large groups of the colours kept for last (a playout with two tabu
// colours on a 256x256 board, loaded machine: ~0.4-3 s -> ~0.1 s).
func (b *Board) smallestTabu(tabu *Tabu) int {
	if b.curColour != 0 && b.indexed && b.earlierPlayable(tabu) {
		b.indexed = false // a colour before the current one can be played again
	} else if b.curColour != 0 {
		if i := b.smallestOfCurrent(); i >= 0 {
			return i
		}
	}
	// The current colour is spent: the next playable tabu colour in the
	// order of less, indexed afresh.
	var tried Tabu
	for {
		c := uint8(0)
		for _, cc := range b.palette {
			if !tabu[cc] || tried[cc] || b.count[cc] < 2 {
				continue
			}
			if c == 0 || b.less(cc, c) {
				c = cc
			}
		}
		if c == 0 {
			b.curSet[b.curColour] = false
			b.curColour = 0
			return -1
		}
		tried[c] = true
		b.curSet[b.curColour] = false
		b.curColour, b.curSet[c] = c, true
		b.indexed = false
		if i := b.smallestOfCurrent(); i >= 0 {
			return i
		}
	}
}

// earlierPlayable reports whether a cell changed since the index was last
// brought up to date holds a playable stone of a tabu colour that comes
// before the current one. A stone that has become playable lies in a
// changed cell, or beside one that holds a stone of its colour, which is
// then playable too.
func (b *Board) earlierPlayable(tabu *Tabu) bool {
	cur := b.curColour
	lo, hi := max(b.gLo, 0), min(b.gHi, b.width-1)
	for x := lo; x <= hi; x++ {
		from := max(int(b.gFrom[x]), 0)
		for i, top := b.at(x, from), b.at(x, int(b.height[x])); i < top; i++ {
			if c := b.colour[i]; c != cur && tabu[c] && b.less(c, cur) && b.playable(i) {
				return true
			}
		}
	}
	return false
}

// less orders the tabu colours for smallestTabu: fewer stones first, then
// the smaller colour.
func (b *Board) less(c, d uint8) bool {
	return b.count[c] < b.count[d] || b.count[c] == b.count[d] && c < d
}

// smallestOfCurrent is a stone of the smallest playable group of the
// current colour (the first in column order on a tie), or -1.
func (b *Board) smallestOfCurrent() int {
	if !b.indexed {
		b.indexAll(&b.curSet)
	} else {
		b.reindexChanged(&b.curSet)
	}
	live, k := b.live, 0
	best, size := int32(-1), int32(0)
	for _, id := range live {
		g := &b.groups[id]
		if !g.alive {
			continue
		}
		live[k] = id
		k++
		if best < 0 || g.size < size || g.size == size && g.first < best {
			best, size = g.first, g.size
		}
	}
	b.live = live[:k]
	return int(best)
}

// tabuGroup is a group of a tabu colour in smallestTabu's index.
type tabuGroup struct {
	first  int32 // its first cell in column order
	size   int32
	colour uint8
	alive  bool // false once a cell of it has changed
}

// smallestTabu's index holds its groups by id from 1 (groups[0] stands for
// no group, and is never alive), and labels each indexed cell with the id
// of its group, 0 for none, so a cell's group is dropped without a test.

// indexAll builds smallestTabu's index of the groups of tabu colours.
func (b *Board) indexAll(tabu *Tabu) {
	if len(b.label) != len(b.colour) {
		b.label = make([]int32, len(b.colour))
		b.groups = make([]tabuGroup, 0, len(b.colour)/2)
		b.live = make([]int32, 0, len(b.colour)/2)
	}
	clear(b.label)
	b.groups, b.live = append(b.groups[:0], tabuGroup{}), b.live[:0] // groups[0]: no group
	b.indexed = true
	b.indexFrom(tabu, 0, b.width-1, nil)
}

// reindexChanged drops from smallestTabu's index every group that had a
// cell in the cells changed since the last call, indexes the groups of the
// tabu colours that now have one there, and marks the board unchanged.
func (b *Board) reindexChanged(tabu *Tabu) {
	lo, hi := max(b.gLo, 0), min(b.gHi, b.cols-1)
	for x := lo; x <= hi; x++ {
		from := max(int(b.gFrom[x]), 0)
		for i, top := b.at(x, from), b.at(x, b.rows); i < top; i++ {
			b.groups[b.label[i]].alive = false
			b.label[i] = 0
		}
	}
	b.indexFrom(tabu, lo, min(hi, b.width-1), b.gFrom)
}

// indexFrom indexes the groups of tabu colours with a stone in columns
// lo..hi from row from[x] up (every row when from is nil), and marks every
// column unchanged.
func (b *Board) indexFrom(tabu *Tabu, lo, hi int, from []int32) {
	st := b.nextStamp()
	for x := lo; x <= hi; x++ {
		f := 0
		if from != nil {
			f = max(int(from[x]), 0)
		}
		for i, top := b.at(x, f), b.at(x, int(b.height[x])); i < top; i++ {
			if c := b.colour[i]; tabu[c] && b.seen[i] != st && b.playable(i) {
				b.indexGroup(i)
			}
		}
	}
	for x := range b.gFrom {
		b.gFrom[x] = MaxSize
	}
	b.gLo, b.gHi = b.cols, -1
}

// indexGroup adds the group of the stone in cell start to the index,
// labelling its cells, and marks them seen with the current stamp.
func (b *Board) indexGroup(start int) {
	id := int32(len(b.groups))
	c, s, st := b.colour[start], b.stride, b.stamp
	colour, seen, label := b.colour, b.seen, b.label
	stack := b.stack[:0]
	seen[start] = st
	stack = append(stack, int32(start))
	first, size := int32(start), int32(0)
	for len(stack) > 0 {
		i := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		size++
		first = min(first, int32(i))
		b.groups[label[i]].alive = false // none, or a group dropped before
		label[i] = id
		stack = spread(colour, seen, stack, i+1, c, st)
		stack = spread(colour, seen, stack, i-1, c, st)
		stack = spread(colour, seen, stack, i+s, c, st)
		stack = spread(colour, seen, stack, i-s, c, st)
	}
	b.stack = stack
	b.groups = append(b.groups, tabuGroup{first: first, size: size, colour: c, alive: true})
	b.live = append(b.live, id)
}

// drawTabu draws a still playable stone of the tabu colour chosen at the
// last scan, dropping the cells of its list that no longer hold one, or -1
// once the list is empty.
func (b *Board) drawTabu(r *search.Rng) int {
	list, c := b.tabuC, b.tabuColour
	for len(list) > 0 {
		k := r.Intn(len(list))
		i := int(list[k])
		if b.colour[i] == c && b.playable(i) {
			b.tabuC = list
			return i
		}
		list[k] = list[len(list)-1]
		list = list[:len(list)-1]
	}
	b.tabuC = list
	return -1
}

// drawListed draws a still playable stone of a colour that is not tabu
// from the list of the last scan, or -1 once the list is empty.
func (b *Board) drawListed(r *search.Rng, tabu *Tabu) int {
	cand := b.cand
	for len(cand) > 0 {
		k := r.Intn(len(cand))
		i := int(cand[k])
		if wanted(b.colour, i, b.stride, tabu) != 0 {
			b.cand = cand
			return i
		}
		cand[k] = cand[len(cand)-1]
		cand = cand[:len(cand)-1]
	}
	b.cand = cand
	return -1
}

// scanChanged lists the playable stones of colours that are not tabu in
// the cells changed since the last scan: in each changed column, from its
// lowest changed row up, eight cells at a time, the empty cells and the
// stones of the tabu colours masked out first (tabuLanes), so a block of
// them needs no test of playability (playable8).
func (b *Board) scanChanged(tabu *Tabu) {
	lanes, nt := b.tabuLanes(tabu)
	cand, colour := b.cand, b.colour
	for x := max(b.dirtyLo, 0); x <= min(b.dirtyHi, b.width-1); x++ {
		from := max(int(b.dirtyFrom[x]), 0)
		b.dirtyFrom[x] = MaxSize
		end := b.at(x, b.rows)
		for i, top := b.at(x, from), b.at(x, int(b.height[x])); i < top; i += 8 {
			if nt >= 0 && i+7 <= end {
				// The stones of colours that are not tabu first: blocks
				// without one (in a tower of a tabu colour) need no test.
				w := binary.LittleEndian.Uint64(colour[i:])
				skip := zeroBytes(w) // empty or tabu
				for _, t := range lanes[:nt] {
					skip |= zeroBytes(w ^ t)
				}
				if skip == lanesHigh {
					continue
				}
				for m := b.playable8(i) &^ skip; m != 0; m &= m - 1 {
					cand = append(cand, int32(i+bits.TrailingZeros64(m)>>3))
				}
				continue
			}
			for m := b.playableBlock(i, end); m != 0; m &= m - 1 {
				if j := i + bits.TrailingZeros64(m)>>3; !tabu[colour[j]] {
					cand = append(cand, int32(j))
				}
			}
		}
	}
	b.cand = cand
	b.dirtyLo, b.dirtyHi = b.cols, -1
}

// tabuLanes is the tabu colours of the palette, each repeated in the eight
// bytes of a word, and how many there are; -1 when there are more than
// four.
func (b *Board) tabuLanes(tabu *Tabu) (lanes [4]uint64, n int) {
	for _, c := range b.palette {
		if !tabu[c] {
			continue
		}
		if n == len(lanes) {
			return lanes, -1
		}
		lanes[n] = uint64(c) * (lanesLow / 0x7f)
		n++
	}
	return lanes, n
}

// scanTabu lists the playable stones of the tabu colour with the fewest
// stones left, found as scanChanged finds the others: eight cells at a
// time, the tabu colours (up to four) kept by masks first, so a block
// without a tabu stone needs no test of playability.
func (b *Board) scanTabu(tabu *Tabu) {
	lanes, nt := b.tabuLanes(tabu)
	list, colour := b.tabuC[:0], b.colour
	for x := 0; x < b.width; x++ {
		end := b.at(x, b.rows)
		for i, top := b.at(x, 0), b.at(x, int(b.height[x])); i < top; i += 8 {
			if nt >= 0 && i+7 <= end {
				// The tabu stones first: blocks without one need no test.
				w := binary.LittleEndian.Uint64(colour[i:])
				var keep uint64
				for _, t := range lanes[:nt] {
					keep |= zeroBytes(w ^ t)
				}
				if keep == 0 {
					continue
				}
				for m := b.playable8(i) & keep; m != 0; m &= m - 1 {
					list = append(list, int32(i+bits.TrailingZeros64(m)>>3))
				}
				continue
			}
			for m := b.playableBlock(i, end); m != 0; m &= m - 1 {
				if j := i + bits.TrailingZeros64(m)>>3; tabu[colour[j]] {
					list = append(list, int32(j))
				}
			}
		}
	}
	b.tabuC, b.tabuColour = b.fewestOf(list)
}

// fewestOf keeps, of the cells of list, those of the colour with the
// fewest stones among theirs (the first met on a tie), and returns them
// (in list's storage) and that colour; 0 for an empty list.
func (b *Board) fewestOf(list []int32) ([]int32, uint8) {
	c := uint8(0)
	for _, i := range list {
		if cc := b.colour[i]; c == 0 || b.count[cc] < b.count[c] {
			c = cc
		}
	}
	k := 0
	for _, i := range list {
		if b.colour[i] == c {
			list[k] = i
			k++
		}
	}
	return list[:k], c
}
