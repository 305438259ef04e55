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
	left := removed[:len(b.palette)]
	for k, c := range b.palette {
		left[k] = b.count[c] - removed[k]
	}
	return b.gained + gained + b.scoring.endTerm(left), line, true
}
