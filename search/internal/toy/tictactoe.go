package toy

import "math/bits"

// TicTacToe is tic-tac-toe on squares 0..8 (row by row); X moves first.
// A move is the square number.
type TicTacToe struct {
	marks [2]uint16 // marks[side] is a bit per square; side 0 is X
	side  int       // side to move
	hash  uint64
}

// TicTacToeAfter is the position after moves from the empty board.
func TicTacToeAfter(moves ...uint8) *TicTacToe {
	var g TicTacToe
	for _, m := range moves {
		g.Make(m)
	}
	return &g
}

var tttKeys = newTTTKeys()

func newTTTKeys() (k [2][9]uint64) {
	seed := uint64(9)
	for s := range k {
		for q := range k[s] {
			k[s][q] = splitmix64(&seed)
		}
	}
	return k
}

const tttSideKey = 0x5bd1e9955bd1e995

var tttLines = [8]uint16{0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124}

// Moves lists the empty squares.
func (t *TicTacToe) Moves(buf []uint8) []uint8 {
	buf = buf[:0]
	full := t.marks[0] | t.marks[1]
	for q := uint8(0); q < 9; q++ {
		if full&(1<<q) == 0 {
			buf = append(buf, q)
		}
	}
	return buf
}

// Make marks square m for the side to move.
func (t *TicTacToe) Make(m uint8) {
	t.marks[t.side] |= 1 << m
	t.hash ^= tttKeys[t.side][m] ^ tttSideKey
	t.side ^= 1
}

// Unmake clears square m, the last one marked.
func (t *TicTacToe) Unmake(m uint8) {
	t.side ^= 1
	t.marks[t.side] &^= 1 << m
	t.hash ^= tttKeys[t.side][m] ^ tttSideKey
}

// Hash is the Zobrist key of the position.
func (t *TicTacToe) Hash() uint64 { return t.hash }

// Eval is 0: tic-tac-toe has no useful static evaluation.
func (t *TicTacToe) Eval() int32 { return 0 }

// Terminal: the side that just moved may have made a line (a loss for the
// side to move), or the board may be full (a draw).
func (t *TicTacToe) Terminal() (bool, int32) {
	last := t.marks[t.side^1]
	for _, l := range tttLines {
		if last&l == l {
			return true, -Win
		}
	}
	if t.marks[0]|t.marks[1] == 0777 {
		return true, 0
	}
	return false, 0
}

// Side is the side to move: 0 for X, 1 for O.
func (t *TicTacToe) Side() int { return t.side }

// PliesLeft is the empty squares: the game lasts at most that long.
func (t *TicTacToe) PliesLeft() int { return 9 - bits.OnesCount16(t.marks[0]|t.marks[1]) }

// ActionKeys: a square for each side.
func (t *TicTacToe) ActionKeys() int { return 18 }

// ActionKey is square m for the side to move: a mark counts for its side
// only (RAVE).
func (t *TicTacToe) ActionKey(m uint8) int { return int(m) + 9*t.side }
