package more

// Unit is the value of one point (a move or a penalty point) in the
// evaluation and in terminal values, so that terms finer than a point fit
// in integers.
const Unit = 8

// OpponentLookahead is the weight, in Units per point, of the opponent's
// LookaheadGain in Eval (the side to move's counts a full Unit): the
// opponent's next move comes after the side to move's, which may change it.
// -param opp-lookahead sets it (see Params).
var OpponentLookahead int32 = Unit / 2

// Eval is the race from the side to move (RaceValue), and with
// SetLookahead the gain of the side to move's best next move on its race
// (LookaheadGain) on top of it, less OpponentLookahead of the opponent's.
func (g *SearchPosition) Eval() int32 {
	v := g.RaceValue()
	if g.lookahead {
		v += Unit*int32(g.LookaheadGain(g.side)) - OpponentLookahead*int32(g.LookaheadGain(g.side^1))
	}
	return v
}

// RaceValue is the race from the side to move: the opponent's expected
// final points less its own, each side's being its points so far plus the
// least cost to bring its stones home (Race: its own stones blocking it and
// lending it jumps, the opponent's stones left out; a side whose stones are
// all home costs nothing), in Units. Blocking by the opponent's stones and
// jumps over them are left to the search, which sees them move by move.
func (g *SearchPosition) RaceValue() int32 {
	s := g.side
	return Unit * int32(g.expected(s^1)-g.expected(s))
}

// expected is c's points so far plus its least cost home.
func (g *SearchPosition) expected(c Color) int {
	return int(g.moves[c]) + int(g.penalties[c]) + g.cost(c)
}

// LookaheadGain is what side s's best move, were it s's turn, gains on its
// race, in points: 0 for a move on a cheapest way home, less when the opponent's
// stones block all of them (it must give way), more when a jump over an
// opponent's stone beats the race. It is the tempo the race alone cannot
// see: who must give way next. A finished or stuck side gains 0.
func (g *SearchPosition) LookaheadGain(s Color) int {
	own, opp := g.stones[s], g.stones[s^1]
	if own == HomeSquares[s] {
		return 0
	}
	if g.race.cheapest[s][g.configIndex(s)]&^opp != 0 {
		// A move on a cheapest way home is open: it gains 0, and only a
		// jump over an opponent's stone can gain more (every other move is
		// one of s's stones alone, which the race already counts).
		var buf [MaxMoves]Move
		if jumps := appendJumps(buf[:0], g.board, own, opp, ^(own|opp)&boardMask); len(jumps) > 0 {
			return max(0, g.bestGain(s, jumps))
		}
		return 0
	}
	var buf [MaxMoves]Move
	moves := g.movesOf(s, buf[:0])
	if moves[0] == Nil {
		return 0
	}
	return g.bestGain(s, moves)
}

// bestGain is the most any of moves, moves of side s, gains on its race
// (see LookaheadGain), or a very negative number if there are none.
func (g *SearchPosition) bestGain(s Color, moves []Move) int {
	own := g.stones[s]
	before := g.cost(s)
	best := -1 << 30
	for _, m := range moves {
		after := own ^ (1<<m.From() | 1<<m.To())
		if gain := before - 1 - g.board.Penalty(m.From(), m.To()) - g.race.Cost(s, after); gain > best {
			best = gain
		}
	}
	return best
}
