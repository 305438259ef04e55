package bao

import (
	"botcup/search"
	"botcup/search/duel"
)

// The engine's optional hooks State implements, asserted here so that a
// hook whose signature drifts fails to build instead of being left out of
// the search without a word.
var (
	_ search.PlayoutPolicy[Pit] = (*State)(nil)
	_ search.Rewarder           = (*State)(nil)
	_ duel.Horizon              = (*State)(nil)
)
