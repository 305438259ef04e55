package c4

import (
	"errors"
	"time"
)

// Connect-4 on the standard board, filled into the skeleton of `botcup new
// c4` by package scaffold's test: the rules (after search/internal/toy's).
// The bot's code is bundled for Go 1.21: no range over an integer.

// Width and Height are the board's; a column's bits are Height+1 apart (a
// guard bit above each column).
const (
	Width  = 7
	Height = 6
	Cells  = Width * Height
)

// TimeLimit is each player's thinking time for a whole game.
const TimeLimit = 10 * time.Second

// Side is a player: First moves first.
type Side uint8

// The sides.
const (
	First Side = iota
	Second
)

// Other is s's opponent.
func (s Side) Other() Side { return s ^ 1 }

func (s Side) String() string { return [...]string{"First", "Second"}[s&1] }

// Move is a column, 0 from the left.
type Move uint8

// Errors of Legal and Play.
var (
	ErrFull = errors.New("c4: the column is full")
	ErrOver = errors.New("c4: the game is over")
)

// State is a position.
type State struct {
	discs   [2]uint64 // discs[side], bit col*(Height+1)+row
	heights [Width]uint8
	side    Side
	played  uint8
	hash    uint64
}

// New is the start position.
func New() *State { return &State{} }

// Side is the side to move.
func (s *State) Side() Side { return s.side }

// Disc is the side whose disc lies at column col, row row (0 at the
// bottom), if any.
func (s *State) Disc(col, row int) (Side, bool) {
	bit := uint64(1) << (col*(Height+1) + row)
	switch {
	case s.discs[First]&bit != 0:
		return First, true
	case s.discs[Second]&bit != 0:
		return Second, true
	}
	return 0, false
}

// fours reports whether the discs b hold four in a row.
func fours(b uint64) bool {
	for _, d := range [4]uint{1, Height + 1, Height, Height + 2} {
		m := b & (b >> d)
		if m&(m>>(2*d)) != 0 {
			return true
		}
	}
	return false
}

// Over reports that the game has ended: four in a row, or a full board.
func (s *State) Over() bool { return fours(s.discs[s.side.Other()]) || s.played == Cells }

// PliesLeft is the most plies the game can still last.
func (s *State) PliesLeft() int { return Cells - int(s.played) }

// Moves appends the columns that are not full to buf[:0], centre first;
// none once the game is over.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.Over() {
		return buf
	}
	for i := 0; i < Width; i++ {
		col := Width/2 + (i+1)/2*(1-2*(i&1))
		if s.heights[col] < Height {
			buf = append(buf, Move(col))
		}
	}
	return buf
}

// Legal says why m may not be played now, or nil.
func (s *State) Legal(m Move) error {
	switch {
	case s.Over():
		return ErrOver
	case m >= Width:
		return ErrNotAMove
	case s.heights[m] == Height:
		return ErrFull
	}
	return nil
}

// Play plays m if it is legal now, else returns why not.
func (s *State) Play(m Move) error {
	if err := s.Legal(m); err != nil {
		return err
	}
	s.Make(m)
	return nil
}

// Make drops a disc of the side to move into column m.
func (s *State) Make(m Move) {
	cell := int(m)*(Height+1) + int(s.heights[m])
	s.discs[s.side] |= 1 << cell
	s.hash ^= keys.disc[s.side][cell] ^ keys.second
	s.heights[m]++
	s.played++
	s.side ^= 1
}

// Unmake takes the top disc out of column m.
func (s *State) Unmake(m Move) {
	s.side ^= 1
	s.played--
	s.heights[m]--
	cell := int(m)*(Height+1) + int(s.heights[m])
	s.discs[s.side] &^= 1 << cell
	s.hash ^= keys.disc[s.side][cell] ^ keys.second
}
