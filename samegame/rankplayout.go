package samegame

import "botcup/search"

// rankPlayout is the score and moves of Playout(r, tabu, line) from b,
// played on the lane masks p without copying b and without changing it:
// the beam ranks every child by such a playout, and only its score and
// line are kept. ok is false when b is not lanePlayable (the caller then
// plays on a copy). The same random numbers give the same line and score
// as Playout.
func (b *Board) rankPlayout(p *lanePlayout, r *search.Rng, tabu uint8, line []Move) (score int64, moves []Move, ok bool) {
	if !b.lanePlayable() {
		return 0, line, false
	}
	var t Tabu
	t[tabu] = tabu != NoTabu
	p.load(b, &t)
	line, gained, removed := p.playOut(r, b.scoring, line)
	stones := b.stones
	for _, n := range removed[:len(b.palette)] {
		stones -= int(n)
	}
	score = b.gained + gained
	if b.scoring == Classic {
		if stones == 0 {
			score += ClearBonus
		}
		return score, line, true
	}
	for k, c := range b.palette {
		score -= Penalty(b.count[c] - removed[k])
	}
	return score, line, true
}
