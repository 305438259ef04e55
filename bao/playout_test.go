package bao

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPlayoutMoveTakesTheBiggestCapture(t *testing.T) {
	// E's stone ends in F and captures G's 9; A's ends in B, capturing K's 1.
	s, err := ParsePosition("1 0 0 0 1 0 9 4 4 4 1 4 / 10 10 / W 0")
	require.NoError(t, err)
	before := s.String()
	moves := s.Moves(nil)
	require.Equal(t, []Pit{0, 4}, moves)
	for r := uint64(0); r < uint64(captureOdds); r += 7 {
		assert.Equal(t, 1, s.PlayoutMove(moves, r|uint64(r)<<32), "r %d", r)
	}
	assert.Equal(t, before, s.String(), "the position is left as it was")
	// Beyond captureOdds the move is random: A with r's high half even.
	assert.Equal(t, 0, s.PlayoutMove(moves, 0xff))
	assert.Equal(t, 1, s.PlayoutMove(moves, 0xff|1<<32))
}

func TestPlayoutMoveIsRandomWithoutCaptures(t *testing.T) {
	// E's last stone and F's both end in G, on Black's side: no capture.
	s, err := ParsePosition("0 0 0 0 2 1 0 0 0 0 0 1 / 22 22 / W 0")
	require.NoError(t, err)
	moves := s.Moves(nil)
	require.Equal(t, []Pit{4, 5}, moves)
	assert.Equal(t, 0, s.PlayoutMove(moves, 0))
	assert.Equal(t, 1, s.PlayoutMove(moves, 1<<32))
	assert.Equal(t, 0, s.PlayoutMove(moves, 2<<32))
}
