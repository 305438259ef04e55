package blackhole

import (
	"math"
	"math/bits"
)

// Scale is the search's unit: Eval and Terminal give points (R-B, from
// the side to move) times Scale, so that the expected values of Eval keep
// their fractions.
const Scale = 64

// Terminal is over, with the value of the final R-B (outcome), once every
// stone is placed, and also as soon as the position is settled (no empty
// field has an empty neighbour, see settled): its value is then exact. A
// search never starts there: Moves lists one move, the one settled counts
// on, which the engines play when the root is terminal.
func (p *Position) Terminal() (bool, int32) {
	if d, ok := p.final(); ok {
		return true, outcome(d)
	}
	return false, 0
}

// final is the R-B of the game's end from the side to move, and whether it
// is known: once every stone is placed, or once the position is settled.
func (p *Position) final() (int, bool) {
	if p.Over() {
		return p.sign() * p.Around(p.Hole()), true
	}
	return p.settled()
}

// Reward is a terminal node's reward for MCTS (search.Rewarder), from the
// side to move: rewardOf the final R-B. Called on terminal positions only.
func (p *Position) Reward() float64 {
	d, _ := p.final()
	return rewardOf(float64(d))
}

// rewardOf is MCTS's reward of a final R-B d for a side: rewardMargin
// percent of it the margin, tanh(d/marginScale), the rest the result (win
// 1, draw 0, loss -1).
func rewardOf(d float64) float64 {
	r := 0.0
	switch {
	case d > 0:
		r = 1
	case d < 0:
		r = -1
	}
	w := float64(rewardMargin) / 100
	return (1-w)*r + w*math.Tanh(d/float64(marginScale))
}

// marginScale is the margin, in points, at which rewardOf's margin part is
// tanh(1), three quarters of its most (a variable for -param).
var marginScale = 10

// rewardMargin is the weight of the margin in Reward, in percent (a
// variable for -param). Decision: 100, the margin alone, what the contest
// ranks by (the sum of the scores, 75 plus or minus the margin). Against
// wormhole at the contest's clock, the same 200 games (seed 52, ours
// -budget 4.29s): 40 gave 70-80-50 and a score difference of -0.64
// [-1.26, -0.02] a game, 60 gave 69-93-38 and -0.29 [-0.76, +0.18], 100
// gave 69-87-44 and -0.04 [-0.55, +0.47].
var rewardMargin = 100

// settled is the exact R-B from the side to move once no empty field has
// an empty neighbour, and whether that is so: each empty field then keeps
// its R-B if it becomes the hole, every stone still to come goes on one of
// them and never counts, and each side in turn fills the field worst for
// it (Moves lists only that one), so the hole is the field whose R-B is the
// k-th lowest, k the moves Red has left.
func (p *Position) settled() (int, bool) {
	var vals [Fields]int
	n := 0
	for e := p.empty; e != 0; e &= e - 1 {
		f := Field(bits.TrailingZeros64(e))
		if !p.dead(f) {
			return 0, false
		}
		v := p.Around(f)
		i := n
		for ; i > 0 && vals[i-1] > v; i-- {
			vals[i] = vals[i-1]
		}
		vals[i] = v
		n++
	}
	// n-1 moves to go; Red makes the first of them if Red is to move.
	red := (n - int(p.plies&1)) / 2
	return p.sign() * vals[red], true
}

// Eval (of a position that is not terminal, so not settled) estimates
// the final R-B from two expectations of each empty field's R-B as the
// hole if both sides played at random from here (given the hole, each
// other empty field gets a stone of either side in proportion to the
// stones each has left, of that side's mean value left): their mean over
// the empty fields (every field the hole with the same chance: the
// expected outcome of random play) and their k-th lowest, k the moves Red
// has left (the hole settled's play leaves, were they fixed). Early on the
// mean predicts the outcome better, late the k-th lowest: Eval weighs them
// by the stones placed (evalWeights). That estimate e (from the side to
// move) is then valued as outcome values a final R-B: e plus winBonus
// times tanh(e/sigma), sigma shrinking with the empty fields (sigmaBase +
// sigmaPer per empty field, tenths of a point), a smooth stand-in for the
// chance to win.
func (p *Position) Eval() int32 {
	num, k, n, m := p.expectations()
	w := &evalWeights[p.plies]
	// (mean*wMean + kth*wKth)/100, mean = num/(n*m), kth = k/m.
	e := float64(p.sign()*(num*int(w[0])+k*n*int(w[1]))) / float64(100*n*m)
	sigma := float64(sigmaBase+sigmaPer*n) / 10
	return int32((e + float64(winBonus)*math.Tanh(e/sigma)) * Scale)
}

