package toy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSameLinePlaysAsTheRulesSay(t *testing.T) {
	tests := []struct {
		name      string
		row       []uint8
		moves     []uint8 // played in order
		wantRow   string
		wantScore int64
		wantNext  []uint8 // moves left afterwards
	}{
		{"no group", []uint8{1, 2, 1}, nil, "121", 0, []uint8{}},
		{"pairs only", []uint8{1, 1, 2, 2}, nil, "1122", 0, []uint8{0, 2}},
		{"pair scores zero", []uint8{1, 1, 2}, []uint8{0}, "2", 0, []uint8{}},
		{"runs merge", []uint8{1, 1, 2, 2, 1}, []uint8{2}, "111", 0, []uint8{0}},
		{"merge then clear", []uint8{1, 1, 2, 2, 1}, []uint8{2, 0}, "", 1 + SameLineClearBonus, []uint8{}},
		{"five of a kind", []uint8{3, 3, 3, 3, 3, 2}, []uint8{0}, "2", 9, []uint8{}},
		{"clear in two", []uint8{2, 2, 2, 1, 1, 1, 1}, []uint8{3, 0}, "", 4 + 1 + SameLineClearBonus, []uint8{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := NewSameLine(tc.row)
			require.NoError(t, err)
			for _, m := range tc.moves {
				require.Contains(t, l.Moves(nil), m)
				l.Play(m)
			}
			assert.Equal(t, tc.wantRow, l.String())
			assert.Equal(t, tc.wantScore, l.Score())
			assert.Equal(t, tc.wantNext, l.Moves(make([]uint8, 0, 8)))
			assert.Equal(t, len(tc.wantRow), l.Len())
		})
	}
}

func TestSameLineRejectsBadRows(t *testing.T) {
	_, err := NewSameLine(make([]uint8, SameLineMax+1))
	assert.ErrorIs(t, err, ErrSameLineTooLong)
	_, err = NewSameLine([]uint8{1, 0, 1})
	assert.ErrorIs(t, err, ErrSameLineColour)
}

func TestSameLineCodeAndCopy(t *testing.T) {
	l, err := NewSameLine([]uint8{1, 1, 2, 2})
	require.NoError(t, err)
	assert.Equal(t, uint32(1<<8), l.Code(0), "colour 1, cell 0")
	assert.Equal(t, uint32(2<<8|2), l.Code(2))
	var c SameLine
	c.CopyFrom(l)
	c.Play(0)
	assert.Equal(t, "1122", l.String())
	assert.Equal(t, "22", c.String())
}

func TestRandomSameLineIsSeededAndInRange(t *testing.T) {
	a, b := RandomSameLine(30, 3, 7), RandomSameLine(30, 3, 7)
	assert.Equal(t, a.String(), b.String())
	assert.NotEqual(t, a.String(), RandomSameLine(30, 3, 8).String())
	require.Equal(t, 30, a.Len())
	for _, c := range a.cells[:a.n] {
		assert.True(t, c >= 1 && c <= 3)
	}
	assert.Equal(t, SameLineMax, RandomSameLine(1000, 3, 1).Len())
}

func TestSameLineTabuAvoidsTheCommonestColour(t *testing.T) {
	// Colour 1 has the most cells: its groups are tabu while others exist.
	l, err := NewSameLine([]uint8{1, 1, 2, 2, 1, 1, 1, 3, 3})
	require.NoError(t, err)
	tb := SameLineTabu{*l}
	moves := tb.Moves(nil)
	require.Equal(t, []uint8{0, 2, 4, 7}, moves)
	for r := uint64(0); r < 10; r++ {
		i := tb.PlayoutMove(moves, r)
		require.Less(t, i, len(moves))
		assert.NotEqual(t, uint8(1), tb.cells[moves[i]], "r=%d", r)
	}
	// Only tabu moves left: one of them is played.
	only, err := NewSameLine([]uint8{1, 1, 2, 1, 1, 1})
	require.NoError(t, err)
	to := SameLineTabu{*only}
	m := to.Moves(nil)
	require.Equal(t, []uint8{0, 3}, m)
	assert.Equal(t, 1, to.PlayoutMove(m, 1))
	var c SameLineTabu
	c.CopyFrom(&tb)
	assert.Equal(t, tb.String(), c.String())
}
