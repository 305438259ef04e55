package invers

// NoWinner is what Winner says while nobody has won.
const NoWinner Colour = 2

// Winner is the side that has won (none of its own plain tiles left on the
// board, whoever pushed the last one off), or NoWinner.
func (s *State) Winner() Colour {
	switch {
	case s.plain[Yellow] == 0:
		return Yellow
	case s.plain[Red] == 0:
		return Red
	}
	return NoWinner
}

// Over reports whether the game has ended: a side has won, each side has
// made 100 moves, or the side to move has no legal push (our decision:
// NoPushEndsGame).
func (s *State) Over() bool {
	return s.plain[Yellow] == 0 || s.plain[Red] == 0 || s.plies >= MaxPlies ||
		(NoPushEndsGame && s.stuck())
}

// NoPushEndsGame is our decision for a side with no legal push (the text is
// silent): the game ends there and is scored as after 100 moves each.
const NoPushEndsGame = true

// Scores are the contest scores of Yellow and Red for the position as if
// the game ended now. A winner scores 18 plus the opponent's plain tiles
// still on the board, the loser 0. Without a winner (100 moves each, or no
// legal push) both start from DrawPoints; the side that has had more of
// its own plain tiles pushed off gains the difference, the other loses it,
// down to 0. A disqualified program scores 0 instead; that is the judge's
// business.
func (s *State) Scores() (yellow, red int) {
	switch s.Winner() {
	case Yellow:
		return TilesPerColour + int(s.plain[Red]), 0
	case Red:
		return 0, TilesPerColour + int(s.plain[Yellow])
	}
	// Own plain tiles pushed off: 18 - plain left; Yellow's lead in that.
	d := int(s.plain[Red]) - int(s.plain[Yellow])
	return max(0, DrawPoints+d), max(0, DrawPoints-d)
}

// DrawPoints is what each side scores in a game without a winner, before
// the difference in tiles pushed off.
const DrawPoints = 9
