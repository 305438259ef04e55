package invers

import (
	"errors"
	"math/bits"
)

// position is everything an Invers position is: small enough that Make
// saves a copy of it and Unmake puts the copy back.
type position struct {
	yellow   uint64    // squares holding a yellow tile (the rest hold red)
	inverted uint64    // squares whose tile lies inverted
	held     [2]Colour // the colour of the tile each side holds
	plain    [2]uint8  // each colour's plain tiles on the board
	side     Colour    // the side to move
	plies    uint8     // moves played by both sides together
}

// State is an Invers game in progress, changed in place by Make and
// restored by Unmake (copy-make: each push saves the 24-byte position it
// replaces). The zero value is not a game: use New or ParsePosition.
type State struct {
	position
	undo [MaxPlies]position
}

// New is the start: the checkerboard of plain tiles (StartColour), each
// side holding a tile of its own colour, Yellow to move.
func New() *State {
	s := &State{}
	for sq := Square(0); sq < Squares; sq++ {
		if StartColour(sq) == Yellow {
			s.yellow |= 1 << sq
		}
	}
	s.held = [2]Colour{Yellow, Red}
	s.plain = [2]uint8{TilesPerColour, TilesPerColour}
	return s
}

// CopyFrom makes s a copy of src, history included, so that Unmake works
// on s as it would on src.
func (s *State) CopyFrom(src *State) {
	s.position = src.position
	copy(s.undo[:src.plies], src.undo[:src.plies])
}

// Side is the side to move.
func (s *State) Side() Colour { return s.side }

// Plies is the number of moves both sides have made together.
func (s *State) Plies() int { return int(s.plies) }

// PliesLeft is the most plies the game can still last (duel.Horizon):
// alpha-beta starts no iteration deeper.
func (s *State) PliesLeft() int { return MaxPlies - int(s.plies) }

// Held is the colour of the tile side holds, the one it pushes in next.
func (s *State) Held(side Colour) Colour { return s.held[side] }

// Plain is the number of side's plain (never inverted) tiles on the board.
func (s *State) Plain(side Colour) int { return int(s.plain[side]) }

// Tile is the tile on square sq: its colour and whether it lies inverted.
func (s *State) Tile(sq Square) (c Colour, inverted bool) {
	return Colour(^s.yellow>>sq) & 1, s.inverted>>sq&1 != 0
}

// colourBits is the set of squares holding a tile of colour c.
func (p *position) colourBits(c Colour) uint64 {
	return p.yellow ^ -uint64(c)&boardMask
}

// blocked is the set of squares whose tile the side to move may not push
// off: the opponent's inverted tiles.
func (p *position) blocked() uint64 {
	return p.colourBits(p.side.Other()) & p.inverted
}

// edges are the squares a push can push off: the border, rows 1 and 6 and
// columns 1 and 6 (each push's far square; a corner is two pushes' far).
const edges = uint64(0xfe186187f)

// stuck reports that the side to move has no legal push: every border
// square holds an inverted tile of the opponent.
func (p *position) stuck() bool { return edges&^p.blocked() == 0 }

// Moves appends the legal pushes of the side to move, in letter order, to
// buf[:0]: every push except those that would push off an inverted tile of
// the opponent. It returns none once the game is over.
func (s *State) Moves(buf []Push) []Push {
	buf = buf[:0]
	// Over, but a side with no legal push has none to list anyway.
	if s.plain[Yellow] == 0 || s.plain[Red] == 0 || s.plies >= MaxPlies {
		return buf
	}
	for free := pushesFree(s.blocked()); free != 0; free &= free - 1 {
		buf = append(buf, Push(bits.TrailingZeros32(free)))
	}
	return buf
}

// Errors of Legal and Play.
var (
	ErrGameOver          = errors.New("invers: the game is over")
	ErrBadPush           = errors.New("invers: no such push")
	ErrPushesOffInverted = errors.New("invers: the push would push off an inverted tile of the opponent")
)

// Legal says why p is not a legal push now, or nil if it is.
func (s *State) Legal(p Push) error {
	switch {
	case p >= Pushes:
		return ErrBadPush
	case s.Over():
		return ErrGameOver
	case s.blocked()&geometryOf(p).far != 0:
		return ErrPushesOffInverted
	}
	return nil
}

// Play makes p after checking it is legal; an illegal push leaves s as it
// was and returns why.
func (s *State) Play(p Push) error {
	if err := s.Legal(p); err != nil {
		return err
	}
	s.Make(p)
	return nil
}

// Make plays p, which must be legal: the line moves one square, the held
// tile comes in inverted at the entry, and the tile pushed off the far end
// is what the mover holds next.
func (s *State) Make(p Push) {
	s.undo[s.plies] = s.position
	g := geometryOf(p)
	y, v, side := s.yellow, s.inverted, s.side&1
	// The tile that falls off: its colour, and whether it was plain.
	off := Colour(^y>>(g.farSq&63)) & 1
	s.plain[off] -= uint8(^v>>(g.farSq&63)) & 1
	in := -uint64(s.held[side]^1) & g.entry // the held tile's square if it is yellow
	s.yellow = y&^g.mask | bits.RotateLeft64(y&g.body, int(g.turn)) | in
	s.inverted = v&^g.mask | bits.RotateLeft64(v&g.body, int(g.turn)) | g.entry
	s.held[side] = off
	s.side = side ^ 1
	s.plies++
}

// Unmake takes back p, the last push made.
func (s *State) Unmake(Push) {
	s.position = s.undo[s.plies-1]
}

// plainCount counts colour c's plain tiles from the board itself (what
// the plain counters keep up to date).
func (p *position) plainCount(c Colour) int {
	return bits.OnesCount64(p.colourBits(c) &^ p.inverted)
}
