package zuniq

import (
	"botcup/search"
	"botcup/search/duel"
)

// The engine's optional hooks State implements, asserted here so that a
// hook whose signature drifts fails to build instead of being left out of
// the search without a word.
var (
	_ search.WinMarker         = (*State)(nil)
	_ search.Rewarder          = (*State)(nil)
	_ search.Rollouter         = (*State)(nil)
	_ search.ActionKeyer[Move] = (*State)(nil)
	_ search.KeyedRollouter    = (*State)(nil)
	_ duel.Horizon             = (*State)(nil)
)
