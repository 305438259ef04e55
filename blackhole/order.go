package blackhole

import "math/bits"

// ScoreMoves is the bot's move ordering (search.MoveScorer): each move
// scored by how much it changes Eval's mean estimate for the mover, in
// O(1) a move. A stone of value v placed by the mover on f adds v to its
// side's total on each empty neighbour of f and takes f away as a
// candidate hole.
func (p *Position) ScoreMoves(moves []Move, scores []int32) {
	sign := p.sign()
	for i, m := range moves {
		f := m.Field()
		e := bits.OnesCount64(neighbours[f] & p.empty)
		// The stone counts on e candidate holes; the field itself leaves
		// the candidates (a candidate bad for the mover is good to fill).
		scores[i] = int32(orderStone*e*m.Value() - orderField*sign*int(p.near[f]))
	}
}

// The weights of ScoreMoves.
var (
	orderStone = 4
	orderField = 4
)
