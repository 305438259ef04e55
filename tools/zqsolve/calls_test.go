package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/zuniq"
)

// TestAuditCallsTellsProvenCallsFromGuesses plays a random game to its end
// and records it twice: the winner calling on its last move (proven: the
// move ends the game), and the loser calling on its last move (lost).
func TestAuditCallsTellsProvenCallsFromGuesses(t *testing.T) {
	s := zuniq.New()
	rng := search.NewRng(3)
	var moves []zuniq.Move
	for !s.Over() {
		ms := s.Moves(nil)
		m := ms[rng.Intn(len(ms))]
		moves = append(moves, m)
		s.Make(m)
	}
	n := len(moves)
	winner := (n - 1) % 2 // the last mover wins
	line := func(caller int) []byte {
		r := record{Kind: "game", Players: []string{"white", "black"}}
		for i, m := range moves {
			text := m.String()
			if i%2 == caller && (i == n-1 || i == n-2) && (i == n-1) == (caller == winner) {
				text += "!"
			}
			r.Moves = append(r.Moves, struct {
				P int    `json:"p"`
				M string `json:"m"`
			}{i % 2, text})
		}
		b, err := json.Marshal(r)
		require.NoError(t, err)
		return append(b, '\n')
	}
	dir := t.TempDir()
	won := filepath.Join(dir, "won.jsonl")
	require.NoError(t, os.WriteFile(won, line(winner), 0o644))
	lost := filepath.Join(dir, "lost.jsonl")
	require.NoError(t, os.WriteFile(lost, line(1-winner), 0o644))

	name := []string{"white", "black"}
	a, err := auditCalls([]string{won}, name[winner], 1_000_000, 10)
	require.NoError(t, err)
	assert.Equal(t, 1, a.games)
	assert.Equal(t, 1, a.calls)
	assert.Equal(t, 0, a.bad)
	assert.Equal(t, map[int]int{n: 1}, a.turns)

	a, err = auditCalls([]string{lost}, name[1-winner], 1_000_000, 10)
	require.NoError(t, err)
	assert.Equal(t, 1, a.calls)
	assert.Equal(t, 1, a.bad, "a call by the side about to lose")
	assert.Equal(t, 0, a.points)
}
