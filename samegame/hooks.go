package samegame

import "botcup/search"

// The engine's optional hooks node implements, asserted here so that a
// hook whose signature drifts fails to build instead of being left out of
// the search without a word.
var (
	_ search.BeamScorer          = (*node)(nil)
	_ search.PlayoutPolicy[Move] = (*node)(nil)
)
