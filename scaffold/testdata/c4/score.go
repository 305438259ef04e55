package c4

// Winner is the side with four in a row, once the game is over; none on a
// full board without.
func (s *State) Winner() (Side, bool) {
	if fours(s.discs[s.side.Other()]) {
		return s.side.Other(), true
	}
	return 0, false
}

// Scores are the contest scores of First and Second: 2 for a win, 1 each
// for a draw, none before the end.
func (s *State) Scores() (first, second int) {
	if !s.Over() {
		return 0, 0
	}
	w, ok := s.Winner()
	switch {
	case !ok:
		return 1, 1
	case w == First:
		return 2, 0
	}
	return 0, 2
}
