package zuniq

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/duel"
)

// solve is a plain negamax over the move lists, its memo keyed by the
// drawn segments (which fix the side to move and the zones): whether the
// side to move wins.
func solve(s *State, memo map[uint64]bool) bool {
	if v, ok := memo[s.drawn]; ok {
		return v
	}
	win := false
	for _, m := range s.Moves(nil) {
		s.Make(m)
		lost := !solve(s, memo)
		s.Unmake(m)
		if lost {
			win = true
			break
		}
	}
	memo[s.drawn] = win
	return win
}

// A game against zuniq-ai (the second 20-game match, game 15): ours, Black,
// played the winning C3v with its call at ply 32, then at ply 34 its
// alpha-beta, its table holding the search of ply 32, took a won position
// for lost and played a losing move: the hash had left out the edge
// segments around closed zones, so a closed zone and the same zone open
// shared their entries.
func TestExactSearchKeepsAProvenWin(t *testing.T) {
	s, err := ParsePosition("C5h C6v A5v A2h B5v D6v E2h C4v E1h D3h E3v B3v A3v F3h B2h B1v B1h A1v E5v A1h " +
		"D1h D4h D5v E5h A5h C1h E1v B4v C4h A4h C2v")
	require.NoError(t, err)
	ab, err := duel.New[State, Move](s, duel.Options{Kind: duel.AlphaBeta, Seed: 1, MaxDepth: 6, TTEntries: 1 << 16})
	require.NoError(t, err)
	ab.Choose(nil)
	require.NoError(t, s.Play(mv(t, "C3v")))
	require.NoError(t, s.Play(mv(t, "D2v")))
	require.True(t, solve(s, map[uint64]bool{}), "the side to move wins")
	th := ab.Choose(nil)
	if th.Exact {
		assert.Positive(t, th.Value, "%v", th)
	}
	s.Make(th.Move)
	assert.False(t, solve(s, map[uint64]bool{}), "%v wins", th.Move)
}
