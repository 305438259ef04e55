package blackhole

import (
	"botcup/search"
	"botcup/search/duel"
)

// The engine's optional hooks Position implements, asserted here so that a
// hook whose signature drifts fails to build instead of being left out of
// the search without a word.
var (
	_ search.Rollouter         = (*Position)(nil)
	_ search.Rewarder          = (*Position)(nil)
	_ search.ActionKeyer[Move] = (*Position)(nil)
	_ search.KeyedRollouter    = (*Position)(nil)
	_ search.MoveGrouper[Move] = (*Position)(nil)
	_ search.MoveScorer[Move]  = (*Position)(nil)
	_ search.SolverMover[Move] = (*Position)(nil)
	_ search.Bounder           = (*Position)(nil)
	_ search.WindowMover[Move] = (*Position)(nil)
	_ search.MoveSlacker[Move] = (*Position)(nil)
	_ duel.AlphaBetaTuning     = (*Position)(nil)
	_ duel.Horizon             = (*Position)(nil)
)
