package search

// Report receives each improved complete solution of a single-player search
// as soon as it is found: its final score and its moves from the root. The
// moves slice belongs to the engine and is valid only during the call; copy
// it to keep it. Reports come from the searching goroutine, in order of
// strictly increasing score.
type Report[M comparable] func(score int64, moves []M)

// Solution is the best complete solution a single-player search found.
type Solution[M comparable] struct {
	// Found is false when the search stopped before completing any line.
	Found bool
	// Score is the final score of Moves played from the root.
	Score int64
	// Moves is the line from the root, a copy the caller owns.
	Moves []M
}

// record keeps the best complete line of a search in a reusable buffer and
// reports every improvement.
type record[M comparable] struct {
	found  bool
	score  int64
	moves  []M
	report Report[M]
}

// reset forgets the previous search's best line, keeping the buffer.
func (r *record[M]) reset(report Report[M]) {
	r.found, r.score, r.moves, r.report = false, 0, r.moves[:0], report
}

// beats reports whether a complete line scoring score would improve on the best.
func (r *record[M]) beats(score int64) bool { return !r.found || score > r.score }

// offer keeps and reports the line if it improves on the best so far.
func (r *record[M]) offer(score int64, moves []M) bool {
	if !r.beats(score) {
		return false
	}
	r.found, r.score = true, score
	r.moves = append(r.moves[:0], moves...)
	if r.report != nil {
		r.report(score, r.moves)
	}
	return true
}

// solution is the best line as a Solution the caller owns.
func (r *record[M]) solution() Solution[M] {
	if !r.found {
		return Solution[M]{}
	}
	moves := make([]M, len(r.moves))
	copy(moves, r.moves)
	return Solution[M]{Found: true, Score: r.score, Moves: moves}
}

// PlayoutPolicy is an optional hook of a puzzle or game: when the state
// type implements it, random playouts (NMCS, MCTS rollouts) play the move it
// picks instead of a uniformly random one. moves is the non-empty list of
// the position's moves and r 64 random bits from the engine's generator; it
// returns an index into moves (one out of range counts as 0).
type PlayoutPolicy[M comparable] interface {
	PlayoutMove(moves []M, r uint64) int
}

// pickMove is the index of the move a playout plays: the policy's choice,
// or uniformly random without one.
func pickMove[M comparable](policy PlayoutPolicy[M], moves []M, rng *Rng) int {
	if policy == nil {
		return rng.Intn(len(moves))
	}
	i := policy.PlayoutMove(moves, rng.Uint64())
	if uint(i) >= uint(len(moves)) {
		return 0
	}
	return i
}

// stopEveryPlayouts is how many playouts or expanded nodes an engine runs
// between two calls of Deadline.Stop.
const stopEveryPlayouts = 1024

// playoutMeter counts a single-player engine's playouts in one Search and
// asks its deadline's Stop every stopEveryPlayouts of them; stopped says the
// deadline has stopped the search.
type playoutMeter struct {
	dl         Deadline
	stopped    bool
	playouts   int64
	sinceCheck int
}

// start begins a Search under dl.
func (p *playoutMeter) start(dl Deadline) { *p = playoutMeter{dl: dl} }

// played counts one playout.
func (p *playoutMeter) played() {
	p.playouts++
	p.sinceCheck++
	if p.sinceCheck >= stopEveryPlayouts {
		p.sinceCheck = 0
		p.stopped = p.dl.Stop()
	}
}

// end lets go of the deadline once the Search returns.
func (p *playoutMeter) end() { p.dl = nil }
