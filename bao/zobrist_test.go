package bao

import (
	"botcup/search"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHashIsTheZobristKey checks Hash against the plain definition: the
// keys drawn from splitmix64 in the order pit by pit and count by count,
// White's captured stones, moves played, Black to move, and the key of a
// position the XOR of its parts. (The bench's node counts depend on these
// exact keys through the transposition table.)
func TestHashIsTheZobristKey(t *testing.T) {
	seed := uint64(0xba0)
	var pit [Pits][Stones + 1]uint64
	var store [Stones + 1]uint64
	var moves [MaxMoves + 1]uint64
	for p := range pit {
		for c := range pit[p] {
			pit[p][c] = search.SplitMix64(&seed)
		}
	}
	for c := range store {
		store[c] = search.SplitMix64(&seed)
	}
	for m := range moves {
		moves[m] = search.SplitMix64(&seed)
	}
	black := search.SplitMix64(&seed)
	r := rng(11)
	for i := 0; i < 2000; i++ {
		s := randomPosition(&r)
		want := store[s.store[White]] ^ moves[s.moves]
		for p, c := range s.pits {
			want ^= pit[p][c]
		}
		if s.side == Black {
			want ^= black
		}
		require.Equal(t, want, s.Hash(), s.String())
	}
	// The start position's key, as Hash gave it before it was unrolled.
	require.Equal(t, uint64(0x18b1dcf5399693f7), New().Hash())
}
