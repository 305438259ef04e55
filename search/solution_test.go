package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sameLineOptimum is the best final score reachable from l, by exhaustive
// search memoised on the row: the yardstick for the single-player engines.
func sameLineOptimum(l *toy.SameLine) int64 {
	memo := map[string]int64{}
	var best func(l *toy.SameLine) int64 // the best gain still to come
	best = func(l *toy.SameLine) int64 {
		key := l.String()
		if v, ok := memo[key]; ok {
			return v
		}
		v := int64(0)
		for _, m := range l.Moves(nil) {
			var c toy.SameLine
			c.CopyFrom(l)
			c.Play(m)
			v = max(v, c.Score()-l.Score()+best(&c))
		}
		memo[key] = v
		return v
	}
	return l.Score() + best(l)
}

// replaySameLine plays moves from a copy of root, failing the test on an
// illegal move or an incomplete line, and returns the final score.
func replaySameLine(t *testing.T, root *toy.SameLine, moves []uint8) int64 {
	t.Helper()
	var l toy.SameLine
	l.CopyFrom(root)
	for i, m := range moves {
		require.Contains(t, l.Moves(nil), m, "move %d of %v is illegal", i, moves)
		l.Play(m)
	}
	require.Empty(t, l.Moves(nil), "line %v is not complete", moves)
	return l.Score()
}

// reports collects what a single-player search reports.
type reports struct {
	scores []int64
	lines  [][]uint8
}

func (r *reports) report(score int64, moves []uint8) {
	r.scores = append(r.scores, score)
	r.lines = append(r.lines, append([]uint8(nil), moves...))
}

// check asserts the reports improve strictly, are all replayable with the
// scores claimed, and end with the returned solution.
func (r *reports) check(t *testing.T, root *toy.SameLine, sol Solution[uint8]) {
	t.Helper()
	require.NotEmpty(t, r.scores)
	for i := range r.scores {
		assert.Equal(t, r.scores[i], replaySameLine(t, root, r.lines[i]))
		if i > 0 {
			assert.Greater(t, r.scores[i], r.scores[i-1])
		}
	}
	require.True(t, sol.Found)
	assert.Equal(t, r.scores[len(r.scores)-1], sol.Score)
	assert.Equal(t, r.lines[len(r.lines)-1], sol.Moves)
}

// countdownDeadline stops a search at its n-th Stop call and allows no new
// iteration once stopped.
type countdownDeadline struct{ n int }

func (d *countdownDeadline) Stop() bool {
	d.n--
	return d.n < 0
}

func (d *countdownDeadline) NewIteration() bool { return d.n > 0 }

func TestSameLineOptimumOfKnownRows(t *testing.T) {
	tests := []struct {
		row  []uint8
		want int64
	}{
		{[]uint8{1, 2, 1}, 0},
		{[]uint8{1, 1, 2, 2, 1}, 1 + toy.SameLineClearBonus},
		// Removing the 2s first merges five 1s: 9 plus the bonus.
		{[]uint8{1, 1, 2, 2, 1, 1, 1}, 9 + toy.SameLineClearBonus},
		// Inside out: the four 3s (4), then the 2s and the 1s (0 each).
		{[]uint8{1, 2, 3, 3, 3, 3, 2, 1}, 4 + toy.SameLineClearBonus},
		{[]uint8{1, 2, 3, 3, 3, 3, 1, 2}, 4},
	}
	for _, tc := range tests {
		l, err := toy.NewSameLine(tc.row)
		require.NoError(t, err)
		assert.Equal(t, tc.want, sameLineOptimum(l), "row %v", tc.row)
	}
}

func TestPickMoveFollowsThePolicy(t *testing.T) {
	rng := NewRng(1)
	moves := []uint8{5, 6, 7}
	for i := 0; i < 50; i++ {
		assert.Less(t, pickMove[uint8](nil, moves, rng), 3)
	}
	l, err := toy.NewSameLine([]uint8{1, 1, 2, 2, 1, 1, 1, 3, 3})
	require.NoError(t, err)
	tabu := &toy.SameLineTabu{SameLine: *l}
	got := tabu.Moves(nil)
	for i := 0; i < 50; i++ {
		m := got[pickMove[uint8](tabu, got, rng)]
		assert.True(t, m == 2 || m == 7, "tabu colour played at %d", m)
	}
	assert.Equal(t, 0, pickMove[uint8](badPolicy{}, moves, rng))
}

// badPolicy returns an index out of range, which counts as 0.
type badPolicy struct{}

func (badPolicy) PlayoutMove(moves []uint8, r uint64) int { return len(moves) + 3 }
