package toy

// Tree is what Negamax needs of a game: package search's Game without the
// hash and the evaluation.
type Tree[M comparable] interface {
	Moves(buf []M) []M
	Make(m M)
	Unmake(m M)
	Terminal() (over bool, value int32)
}

// Negamax is the exact value of g for the side to move, by plain negamax
// over the whole game tree (no pruning, no table): the yardstick the
// engines' tests compare with on games small enough to walk whole.
func Negamax[M comparable, G Tree[M]](g G) int32 {
	if over, v := g.Terminal(); over {
		return v
	}
	best := int32(-1 << 30) // search.Inf, which toy cannot import
	for _, m := range g.Moves(nil) {
		g.Make(m)
		best = max(best, -Negamax[M](g))
		g.Unmake(m)
	}
	return best
}

// MovesOfValue are the moves of g whose exact value (Negamax) is v for the
// side to move: the moves a perfect player may choose when v is g's value.
func MovesOfValue[M comparable, G Tree[M]](g G, v int32) []M {
	var out []M
	for _, m := range g.Moves(nil) {
		g.Make(m)
		if -Negamax[M](g) == v {
			out = append(out, m)
		}
		g.Unmake(m)
	}
	return out
}
