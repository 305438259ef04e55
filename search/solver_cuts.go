package search

// WindowMover is an optional hook of a Game for Solver, in place of
// SolverMover where the game knows more once it knows the window: the
// moves an exact search needs to tell the value within (alpha, beta),
// appended to buf[:0] best first, and an upper bound on the value of every
// move it left out, which must be at most alpha (-Inf when it left none
// out). A move whose every effect lies where the window already decides
// (in Black Hole, a stone next to holes that are won or lost whatever
// comes) needs no search then, though it would for the exact value.
type WindowMover[M comparable] interface {
	WindowMoves(buf []M, alpha, beta int32) (moves []M, leftOut int32)
}

// MoveSlacker is an optional hook of a Game for Solver: MoveSlack is the
// most the value of m can exceed that of tried, two moves of the current
// position, and whether the game knows such a bound (in Black Hole, two
// stones on one field differ by at most their values' difference). Once
// tried has failed low, a move whose bound fails low too needs no search.
type MoveSlacker[M comparable] interface {
	MoveSlack(tried, m M) (int32, bool)
}

// slackBound is the lowest upper bound that the moves tried at a node give
// m's value through the game's MoveSlack, and whether there is one.
func slackBound[M comparable](sl MoveSlacker[M], tried []triedMove[M], m M) (int32, bool) {
	b, ok := Inf, false
	for _, t := range tried {
		if d, known := sl.MoveSlack(t.move, m); known {
			b, ok = min(b, t.hi+d), true
		}
	}
	return b, ok
}
