package more

import "botcup/search"

// TTKey is the position's key for the transposition table: Position.Hash
// without the points so far, which only add to the value of every line
// (TTOffset gives them back), so that positions reached at different costs
// share their entries (search.TTOffsetter). Near the cut-off the move
// counts stay in the key: there they decide when the game ends.
func (g *SearchPosition) TTKey() uint64 {
	p := &g.Position
	h := p.hash ^ keys.penalty[White][p.penalties[White]&255] ^ keys.penalty[Black][p.penalties[Black]&255]
	if !nearCutOff(p, 0) {
		h ^= keys.moves[White][p.moves[White]&255] ^ keys.moves[Black][p.moves[Black]&255]
	}
	return h
}

// nearCutOff reports whether the cut-off lies within a search's reach of p
// after extra more moves by each side: a search of at most search.MaxPly
// plies makes at most half of them per side, so further from the cut-off
// no line of it meets the cut-off and the move counts change no value.
func nearCutOff(p *Position, extra int) bool {
	reach := search.MaxPly/2 + extra
	return p.cutOff.Reached(int(p.moves[White])+reach, int(p.moves[Black])+reach)
}

// TTOffset is the part of the value the points so far fix, from the side
// to move: the opponent's points less its own, in Units (see TTKey).
func (g *SearchPosition) TTOffset() int32 {
	s := g.side
	return Unit * int32(int(g.moves[s^1])+int(g.penalties[s^1])-int(g.moves[s])-int(g.penalties[s]))
}

// HashesAfter writes into out (as long as moves) the TTKey the position
// would have after each of moves (search.ChildHasher); near the cut-off it
// makes each move to find it.
func (g *SearchPosition) HashesAfter(moves []Move, out []uint64) {
	out = out[:len(moves)]
	if nearCutOff(&g.Position, 1) {
		for i, m := range moves {
			g.Make(m)
			out[i] = g.TTKey()
			g.Unmake(m)
		}
		return
	}
	base := g.TTKey() ^ keys.black
	stone := &keys.stone[g.side]
	for i, m := range moves {
		if m == Nil {
			out[i] = base
			continue
		}
		out[i] = base ^ stone[m.From()] ^ stone[m.To()]
	}
}
