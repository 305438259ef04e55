package search

import (
	"math"
)

// Defaults of NRPAOptions left at zero.
const (
	// DefaultNRPAIterations is the iterations per level (Rosin's N).
	DefaultNRPAIterations = 100
	// DefaultNRPAAlpha is the learning rate of the policy adaptation.
	DefaultNRPAAlpha = 1.0
	// DefaultNRPAPolicySize is the slots of each policy table: 65,536
	// slots of 16 bytes, holding up to 49,152 move codes.
	DefaultNRPAPolicySize = 1 << 16
)

// NRPAOptions configure a Nested Rollout Policy Adaptation search.
type NRPAOptions struct {
	// Level is the nesting level (at least 1).
	Level int
	// Iterations per level; 0 means DefaultNRPAIterations.
	Iterations int
	// Alpha is the learning rate; 0 means DefaultNRPAAlpha.
	Alpha float64
	// PolicySize is the slots of each policy table, rounded up to a power
	// of two; 0 means DefaultNRPAPolicySize. Level tables are allocated.
	PolicySize int
	// Runs is how many complete searches of Level run from the root, each
	// from a fresh policy; 0 means until the deadline stops it.
	Runs int
	// Seed seeds the playouts' generator.
	Seed uint64
}

// Errors of NewNRPA.
var (
	ErrNRPALevel      = InvalidOption("NRPAOptions.Level", "must be at least 1")
	ErrNRPAIterations = InvalidOption("NRPAOptions.Iterations", "must not be negative")
	ErrNRPAAlpha      = InvalidOption("NRPAOptions.Alpha", "must be a positive number")
	ErrNRPAPolicySize = InvalidOption("NRPAOptions.PolicySize", "must be between 0 and 1<<30")
)

// NRPA is Nested Rollout Policy Adaptation (Rosin 2011) on a single-player
// puzzle: playouts choose moves with probabilities exp(weight) of their
// codes (Puzzle.Code) under a policy, and each level adapts its policy
// towards the best line it has found. Every improved complete line is
// reported as soon as its playout ends. Policies are fixed-size tables and
// lines reusable buffers, all allocated once.
type NRPA[S any, M comparable, P PuzzleState[S, M]] struct {
	level, iterations, runs int
	alpha                   float64
	rng                     Rng
	policies                []policy // policies[l] for levels 1..Level; [0] is unused
	lines                   [][]M    // lines[l] is level l's best line; [0] the playout's
	root, pos               S
	moves                   []M
	weights                 []float64 // exp(weight) of each of moves
	codes                   []uint32  // the code of each of moves
	adaptCodes              []uint32  // adapt: every legal move's code along the line
	adaptProbs              []float64 // adapt: its probability under the old policy
	adaptPlayed             []uint32  // adapt: the code played at each step
	best                    record[M]
	playoutMeter
}

// NewNRPA prepares an NRPA search; its buffers are reused by every Search.
func NewNRPA[S any, M comparable, P PuzzleState[S, M]](opts NRPAOptions) (*NRPA[S, M, P], error) {
	switch {
	case opts.Level < 1:
		return nil, ErrNRPALevel
	case opts.Iterations < 0:
		return nil, ErrNRPAIterations
	case opts.Alpha < 0 || math.IsNaN(opts.Alpha) || math.IsInf(opts.Alpha, 0):
		return nil, ErrNRPAAlpha
	case opts.PolicySize < 0 || opts.PolicySize > 1<<30:
		return nil, ErrNRPAPolicySize
	}
	n := &NRPA[S, M, P]{
		level:      opts.Level,
		iterations: opts.Iterations,
		alpha:      opts.Alpha,
		runs:       max(opts.Runs, 0),
		policies:   make([]policy, opts.Level+1),
		lines:      make([][]M, opts.Level+1),
	}
	if n.iterations == 0 {
		n.iterations = DefaultNRPAIterations
	}
	if n.alpha == 0 {
		n.alpha = DefaultNRPAAlpha
	}
	size := 4
	if opts.PolicySize == 0 {
		size = DefaultNRPAPolicySize
	}
	for size < opts.PolicySize {
		size *= 2
	}
	for l := 1; l < len(n.policies); l++ {
		n.policies[l] = newPolicy(size)
	}
	n.rng.Seed(opts.Seed)
	return n, nil
}

// Playouts is the number of playouts of the last Search.
func (n *NRPA[S, M, P]) Playouts() int64 { return n.playouts }

