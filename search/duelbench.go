package search

import (
	"strconv"
)

// DuelBench is the bench case that searches s once with a Duel of opts (a
// fixed MaxDepth for alpha-beta, fixed Playouts for MCTS, so that its nodes
// are the same on every run). The duel is made here, so the case's time is
// its search alone; the case reports the nodes and the move chosen as
// "move@depth". If the duel cannot be made, the case is BrokenBench.
func DuelBench[S any, M DuelMove, P DuelGame[S, M]](name string, s P, opts DuelOptions) BenchCase {
	d, err := NewDuel[S, M](s, opts)
	if err != nil {
		return BrokenBench(name, err)
	}
	return BenchCase{Name: name, Run: func() (int64, string) {
		t := d.Choose(nil)
		return t.Nodes, t.Move.String() + "@" + strconv.Itoa(t.Depth)
	}}
}

// BrokenBench is the case of a bench position that could not be set up: it
// reports -1 nodes and the error as its move, so the bench shows it.
func BrokenBench(name string, err error) BenchCase {
	return BenchCase{Name: name, Run: func() (int64, string) { return -1, err.Error() }}
}
