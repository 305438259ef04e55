package toy

import (
	"errors"
	"strconv"
)

// SameLineMax is the longest row a SameLine holds.
const SameLineMax = 64

// SameLineClearBonus is what emptying the whole row adds to the score.
const SameLineClearBonus = 100

// SameLine is one-row SameGame, a single-player toy puzzle: the row holds
// coloured cells (colours 1..255); a move removes a group, a maximal run of
// two or more cells of one colour, named by the index of its first cell. The
// cells to its right close the gap, so the runs on either side may merge.
// Removing k cells scores (k-2)^2; emptying the row adds SameLineClearBonus.
// The puzzle is over when no group is left.
type SameLine struct {
	cells [SameLineMax]uint8
	n     int
	score int64
}

// Errors NewSameLine returns.
var (
	ErrSameLineTooLong = errors.New("toy: SameLine row longer than SameLineMax")
	ErrSameLineColour  = errors.New("toy: SameLine colour 0 is not a colour")
)

// NewSameLine sets up a row with the given colours, left to right.
func NewSameLine(colours []uint8) (*SameLine, error) {
	if len(colours) > SameLineMax {
		return nil, ErrSameLineTooLong
	}
	l := &SameLine{n: len(colours)}
	for i, c := range colours {
		if c == 0 {
			return nil, ErrSameLineColour
		}
		l.cells[i] = c
	}
	return l, nil
}

// RandomSameLine is a row of n cells (capped at SameLineMax) with colours
// drawn uniformly from 1..colours by a generator seeded with seed.
func RandomSameLine(n, colours int, seed uint64) *SameLine {
	n = min(max(n, 0), SameLineMax)
	colours = min(max(colours, 1), 255)
	l := &SameLine{n: n}
	for i := 0; i < n; i++ {
		l.cells[i] = uint8(1 + splitmix64(&seed)%uint64(colours))
	}
	return l
}

// Moves lists the first cell of every group.
func (l *SameLine) Moves(buf []uint8) []uint8 {
	buf = buf[:0]
	for i := 0; i < l.n; {
		j := l.runEnd(i)
		if j-i >= 2 {
			buf = append(buf, uint8(i))
		}
		i = j
	}
	return buf
}

// runEnd is the index just past the run of equal colours starting at i.
func (l *SameLine) runEnd(i int) int {
	j := i + 1
	for j < l.n && l.cells[j] == l.cells[i] {
		j++
	}
	return j
}

// Play removes the group whose first cell is m.
func (l *SameLine) Play(m uint8) {
	i := int(m)
	j := l.runEnd(i)
	k := j - i
	copy(l.cells[i:], l.cells[j:l.n])
	l.n -= k
	l.score += int64((k - 2) * (k - 2))
	if l.n == 0 {
		l.score += SameLineClearBonus
	}
}

// Score is the score so far, the clearing bonus included once earned.
func (l *SameLine) Score() int64 { return l.score }

// Code names a move by its colour and first cell, for NRPA's policy.
func (l *SameLine) Code(m uint8) uint32 { return uint32(l.cells[m])<<8 | uint32(m) }

// CopyFrom makes l a copy of src.
func (l *SameLine) CopyFrom(src *SameLine) { *l = *src }

// Len is the number of cells left.
func (l *SameLine) Len() int { return l.n }

// String shows the row as colour digits, e.g. "1122".
func (l *SameLine) String() string {
	b := make([]byte, 0, l.n)
	for _, c := range l.cells[:l.n] {
		b = strconv.AppendUint(b, uint64(c), 10)
	}
	return string(b)
}
