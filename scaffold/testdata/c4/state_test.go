package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFourInARowWins(t *testing.T) {
	s := New()
	for _, m := range []Move{3, 3, 2, 2, 1, 1} {
		require.NoError(t, s.Play(m))
	}
	assert.False(t, s.Over())
	require.NoError(t, s.Play(0))
	assert.True(t, s.Over())
	first, second := s.Scores()
	assert.Equal(t, [2]int{2, 0}, [2]int{first, second})
	assert.ErrorIs(t, s.Play(4), ErrOver)
}

func TestPerft(t *testing.T) {
	// No column fills and no four is made before ply 7: 7^depth.
	for depth, want := range []uint64{1, 7, 49, 343, 2401, 16807, 117649} {
		assert.Equal(t, want, New().Perft(depth), "depth %d", depth)
	}
}

func TestPositionTextRoundTrips(t *testing.T) {
	s := New()
	for _, m := range []Move{3, 3, 2, 4} {
		s.Make(m)
	}
	p, err := ParsePosition(s.String())
	require.NoError(t, err)
	assert.Equal(t, s.String(), p.String())
	assert.Equal(t, s.Hash(), p.Hash())
}
