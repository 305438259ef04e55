package more

import "botcup/search"

// The engine's optional hooks SearchPosition implements, asserted here so
// that a hook whose signature drifts fails to build instead of being left
// out of the search without a word.
var (
	_ search.PlayoutPolicy[Move] = (*SearchPosition)(nil)
	_ search.Rewarder            = (*SearchPosition)(nil)
	_ search.MoveScorer[Move]    = (*SearchPosition)(nil)
	_ search.TTOffsetter         = (*SearchPosition)(nil)
)
