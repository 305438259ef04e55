package bao

import "errors"

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
// (search.Horizon): alpha-beta is exact once its depth reaches it.
func (s *State) PliesLeft() int { return MaxMoves - int(s.moves) }

// Stones is the number of stones in pit p.
func (s *State) Stones(p Pit) int { return int(s.pits[p]) }

// Captured is the number of stones side has captured so far.
func (s *State) Captured(side Side) int { return int(s.store[side]) }

// SideStones is the number of stones in side's six pits.
func (s *State) SideStones(side Side) int {
	first := int(side) * PitsPerSide
	n := 0
	for _, c := range s.pits[first : first+PitsPerSide] {
		n += int(c)
	}
	return n
}

// Moves appends the moves of the side to move, its non-empty pits in
// letter order, to buf[:0]. It returns none once the game is over.
func (s *State) Moves(buf []Pit) []Pit {
	buf = buf[:0]
	if s.Over() {
		return buf
	}
	first := Pit(s.side) * PitsPerSide
	for p := first; p < first+PitsPerSide; p++ {
		if s.pits[p] != 0 {
			buf = append(buf, p)
		}
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
	s.undo[s.moves] = s.position
	last, repeated := s.sow(p)
	if repeated {
		s.repeats++
	}
	if (!repeated || OnRepeat == RepeatEndsAsUsual) && last.Owner() == s.side {
		o := opposite[last]
		if c := s.pits[o]; c != Mother {
			s.store[s.side] += c
			s.pits[o] = 0
		}
	}
	s.side ^= 1
	s.moves++
}

// Unmake takes back p, the last move made.
func (s *State) Unmake(Pit) {
	s.position = s.undo[s.moves-1]
}
