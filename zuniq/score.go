package zuniq

// Points of the contest: the winner 100, the loser 50; a victory call
// adds (39 - x) / 2 for White and (40 - x) / 2 for Black, x the call's
// turn, at most MaxBonus; a caller who loses gets 0.
const (
	WinPoints  = 100
	LosePoints = 50
	MaxBonus   = 10
)

// Scoring is what the rules leave open about the victory call (docs/rules.md;
// the judge's options).
type Scoring struct {
	// OwnTurns counts the call's turn x in the caller's own moves (White's
	// first move and Black's first move are both turn 1); false, as
	// decided, counts every move of the game from 1 (White moves on odd
	// turns, Black on even ones, which makes both formulas whole numbers).
	OwnTurns bool
	// VoidOnLast gives no bonus for a call on the move that ends the game;
	// false, as decided, counts it like any other.
	VoidOnLast bool
	// Cap is the most extra points a call earns; the bonus is never below 0.
	Cap int8
}

// DefaultScoring is our reading of the rules (docs/rules.md).
var DefaultScoring = Scoring{Cap: MaxBonus}

// Winner is the side that made the last move, once the game is over.
func (s *State) Winner() (Side, bool) {
	if !s.Over() {
		return 0, false
	}
	return s.Side().Other(), true
}

// Bonus is the extra points side's victory call earns if it wins: 0
// without a call.
func (s *State) Bonus(side Side) int {
	x := int(s.calls[side&1])
	if x == 0 || s.rules.VoidOnLast && x == int(s.ply) && s.Over() {
		return 0
	}
	if s.rules.OwnTurns {
		x = (x + 1) / 2
	}
	b := (39 + int(side&1) - x) / 2
	return max(0, min(b, int(s.rules.Cap)))
}

// Scores are the contest scores of White and Black once the game is over
// (none before): the winner 100 plus its call's bonus, the loser 50, or 0
// if it called.
func (s *State) Scores() (white, black int) {
	w, ok := s.Winner()
	if !ok {
		return 0, 0
	}
	var sc [2]int
	sc[w] = WinPoints + s.Bonus(w)
	if l := w.Other(); s.calls[l] == 0 {
		sc[l] = LosePoints
	}
	return sc[0], sc[1]
}