// Search runs NRPA from root (left unchanged) and returns the best complete
// solution. A nil deadline means NoDeadline; report may be nil. The
// deadline's Stop is asked every 1024 playouts and NewIteration before every
// run but the first.
func (n *NRPA[S, M, P]) Search(root P, dl Deadline, report Report[M]) (Solution[M], error) {
	if root == nil {
		return Solution[M]{}, ErrNilRoot
	}
	if dl == nil {
		dl = NoDeadline{}
	}
	P(&n.root).CopyFrom((*S)(root))
	n.best.reset(report)
	n.start(dl)
	for run := 0; n.runs == 0 || run < n.runs; run++ {
		if run > 0 && !dl.NewIteration() {
			break
		}
		n.policies[n.level].clear()
		n.nested(n.level)
		if n.stopped {
			break
		}
	}
	n.end()
	return n.best.solution(), nil
}

// nested is level l of NRPA on policies[l]; it returns the best score it
// saw, whose line is left in lines[l].
func (n *NRPA[S, M, P]) nested(l int) int64 {
	found, best := false, int64(0)
	for i := 0; i < n.iterations; i++ {
		var score int64
		var line []M
		if l == 1 {
			score = n.playout(&n.policies[1])
			line = n.lines[0]
		} else {
			n.policies[l-1].copyFrom(&n.policies[l])
			score = n.nested(l - 1)
			line = n.lines[l-1]
		}
		if n.stopped {
			return best
		}
		if !found || score >= best {
			found, best = true, score
			n.lines[l] = append(n.lines[l][:0], line...)
		}
		n.adapt(l)
	}
	return best
}

// playout plays from the root to the end, each move drawn with probability
// proportional to exp(weight of its code), leaves the line in lines[0] and
// returns its final score, offering the line as a solution.
func (n *NRPA[S, M, P]) playout(pol *policy) int64 {
	pos := P(&n.pos)
	pos.CopyFrom(&n.root)
	line := n.lines[0][:0]
	for {
		n.moves = pos.Moves(n.moves)
		if len(n.moves) == 0 {
			break
		}
		sum := n.expWeights(pos, pol)
		x := n.rng.Float64() * sum
		k := len(n.moves) - 1
		for j, w := range n.weights {
			x -= w
			if x < 0 {
				k = j
				break
			}
		}
		pos.Play(n.moves[k])
		line = append(line, n.moves[k])
	}
	n.lines[0] = line
	score := pos.Score()
	if n.best.beats(score) {
		n.best.offer(score, line)
	}
	n.played()
	return score
}

// expWeights fills n.weights with exp(weight) and n.codes with the code of
// each of n.moves under pol, weights shifted by the largest so none
// overflows, and returns the weights' sum.
func (n *NRPA[S, M, P]) expWeights(pos P, pol *policy) float64 {
	n.weights = n.weights[:0]
	n.codes = n.codes[:0]
	top := math.Inf(-1)
	for _, m := range n.moves {
		c := pos.Code(m)
		w := pol.weight(c)
		n.codes = append(n.codes, c)
		n.weights = append(n.weights, w)
		top = max(top, w)
	}
	sum := 0.0
	for j, w := range n.weights {
		e := math.Exp(w - top)
		n.weights[j] = e
		sum += e
	}
	return sum
}

// adapt moves policies[l] towards lines[l]: at each step of the line the
// code played gains alpha and every legal move's code loses alpha times its
// probability under the policy as it was before adapting. The probabilities
// are all gathered first, so the policy is changed in place, never copied.
func (n *NRPA[S, M, P]) adapt(l int) {
	pol := &n.policies[l]
	pos := P(&n.pos)
	pos.CopyFrom(&n.root)
	n.adaptCodes, n.adaptProbs, n.adaptPlayed = n.adaptCodes[:0], n.adaptProbs[:0], n.adaptPlayed[:0]
	for _, played := range n.lines[l] {
		n.moves = pos.Moves(n.moves)
		sum := n.expWeights(pos, pol)
		for j, c := range n.codes {
			n.adaptCodes = append(n.adaptCodes, c)
			n.adaptProbs = append(n.adaptProbs, n.weights[j]/sum)
		}
		n.adaptPlayed = append(n.adaptPlayed, pos.Code(played))
		pos.Play(played)
	}
	for _, c := range n.adaptPlayed {
		pol.add(c, n.alpha)
	}
	for j, c := range n.adaptCodes {
		pol.add(c, -n.alpha*n.adaptProbs[j])
	}
}
