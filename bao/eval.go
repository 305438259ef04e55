package bao

import "math/bits"

// StoneValue is one stone of contest score in the units of Eval and
// Terminal: a final position is worth exactly StoneValue times the score
// difference.
const StoneValue int32 = 100

// The weights of Eval, per stone or pit, from the side to move. Captured
// stones are the mover's for good; stones in a side's own pits are its at
// the end only if they survive the captures and sowings to come, so they
// count for less; mobility (non-empty own pits) is the freedom to choose.
const (
	CapturedWeight = StoneValue
	SideWeight     = StoneValue / 2
	MobilityWeight = StoneValue / 10
)

// Terminal reports whether the game is over and, if so, its exact value for
// the side to move: StoneValue times its contest score less its opponent's.
func (s *State) Terminal() (over bool, value int32) {
	if !s.Over() {
		return false, 0
	}
	white, black := s.Scores()
	v := StoneValue * int32(white-black)
	if s.side == Black {
		v = -v
	}
	return true, v
}

// Eval is the static evaluation of a position that is not over, for the
// side to move: captured stones, stones on each side and mobility, each
// side's less the other's, and the stone White gives at the end.
func (s *State) Eval() int32 {
	white, black := s.sides()
	v := CapturedWeight*(int32(s.store[White])-int32(s.store[Black])) +
		SideWeight*int32(sideStones(white)-sideStones(black)) +
		MobilityWeight*int32(bits.OnesCount64(nonEmpty(white))-bits.OnesCount64(nonEmpty(black))) -
		2*StoneValue*WhiteGives
	if s.side == Black {
		v = -v
	}
	return v
}
