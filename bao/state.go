package bao

import (
	"errors"
	"math/bits"
)

// position is everything a Bao position is: small enough that Make saves a
// copy of it and Unmake puts the copy back.
type position struct {
	pits  [Pits]uint8
	store [2]uint8 // stones each side has captured
	side  Side     // the side to move
	moves uint8    // moves played by both sides together
}

// State is a Bao game in progress, changed in place by Make and restored by
// Unmake (copy-make: each move saves the 16-byte position it replaces). The
// zero value is not a game: use New or ParsePosition.
type State struct {
	position
	undo [MaxMoves]position
	// repeats counts the moves made on this state whose sowing repeated
	// (see OnRepeat); the endless-sowing tests read it.
	repeats int
}

// New is the start position: four stones in every pit, White to move.
func New() *State {
	s := &State{}
	for p := range s.pits {
		s.pits[p] = StonesPerPit
	}
	return s
}

// CopyFrom makes s a copy of src, history included, so that Unmake works
// on s as it would on src.
func (s *State) CopyFrom(src *State) {
	s.position = src.position
	s.repeats = src.repeats
	copy(s.undo[:src.moves], src.undo[:src.moves])
}

// Side is the side to move.
func (s *State) Side() Side { return s.side }

// MovesPlayed is the number of moves both sides have made together.
func (s *State) MovesPlayed() int { return int(s.moves) }

// PliesLeft is the most moves the game can still last, both sides'
// (duel.Horizon): alpha-beta is exact once its depth reaches it.
func (s *State) PliesLeft() int { return MaxMoves - int(s.moves) }

// Stones is the number of stones in pit p.
func (s *State) Stones(p Pit) int { return int(s.pits[p]) }

// Captured is the number of stones side has captured so far.
func (s *State) Captured(side Side) int { return int(s.store[side]) }

// SideStones is the number of stones in side's six pits.
func (s *State) SideStones(side Side) int {
	white, black := s.sides()
	if side == White {
		return sideStones(white)
	}
	return sideStones(black)
}

// sides is White's pits A..F and Black's pits G..L as two words, a byte a
// pit, the side's first pit in the lowest byte.
func (x *position) sides() (white, black uint64) {
	lo, hi := words(&x.pits)
	return lo & (1<<(8*PitsPerSide) - 1), lo>>(8*PitsPerSide) | hi<<(8*(8-PitsPerSide))
}

// nonEmpty has the top bit of each byte of side set where that pit holds
// stones (at most 48, so adding 0x7f carries into no other byte).
func nonEmpty(side uint64) uint64 { return (side + 0x7f7f7f7f7f7f) & 0x808080808080 }

// sideStones is the sum of the six bytes of side.
func sideStones(side uint64) int { return int(side * 0x010101010101 >> 40 & 0xff) }

// own is the pits of the side to move as a word of sides, and the first of
// them. It is zero when the game is over.
func (x *position) own() (pits uint64, first Pit) {
	white, black := x.sides()
	if x.moves >= MaxMoves || white == 0 || black == 0 {
		return 0, 0
	}
	if x.side == Black {
		return black, PitsPerSide
	}
	return white, 0
}

// Moves appends the moves of the side to move, its non-empty pits in
// letter order, to buf[:0]. It returns none once the game is over.
func (s *State) Moves(buf []Pit) []Pit {
	buf = buf[:0]
	own, first := s.own()
	for m := nonEmpty(own); m != 0; m &= m - 1 {
		buf = append(buf, first+Pit(bits.TrailingZeros64(m)/8))
	}
	return buf
}

// Errors of Legal and Play.
var (
	ErrGameOver = errors.New("bao: the game is over")
	ErrNotOwn   = errors.New("bao: not a pit of the side to move")
	ErrEmptyPit = errors.New("bao: the pit is empty")
	ErrBadPit   = errors.New("bao: no such pit")
)

// Legal says why p is not a legal move now, or nil if it is.
func (s *State) Legal(p Pit) error {
	switch {
	case p >= Pits:
		return ErrBadPit
	case s.Over():
		return ErrGameOver
	case p.Owner() != s.side:
		return ErrNotOwn
	case s.pits[p] == 0:
		return ErrEmptyPit
	}
	return nil
}

// Play makes p after checking it is legal; an illegal move leaves s as it
// was and returns why.
func (s *State) Play(p Pit) error {
	if err := s.Legal(p); err != nil {
		return err
	}
	s.Make(p)
	return nil
}

// Make plays p, which must be legal: it sows p's stones (relaying on odd
// pits), captures the opposite pit if the sowing ended on the mover's side
// (unless it holds a mother with two children), and passes the turn.
func (s *State) Make(p Pit) {
	u := &s.undo[s.moves]
	*u = s.position
	if s.position.play(p, &u.pits) {
		s.repeats++
	}
}

// Unmake takes back p, the last move made.
func (s *State) Unmake(Pit) {
	s.position = s.undo[s.moves-1]
}
