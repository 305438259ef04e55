package arenatest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
)

// SameGames checks that got holds the games of want, whatever the order
// each was recorded in: per index the same players, command lines, moves
// and final scores, and no fault (their times may differ).
func SameGames(t *testing.T, want, got []arena.Record) {
	t.Helper()
	byIndex := func(recs []arena.Record) []arena.Record {
		recs = slices.Clone(recs)
		slices.SortFunc(recs, func(a, b arena.Record) int { return a.Index - b.Index })
		return recs
	}
	want, got = byIndex(want), byIndex(got)
	require.Len(t, got, len(want))
	for i := range want {
		require.Equal(t, want[i].Index, got[i].Index)
		assert.Equal(t, want[i].Players, got[i].Players, "game %d", want[i].Index)
		assert.Equal(t, want[i].Commands, got[i].Commands, "game %d", want[i].Index)
		assert.Equal(t, MoveText(want[i]), MoveText(got[i]), "game %d", want[i].Index)
		assert.Equal(t, want[i].Scores, got[i].Scores, "game %d", want[i].Index)
		assert.Empty(t, got[i].Faults, "game %d", want[i].Index)
	}
}

// MoveText is a game's moves as one line: "player:move" each, the jury's
// marked with a star.
func MoveText(r arena.Record) string {
	var b strings.Builder
	for _, m := range r.Moves {
		jury := ""
		if m.Jury {
			jury = "*"
		}
		fmt.Fprintf(&b, "%d:%s%s ", m.Player, m.Line, jury)
	}
	return b.String()
}
