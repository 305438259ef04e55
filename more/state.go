package more

import (
	"errors"
	"fmt"
	"math/bits"
)

// Position is the state of a game of More: the walls, the stones of each
// side on bitboards, the side to move, and each side's moves and penalty
// points so far. Change it with Make and Unmake; copy it by value (the
// Board is shared and never changes).
type Position struct {
	board     *Board
	stones    [2]uint64
	side      Color
	moves     [2]uint16
	penalties [2]uint16
	hash      uint64
	cutOff    CutOff
}

// NewPosition is the start of a game on board b: White to move, under
// DefaultCutOff.
func NewPosition(b *Board) *Position {
	p := &Position{board: b, stones: StartSquares, cutOff: DefaultCutOff}
	p.hash = hashOf(p)
	return p
}

// ErrSetup is wrapped by every error about a position given by its stones.
var ErrSetup = errors.New("bad position")

// Setup is a position on board b with the given stones (a bit per square,
// four per side, none shared) and side to move, no moves made yet, under
// DefaultCutOff.
func Setup(b *Board, white, black uint64, toMove Color) (*Position, error) {
	switch {
	case b == nil:
		return nil, fmt.Errorf("%w: no board", ErrSetup)
	case white&^boardMask != 0 || black&^boardMask != 0:
		return nil, fmt.Errorf("%w: stones off the board", ErrSetup)
	case bits.OnesCount64(white) != 4 || bits.OnesCount64(black) != 4:
		return nil, fmt.Errorf("%w: %d white and %d black stones, want 4 each", ErrSetup, bits.OnesCount64(white), bits.OnesCount64(black))
	case white&black != 0:
		return nil, fmt.Errorf("%w: a white and a black stone share a square", ErrSetup)
	case toMove > Black:
		return nil, fmt.Errorf("%w: side to move %d", ErrSetup, toMove)
	}
	p := &Position{board: b, stones: [2]uint64{white, black}, side: toMove, cutOff: DefaultCutOff}
	p.hash = hashOf(p)
	return p, nil
}

// SetCutOff changes the cut-off rule the position plays under.
func (p *Position) SetCutOff(c CutOff) { p.cutOff = c }

// CutOffRule is the cut-off rule the position plays under.
func (p *Position) CutOffRule() CutOff { return p.cutOff }

// Board is the position's board.
func (p *Position) Board() *Board { return p.board }

// Stones are the squares of c's stones, a bit per square.
func (p *Position) Stones(c Color) uint64 { return p.stones[c] }

// ToMove is the side to move.
func (p *Position) ToMove() Color { return p.side }

// Moves made by c so far (Nil turns are not moves).
func (p *Position) MovesMade(c Color) int { return int(p.moves[c]) }

// Penalties are c's penalty points so far.
func (p *Position) Penalties(c Color) int { return int(p.penalties[c]) }

// Points are c's points so far: moves made plus penalty points.
func (p *Position) Points(c Color) int { return int(p.moves[c]) + int(p.penalties[c]) }

// Finished reports that c's four stones are all home.
func (p *Position) Finished(c Color) bool { return p.stones[c] == HomeSquares[c] }

// Hash is the position's Zobrist key: stones, side to move, and each side's
// move count and penalty points.
func (p *Position) Hash() uint64 { return p.hash }

// Make plays m for the side to move: m comes from Moves (or passed Check).
func (p *Position) Make(m Move) {
	s := p.side
	if m != Nil {
		from, to := m.From(), m.To()
		p.stones[s] ^= 1<<from | 1<<to
		h := p.hash ^ keys.stone[s][from] ^ keys.stone[s][to]
		n := p.moves[s]
		h ^= keys.moves[s][n&255] ^ keys.moves[s][(n+1)&255]
		p.moves[s] = n + 1
		if w := uint16(p.board.penalty[int(from)*Squares+int(to)]); w != 0 {
			n = p.penalties[s]
			h ^= keys.penalty[s][n&255] ^ keys.penalty[s][(n+w)&255]
			p.penalties[s] = n + w
		}
		p.hash = h
	}
	p.side = s ^ 1
	p.hash ^= keys.black
}

// Unmake takes back m, the last move made.
func (p *Position) Unmake(m Move) {
	s := p.side ^ 1
	p.side = s
	p.hash ^= keys.black
	if m == Nil {
		return
	}
	from, to := m.From(), m.To()
	p.stones[s] ^= 1<<from | 1<<to
	h := p.hash ^ keys.stone[s][from] ^ keys.stone[s][to]
	n := p.moves[s]
	h ^= keys.moves[s][n&255] ^ keys.moves[s][(n-1)&255]
	p.moves[s] = n - 1
	if w := uint16(p.board.penalty[int(from)*Squares+int(to)]); w != 0 {
		n = p.penalties[s]
		h ^= keys.penalty[s][n&255] ^ keys.penalty[s][(n-w)&255]
		p.penalties[s] = n - w
	}
	p.hash = h
}

// trailingSquare is the lowest square in a non-empty bitboard.
func trailingSquare(b uint64) Square { return Square(bits.TrailingZeros64(b)) }
