package game

import "botcup/search"

// OpeningLine is a random line being drawn for an opening suite (`botcup
// openings`): the game's position from the start, with the judge options
// it is played under.
type OpeningLine interface {
	// Options are the line's judge options as suite words
	// ("board=WALLS"); none for a game whose start is always the same.
	Options() []string
	// Over reports that the game has ended.
	Over() bool
	// PlayRandom plays a uniformly random legal move and returns its token.
	PlayRandom(rng *search.Rng) string
	// Play plays the legal move written tok, or says why it is none.
	Play(tok string) error
	// Value is a fixed alpha-beta search's value of the position to
	// depth, from the side to move, in contest points.
	Value(depth int) float64
}
