package blackhole

import "math/bits"

// Bounds are a lower and an upper bound on the game's final value from
// the side to move, in Terminal's units (search.Bounder), from what is
// already fixed. If f becomes the hole, its empty neighbours all get a
// stone; the worst stones for Red there (Blue's highest left, then Red's
// lowest) give lo(f), the best (Red's highest, then Blue's lowest) hi(f):
// R-B at f ends between the two whatever is played. Red keeps the hole on
// a field whose lo is at least t whenever more such fields are empty than
// Blue has stones left (Blue can fill at most that many, and Red fills one
// only once every empty field is one of them), so R-B ends at least the
// (b+1)-th highest lo, b Blue's stones left: a field "dead" for Red is
// one whose lo is already above 0, and Red wins once it has more of them
// than Blue has stones. Likewise R-B ends at most the (r+1)-th lowest hi,
// r Red's stones left. Once no two empty fields touch, lo = hi on every
// field and both bounds are settled's exact value.
func (p *Position) Bounds() (lo, hi int32) {
	if p.Over() {
		_, v := p.Terminal()
		return v, v
	}
	var fb fieldBounds
	p.fieldBounds(&fb)
	return fb.bounds(p)
}

// fieldBounds are each empty field's lo and hi (R-B from Red if it
// becomes the hole), in the order of the empty fields' bits, and Red's
// stones left.
type fieldBounds struct {
	lo, hi [Fields]int
	n, red int
}

// fieldBounds fills fb for p, which must not be over.
func (p *Position) fieldBounds(fb *fieldBounds) {
	var (
		redLow, redHigh   [MaxValue + 1]int // sums of Red's k lowest and k highest values left
		blueLow, blueHigh [MaxValue + 1]int
	)
	r := valueSums(p.left[Red], &redLow, &redHigh)
	b := valueSums(p.left[Blue], &blueLow, &blueHigh)
	n := 0
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		j := bits.OnesCount64(neighbours[f] & p.empty)
		near := int(p.near[f])
		fb.lo[n] = near - blueHigh[min(j, b)] + redLow[max(0, j-b)]
		fb.hi[n] = near + redHigh[min(j, r)] - blueLow[max(0, j-r)]
		n++
	}
	fb.n, fb.red = n, r
}

// bounds are Bounds from the fields' bounds: the (b+1)-th highest lo and
// the (r+1)-th lowest hi (n = r+b+1), from the side to move of p.
func (fb *fieldBounds) bounds(p *Position) (lo, hi int32) {
	los, his := fb.lo, fb.hi
	redLo := kthLowest(los[:fb.n], fb.red)
	redHi := kthLowest(his[:fb.n], fb.red)
	if p.Side() == Blue {
		redLo, redHi = -redHi, -redLo
	}
	return outcome(redLo), outcome(redHi)
}

// valueSums fills low[k] and high[k] with the sums of the k lowest and the
// k highest values in l, and returns how many values l holds.
func valueSums(l uint16, low, high *[MaxValue + 1]int) int {
	var vals [MaxValue]int
	n := 0
	for ; l != 0; l &= l - 1 {
		vals[n] = bits.TrailingZeros16(l)
		n++
	}
	for k := 1; k <= n; k++ {
		low[k] = low[k-1] + vals[k-1]
		high[k] = high[k-1] + vals[n-k]
	}
	return n
}

// kthLowest is the value of rank k (0 the lowest) among vals, which it
// reorders.
func kthLowest(vals []int, k int) int {
	for i := 1; i < len(vals); i++ {
		v := vals[i]
		j := i
		for ; j > 0 && vals[j-1] > v; j-- {
			vals[j] = vals[j-1]
		}
		vals[j] = v
	}
	return vals[k]
}