// expectations are Eval's two expectations of R-B from Red, times m: num
// the sum over the n empty fields (the mean is num/(n*m)) and k the k-th
// lowest (k/m); m = n-1, the moves to go.
func (p *Position) expectations() (num, k, n, m int) {
	n = bits.OnesCount64(p.empty)
	m = n - 1
	diff := valueSum(p.left[Red]) - valueSum(p.left[Blue])
	var vals [Fields]int
	for e, i := p.empty, 0; e != 0; e, i = e&(e-1), i+1 {
		f := Field(bits.TrailingZeros64(e))
		v := int(p.near[f])*m + bits.OnesCount64(neighbours[f]&p.empty)*diff
		num += v
		j := i
		for ; j > 0 && vals[j-1] > v; j-- {
			vals[j] = vals[j-1]
		}
		vals[j] = v
	}
	return num, vals[(n-int(p.plies&1))/2], n, m
}

// evalWeights are Eval's weights of the mean and of the k-th lowest, in
// hundredths, by the stones placed: least-squares fits of the final R-B on
// the two over 20,350 positions (plies 4..24) of 700 recorded games of our
// bots and Messier31, smoothed; the plies before 4 take ply 4's, those
// after 24 ply 24's. On plies 16..24 the k-th lowest alone predicts the
// sign of the outcome 75% of the time, the mean 61%.
var evalWeights = func() (t [MaxPlies][2]int16) {
	at := [...][3]int16{{4, 170, 20}, {6, 140, 20}, {8, 115, 20}, {10, 104, 20}, {12, 78, 33},
		{14, 65, 46}, {16, 46, 67}, {18, 28, 89}, {20, 16, 111}, {22, 12, 120}, {24, 12, 120}}
	for ply := range t {
		i := 0
		for i+1 < len(at) && int(at[i+1][0]) <= ply {
			i++
		}
		if ply <= int(at[0][0]) || i+1 == len(at) {
			t[ply] = [2]int16{at[i][1], at[i][2]}
			continue
		}
		a, b := at[i], at[i+1]
		f := int16(ply) - a[0]
		d := b[0] - a[0]
		t[ply] = [2]int16{a[1] + (b[1]-a[1])*f/d, a[2] + (b[2]-a[2])*f/d}
	}
	return t
}()

// outcome is the search's value of a final R-B d for the side to move:
// d plus winBonus for a win (minus for a loss), times Scale. A game is won
// or lost by the sign of R-B; the contest ranks by the points; winBonus
// weighs the one against the other.
func outcome(d int) int32 {
	switch {
	case d > 0:
		d += winBonus
	case d < 0:
		d -= winBonus
	}
	return int32(d * Scale)
}

// The weights of a win (winBonus, in points) and the spread of Eval's
// expectation (sigmaBase + sigmaPer per empty field, in tenths of a point);
// variables for -param.
var (
	winBonus  = 0
	sigmaBase = 20
	sigmaPer  = 3
)

// valueSum is the sum of the values in the set l.
func valueSum(l uint16) int {
	s := 0
	for ; l != 0; l &= l - 1 {
		s += bits.TrailingZeros16(l)
	}
	return s
}

// MarginOfReward is the final R-B (points, fractional) whose reward is r
// (rewardOf inverted: it is increasing), clamped to the board's most, 100
// points either way: MCTS's mean reward as an estimate of the margin.
func MarginOfReward(r float64) float64 {
	lo, hi := -100.0, 100.0
	for range 60 {
		mid := (lo + hi) / 2
		if rewardOf(mid) < r {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}
