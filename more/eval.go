package more

// Unit is the value of one point (a move or a penalty point) in the
// evaluation and in terminal values, so that terms finer than a point fit
// in integers.
const Unit = 8

// Eval is the race from the side to move: the opponent's expected final
// points less its own, each side's being its points so far plus the least
// cost to bring its stones home (Race: its own stones blocking it and
// lending it jumps, the opponent's stones left out; a side whose stones are
// all home costs nothing), in Units. Blocking by the opponent's stones and
// jumps over them are left to the search, which sees them move by move.
func (g *Game) Eval() int32 {
	s := g.side
	return Unit * int32(g.expected(s^1)-g.expected(s))
}

// expected is c's points so far plus its least cost home.
func (g *Game) expected(c Color) int {
	return int(g.moves[c]) + int(g.penalties[c]) + g.race.Cost(c, g.stones[c])
}
