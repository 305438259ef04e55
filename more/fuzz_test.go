package more

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func FuzzParseBoard(f *testing.F) {
	for _, s := range []string{ExampleBoard, "", "0", ExampleBoard + "\n", "3" + ExampleBoard[1:], "222222222222222222222222222222222222222222222222222222222222"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		b, err := ParseBoard(line)
		if err != nil {
			assert.Nil(t, b)
			assert.True(t, errors.Is(err, ErrBoard))
			return
		}
		require.Equal(t, line, b.String(), "a board prints as it was read")
		p := NewPosition(b)
		assert.Equal(t, uint64(p.Count()), p.Perft(1))
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"f6f4", "a1c1", "Nil", "nil", "", "a1a1", "g1a1", "f6f44", "Quit", "Start"} {
		f.Add(s)
	}
	b, err := ParseBoard(ExampleBoard)
	require.NoError(f, err)
	start := NewPosition(b)
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			assert.True(t, errors.Is(err, ErrMove))
			return
		}
		require.Equal(t, s, m.String(), "a move prints as it was read")
		p := *start
		legal := false
		for _, l := range p.Moves(nil) {
			legal = legal || l == m
		}
		if err := p.Check(m); legal {
			assert.NoError(t, err)
		} else {
			assert.True(t, errors.Is(err, ErrIllegal))
		}
	})
}
