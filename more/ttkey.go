package more

import "botcup/search"

// TTKey is the position's key for the transposition table: Position.Hash
// without the points so far, which only add to the value of every line
// (TTOffset gives them back), so that positions reached at different costs
// share their entries (search.TTOffsetter). Within search.MaxPly moves of
// the cut-off the move counts stay in the key: there they decide when the
// game ends.
func (g *Game) TTKey() uint64 {
	p := &g.Position
	h := p.hash ^ keys.penalty[White][p.penalties[White]&255] ^ keys.penalty[Black][p.penalties[Black]&255]
	if !p.cutOff.Reached(int(p.moves[White])+search.MaxPly, int(p.moves[Black])+search.MaxPly) {
		h ^= keys.moves[White][p.moves[White]&255] ^ keys.moves[Black][p.moves[Black]&255]
	}
	return h
}

// TTOffset is the part of the value the points so far fix, from the side
// to move: the opponent's points less its own, in Units (see TTKey).
func (g *Game) TTOffset() int32 {
	s := g.side
	return Unit * int32(int(g.moves[s^1])+int(g.penalties[s^1])-int(g.moves[s])-int(g.penalties[s]))
}
