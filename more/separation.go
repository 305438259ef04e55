package more

// SeparationGap is how far apart on the diagonals (row + column) the two
// sides' stones must be for Separated: every black stone at least this many
// diagonals past the last white stone. Moves change a stone's diagonal by
// at most 2 and the two sides' stones interact (block a step, lend or block
// a jump) only within 2 diagonals of each other, so a gap of 4 leaves room
// for two steps against the way home (a detour round a wall) before they
// could meet.
const SeparationGap = 4

// diagonal is row + column of each square: 0 at a1 (White's home corner),
// 10 at f6 (Black's).
var diagonal = func() (d [Squares]int8) {
	for s := range d {
		d[s] = int8(Square(s).Row() + Square(s).Col())
	}
	return d
}()

// belowDiagonal[k] has a bit for every square on a diagonal below k.
var belowDiagonal = func() (m [2*Size + SeparationGap]uint64) {
	for k := range m {
		for s := 0; s < Squares; s++ {
			if int(diagonal[s]) < k {
				m[k] |= 1 << s
			}
		}
	}
	return m
}()

// Separated reports that the two sides have passed each other: every black
// stone is SeparationGap diagonals or more beyond every white stone, so
// each side's stones go home alone and the race (its least cost home, Race)
// is the rest of the game. Decision: the search takes such a position as
// decided, with the race as its exact value; only walls that send a stone
// back by three diagonals or more could make the sides meet again.
func (p *Position) Separated() bool {
	last := 0
	for b := p.stones[White]; b != 0; b &= b - 1 {
		last = max(last, int(diagonal[trailingSquare(b)]))
	}
	return p.stones[Black]&belowDiagonal[last+SeparationGap] == 0
}
