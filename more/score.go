package more

// DrawScore is each side's score when both have the same points; the two
// scores always sum to 2*DrawScore.
const DrawScore = 10

// MaxScore is the highest score; the lowest is 0.
const MaxScore = 2 * DrawScore

// Score is the contest score of a side with points own against an opponent
// with points opp: DrawScore + opp - own, clamped to 0..MaxScore.
func Score(own, opp int) int {
	return min(max(DrawScore+opp-own, 0), MaxScore)
}

// CutOff is the rule that stops a game that goes on too long ("more than 80
// moves"). Decision: by default it is read as one side having made more
// than Moves moves; with Total set, as both sides together. When the game
// is cut off, each unfinished side's points get the least cost
// (LeastCostHome) to bring its stones home with the opponent's removed.
type CutOff struct {
	// Moves is the number of moves that may be made; one more ends the game.
	Moves int
	// Total counts the moves of both sides together instead of each side's.
	Total bool
}

// DefaultCutOff is the contest's cut-off: more than 80 moves by one side.
var DefaultCutOff = CutOff{Moves: 80}

// Reached reports that a game with these numbers of moves made is cut off.
func (c CutOff) Reached(white, black int) bool {
	if c.Total {
		return white+black > c.Moves
	}
	return white > c.Moves || black > c.Moves
}

// CutOff reports that the game has been cut off (see CutOff).
func (p *Position) CutOff() bool {
	return p.cutOff.Reached(int(p.moves[White]), int(p.moves[Black]))
}

// Over reports that the game has ended: both sides have finished, or it has
// been cut off.
func (p *Position) Over() bool {
	return p.stones[White] == HomeSquares[White] && p.stones[Black] == HomeSquares[Black] || p.CutOff()
}

// FinalPoints are each side's points as the judge counts them at the end of
// the game: the points so far, plus, for a side that has not finished, the
// least cost to finish (LeastCostHome). On a game that is not over, it is
// what the points would be if the game were cut off now.
func (p *Position) FinalPoints() [2]int {
	var pts [2]int
	for c := White; c <= Black; c++ {
		pts[c] = p.Points(c)
		if !p.Finished(c) {
			pts[c] += LeastCostHome(p.board, p.stones[c], c)
		}
	}
	return pts
}

// Scores are the contest scores of White and Black for final points pts.
func Scores(pts [2]int) [2]int {
	return [2]int{Score(pts[White], pts[Black]), Score(pts[Black], pts[White])}
}
