package arena

import "strings"

// Opening is one line of an opening suite: the judge options its games are
// played with (a board=TEXT of the game's) and the first moves from the start, in
// the game's own notation, in the order they are played.
type Opening struct {
	// Options are judge options for this line's games, on top of the
	// match's own (-opt); nil for none.
	Options map[string]string `json:"options,omitempty"`
	// Moves are the line's moves, one protocol token each.
	Moves []string `json:"moves"`
}

// MovesText is the moves separated by single spaces: what {opening}
// becomes in a player's command line.
func (o Opening) MovesText() string { return strings.Join(o.Moves, " ") }
