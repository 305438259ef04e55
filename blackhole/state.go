package blackhole

import (
	"errors"
	"fmt"
	"math/bits"
)

// allValues has a bit for every stone value 1..15 (bit v for value v).
const allValues = uint16(0xfffe)

// State is a Black Hole game in progress: the brown stones, the stones
// placed, the values each side still holds. Make and Unmake change it in
// place (a move carries all Unmake needs). The zero value is not a game:
// use New or ParsePosition.
type State struct {
	empty uint64         // the empty fields, one bit each
	brown uint64         // the fields of the brown jury stones
	stone [Fields]int8   // each field's stone: +value red, -value blue, 0 none or brown
	near  [Fields]int16  // each field's R-B: the sum of stone over its neighbours
	left  [2]uint16      // the values each side still holds (bit v for value v)
	plies uint8          // stones placed by both sides
	hash  uint64         // the Zobrist key (zobrist.go), kept up to date
	moves [MaxPlies]Move // the moves played, for String
}

// Errors of New, Legal and Play.
var (
	ErrBrown        = errors.New("blackhole: the brown stones must be 5 different fields")
	ErrGameOver     = errors.New("blackhole: the game is over")
	ErrFieldTaken   = errors.New("blackhole: the field is not empty")
	ErrValueUsed    = errors.New("blackhole: the mover has already placed a stone of that value")
	ErrNotAStoneVal = errors.New("blackhole: a stone's value is 1..15")
)

// New is the start: the brown stones on the given fields, every other
// field empty, each side holding 1..15, Red to move.
func New(brown [NumBrown]Field) (*State, error) {
	s := &State{empty: allFields, left: [2]uint16{allValues, allValues}}
	for _, f := range brown {
		if f >= Fields || s.brown>>f&1 != 0 {
			return nil, fmt.Errorf("%w: %v", ErrBrown, brown)
		}
		s.brown |= 1 << f
	}
	s.empty &^= s.brown
	s.hash = s.computeHash()
	return s, nil
}

// Side is the side to move: Red after an even number of plies.
func (s *State) Side() Colour { return Colour(s.plies & 1) }

// Plies is the number of stones placed by both sides.
func (s *State) Plies() int { return int(s.plies) }

// PliesLeft is the number of moves still to come (duel.Horizon).
func (s *State) PliesLeft() int { return MaxPlies - int(s.plies) }

// Empty is the set of empty fields, one bit per field.
func (s *State) Empty() uint64 { return s.empty }

// Brown is the set of fields holding a brown stone.
func (s *State) Brown() uint64 { return s.brown }

// Stone is the stone on f: its colour and value, or value 0 for an empty
// field or a brown stone (see Brown).
func (s *State) Stone(f Field) (c Colour, value int) {
	v := s.stone[f]
	if v < 0 {
		return Blue, int(-v)
	}
	return Red, int(v)
}

// Left is the set of values side still holds, bit v for value v.
func (s *State) Left(side Colour) uint16 { return s.left[side] }

// History is the moves played so far, in order; the slice is s's own.
func (s *State) History() []Move { return s.moves[:s.plies] }

// Over reports whether the game has ended: all 30 stones placed.
func (s *State) Over() bool { return s.plies >= MaxPlies }

// Moves appends every legal move of the side to move to buf[:0], field by
// field, values ascending: each empty field with each value the mover
// still holds. It returns none once the game is over.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	if s.Over() {
		return buf
	}
	left := s.left[s.Side()]
	for e := s.empty; e != 0; e &= e - 1 {
		f := Move(bits.TrailingZeros64(e)) << 4
		for l := left; l != 0; l &= l - 1 {
			buf = append(buf, f|Move(bits.TrailingZeros16(l)))
		}
	}
	return buf
}

// Legal says why m is not a legal move now, or nil if it is.
func (s *State) Legal(m Move) error {
	f, v := m.Field(), m.Value()
	switch {
	case s.Over():
		return ErrGameOver
	case v < 1 || v > MaxValue:
		return ErrNotAStoneVal
	case f >= Fields || s.empty>>f&1 == 0:
		return ErrFieldTaken
	case s.left[s.Side()]>>v&1 == 0:
		return ErrValueUsed
	}
	return nil
}

// Play makes m after checking that it is legal; an illegal move leaves s
// as it was and returns why.
func (s *State) Play(m Move) error {
	if err := s.Legal(m); err != nil {
		return err
	}
	s.Make(m)
	return nil
}

// Make places the mover's stone of m, which must be legal.
func (s *State) Make(m Move) {
	f, v := m.Field(), m.Value()
	side := s.plies & 1
	s.empty &^= 1 << f
	sv := int8(v) * int8(1-2*int(side))
	s.stone[f] = sv
	for n := neighbours[f]; n != 0; n &= n - 1 {
		s.near[bits.TrailingZeros64(n)] += int16(sv)
	}
	s.left[side] &^= 1 << v
	s.hash ^= keys.stone[side][f][v]
	s.moves[s.plies] = m
	s.plies++
}

// Unmake takes back m, the last move made.
func (s *State) Unmake(m Move) {
	f, v := m.Field(), m.Value()
	s.plies--
	side := s.plies & 1
	s.empty |= 1 << f
	sv := int16(s.stone[f])
	for n := neighbours[f]; n != 0; n &= n - 1 {
		s.near[bits.TrailingZeros64(n)] -= sv
	}
	s.stone[f] = 0
	s.left[side] |= 1 << v
	s.hash ^= keys.stone[side][f][v]
}
