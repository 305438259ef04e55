package zuniq

import (
	"errors"
	"math/bits"
	"time"
)

// TimeLimit is each player's thinking time for a whole game. Decision: the
// rules page we have is cut before its time figure; 30 s a game is what
// the contest's winner plans for (see docs/rules.md).
const TimeLimit = 30 * time.Second

// Side is a player: White moves first, then Black.
type Side uint8

// The sides.
const (
	White Side = iota
	Black
)

// Other is s's opponent.
func (s Side) Other() Side { return s ^ 1 }

func (s Side) String() string { return [...]string{"White", "Black"}[s&1] }

// Move is one move: a Segment, with Call set when the mover adds '!' (a
// victory call). The moves Moves lists never call.
type Move uint8

// Call marks a move with a victory call.
const Call Move = 64

// Segment is the segment the move draws.
func (m Move) Segment() Segment { return Segment(m &^ Call) }

// Calls reports whether the move carries a victory call.
func (m Move) Calls() bool { return m&Call != 0 }

// Errors of Legal and Play.
var (
	ErrOver     = errors.New("zuniq: the game is over")
	ErrDrawn    = errors.New("zuniq: the segment is drawn already")
	ErrInZone   = errors.New("zuniq: the segment lies inside a closed zone")
	ErrSameSize = errors.New("zuniq: the segment closes a zone of a size already closed")
)

// State is a position: the segments drawn, the closed zones, the side to
// move (by the plies played), the moves played and each side's victory
// call.
//
// Each cell keeps, per side of it, whether that side's segment is still
// open (up, down, left, right: masks of cells); a flood over the open
// sides finds a cell's region, closed when no cell of it has an open side
// on the board's edge.
type State struct {
	drawn   uint64 // segments drawn
	blocked uint64 // segments around closed cells: no move there
	hash    uint64
	up      uint32 // cells whose upper segment is not drawn
	down    uint32
	left    uint32
	right   uint32
	closed  uint32 // cells in closed zones
	sizes   uint32 // bit k: a closed zone of k cells
	ply     uint8
	calls   [2]uint8 // the ply (from 1) of each side's first call; 0: none
	rules   Scoring
	history [Segments]Segment
}

// New is the start position, scored by DefaultScoring.
func New() *State { return NewScored(DefaultScoring) }

// NewScored is the start position, scored by rules.
func NewScored(rules Scoring) *State {
	return &State{up: allCells, down: allCells, left: allCells, right: allCells, rules: rules}
}

// Side is the side to move.
func (s *State) Side() Side { return Side(s.ply & 1) }

// Ply is the number of moves played.
func (s *State) Ply() int { return int(s.ply) }

// Drawn reports whether segment g is drawn.
func (s *State) Drawn(g Segment) bool { return s.drawn&(1<<g) != 0 }

// Closed is the cells in closed zones, cell (r, c) as bit 5r+c.
func (s *State) Closed() uint32 { return s.closed }

// Sizes is the sizes of the closed zones, size k as bit k.
func (s *State) Sizes() uint32 { return s.sizes }

// CallPly is the ply (from 1) at which side first called victory; 0 if
// it has not.
func (s *State) CallPly(side Side) int { return int(s.calls[side&1]) }

// open is the segments neither drawn nor around a closed cell.
func (s *State) open() uint64 { return allSegs &^ s.drawn &^ s.blocked }

// zoneIf is the zone drawing g (an open segment) would close, as a cell
// mask; 0 if none. A zone closes only when both ends of g already touch
// drawn segments (g then completes a cycle).
func (s *State) zoneIf(g Segment) uint32 {
	if s.drawn&geo.end1[g] == 0 || s.drawn&geo.end2[g] == 0 {
		return 0
	}
	up, down, left, right := s.up, s.down, s.left, s.right
	a, b := geo.a[g], geo.b[g]
	if g.Horizontal() {
		down &^= a
		up &^= b
	} else {
		right &^= a
		left &^= b
	}
	if a != 0 {
		f, closed := flood(a, up, down, left, right)
		if closed {
			return f
		}
		if f&b != 0 {
			return 0
		}
	}
	if b != 0 {
		if f, closed := flood(b, up, down, left, right); closed {
			return f
		}
	}
	return 0
}

