package blackhole

// Move places a stone: a field and the stone's value 1..15, packed as
// field*16 + value (the side is the side to move).
type Move uint16

// NewMove is the move that places a stone of value v on field f.
func NewMove(f Field, v int) Move { return Move(f)<<4 | Move(v) }

// Field is the field the stone goes to.
func (m Move) Field() Field { return Field(m >> 4) }

// Value is the stone's value, 1..15.
func (m Move) Value() int { return int(m & 15) }
