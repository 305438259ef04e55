package bao

// Over reports whether the game has ended: one side's six pits are all
// empty, or both sides together have made 100 moves.
func (s *State) Over() bool {
	own, _ := s.own() // the side to move has stones unless it is over
	return own == 0
}

// Scores are the contest scores of White and Black for the position as if
// the game ended now: captured stones plus the stones left in the side's
// own pits, then White gives Black one stone (WhiteGives). They sum to 48.
// A disqualified program scores 0 instead; that is the judge's business.
func (s *State) Scores() (white, black int) {
	white = s.Captured(White) + s.SideStones(White)
	black = s.Captured(Black) + s.SideStones(Black)
	give := min(WhiteGives, white)
	return white - give, black + give
}