// flood is the region of the cells f reach over open sides, and whether
// it is closed: no cell of it with an open side on the board's edge.
func flood(f, up, down, left, right uint32) (uint32, bool) {
	exits := up&row0 | down&row4 | left&col0 | right&col4
	for {
		if f&exits != 0 {
			return f, false
		}
		n := f | (f&right&^col4)<<1 | (f&left&^col0)>>1 | (f&down&^row4)<<CellSide | (f&up&^row0)>>CellSide
		if n == f {
			return f, true
		}
		f = n
	}
}

// allowed reports whether a zone z (0: none) may close now.
func (s *State) allowed(z uint32) bool {
	return z == 0 || s.sizes&(1<<bits.OnesCount32(z)) == 0
}

// Moves appends the legal moves to buf[:0]; none once the game is over.
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	for o := s.open(); o != 0; o &= o - 1 {
		g := Segment(bits.TrailingZeros64(o))
		if s.allowed(s.zoneIf(g)) {
			buf = append(buf, Move(g))
		}
	}
	return buf
}

// Over reports that the game has ended: the side to move has no move.
func (s *State) Over() bool {
	for o := s.open(); o != 0; o &= o - 1 {
		if s.allowed(s.zoneIf(Segment(bits.TrailingZeros64(o)))) {
			return false
		}
	}
	return true
}

// PliesLeft is the most plies the game can still last (duel.Horizon): the
// open segments.
func (s *State) PliesLeft() int { return bits.OnesCount64(s.open()) }

// Legal says why m may not be played now, or nil.
func (s *State) Legal(m Move) error {
	g := m.Segment()
	switch {
	case g >= Segments:
		return ErrNotAMove
	case s.Over():
		return ErrOver
	case s.drawn&(1<<g) != 0:
		return ErrDrawn
	case s.blocked&(1<<g) != 0:
		return ErrInZone
	case !s.allowed(s.zoneIf(g)):
		return ErrSameSize
	}
	return nil
}

// Play plays m if it is legal now, else returns why not and changes
// nothing.
func (s *State) Play(m Move) error {
	if err := s.Legal(m); err != nil {
		return err
	}
	s.Make(m)
	return nil
}

// Make plays m, a legal move. Only a side's first call counts.
func (s *State) Make(m Move) {
	g := m.Segment()
	s.draw(g, s.zoneIf(g))
	s.history[s.ply] = g
	s.ply++
	if m.Calls() && s.calls[s.ply&1^1] == 0 {
		s.calls[s.ply&1^1] = s.ply
		s.hash ^= keys.call[s.ply&1^1]
	}
}

// draw draws g, closing z (0: none).
func (s *State) draw(g Segment, z uint32) {
	s.drawn |= 1 << g
	s.hash ^= keys.segment[g] ^ keys.black
	a, b := geo.a[g], geo.b[g]
	if g.Horizontal() {
		s.down &^= a
		s.up &^= b
	} else {
		s.right &^= a
		s.left &^= b
	}
	if z != 0 {
		s.closed |= z
		s.sizes |= 1 << bits.OnesCount32(z)
		s.blocked |= touching(z)
		s.hash ^= deadKeys(z, s.drawn)
	}
}

// Unmake takes back m, the last move made.
func (s *State) Unmake(m Move) {
	if m.Calls() && s.calls[s.ply&1^1] == s.ply {
		s.calls[s.ply&1^1] = 0
		s.hash ^= keys.call[s.ply&1^1]
	}
	s.ply--
	s.history[s.ply] = 0
	g := m.Segment()
	a, b := geo.a[g], geo.b[g]
	if c := (a | b) & s.closed; c != 0 {
		// g closed the zone beside it: every cell next to g was open before.
		z, _ := flood(c, s.up, s.down, s.left, s.right)
		s.hash ^= deadKeys(z, s.drawn)
		s.closed &^= z
		s.sizes &^= 1 << bits.OnesCount32(z)
		s.blocked = touching(s.closed)
	}
	if g.Horizontal() {
		s.down |= a
		s.up |= b
	} else {
		s.right |= a
		s.left |= b
	}
	s.hash ^= keys.segment[g] ^ keys.black
	s.drawn &^= 1 << g
}
