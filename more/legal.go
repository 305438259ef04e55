package more

import (
	"errors"
	"fmt"
)

// ErrIllegal is wrapped by every error about a well-formed move that the
// rules do not allow in the position.
var ErrIllegal = errors.New("illegal move")

// Check reports whether m is a legal move for the side to move, and if not,
// why not.
func (p *Position) Check(m Move) error {
	if p.Over() {
		return fmt.Errorf("%w %v: the game is over", ErrIllegal, m)
	}
	var buf [MaxMoves]Move
	moves := p.Moves(buf[:0])
	for _, legal := range moves {
		if m == legal {
			return nil
		}
	}
	s := p.side
	switch {
	case m == Nil:
		return fmt.Errorf("%w %v: %v can still move", ErrIllegal, m, s)
	case moves[0] == Nil && p.Finished(s):
		return fmt.Errorf("%w %v: %v has finished and plays %s", ErrIllegal, m, s, NilLine)
	case moves[0] == Nil:
		return fmt.Errorf("%w %v: %v cannot move and plays %s", ErrIllegal, m, s, NilLine)
	case m.From() >= Squares || m.To() >= Squares:
		return fmt.Errorf("%w %v: off the board", ErrIllegal, m)
	case p.stones[s]&(1<<m.From()) == 0:
		return fmt.Errorf("%w %v: no %v stone on %v", ErrIllegal, m, s, m.From())
	case (p.stones[White]|p.stones[Black])&(1<<m.To()) != 0:
		return fmt.Errorf("%w %v: %v is not empty", ErrIllegal, m, m.To())
	}
	from, to := m.From(), m.To()
	for d := Direction(0); d < Directions; d++ {
		mid, ok := from.Neighbour(d)
		if !ok {
			continue
		}
		if behind, ok := mid.Neighbour(d); ok && behind == to {
			if (p.stones[White]|p.stones[Black])&(1<<mid) == 0 {
				return fmt.Errorf("%w %v: a jump needs a stone on %v", ErrIllegal, m, mid)
			}
			return fmt.Errorf("%w %v: a jump may not cross a wall", ErrIllegal, m)
		}
	}
	return fmt.Errorf("%w %v: %v is neither a step nor a jump from %v", ErrIllegal, m, to, from)
}
