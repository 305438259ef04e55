package more

// Move is a move as from<<6 | to, or Nil. The zero Move (a1a1) is never a
// legal move, so a search may use it as "no move".
type Move uint16

// Nil is the turn of a side that does not move: one that has finished, or
// (our decision, see NilLine) one whose stones cannot move at all.
const Nil Move = 0xfff

// NilLine is how Nil is written: the judge sends it to a side whose
// opponent did not move. Decision: a side that cannot move at all answers
// the line it is sent with NilLine too, so every line still gets one answer.
const NilLine = "Nil"

// MaxMoves bounds the number of legal moves in a position: each of four
// stones either steps or jumps in each of four directions.
const MaxMoves = 16

// MoveOf is the move from -> to.
func MoveOf(from, to Square) Move { return Move(from)<<6 | Move(to) }

// From is the square the move leaves (meaningless for Nil).
func (m Move) From() Square { return Square(m >> 6 & 63) }

// To is the square the move reaches (meaningless for Nil).
func (m Move) To() Square { return Square(m & 63) }
