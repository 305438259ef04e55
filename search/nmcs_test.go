package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNMCSReachesTheOptimumOfSmallRows(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		root := toy.RandomSameLine(14, 3, seed)
		want := sameLineOptimum(root)
		n, err := NewNMCS[toy.SameLine, uint8](NMCSOptions{Level: 2, Runs: 1, Seed: seed})
		require.NoError(t, err)
		var r reports
		sol, err := n.Search(root, NoDeadline{}, r.report)
		require.NoError(t, err)
		assert.Equal(t, want, sol.Score, "row %s", root)
		r.check(t, root, sol)
	}
}

func TestNMCSLevelTwoBeatsLevelOneOnAverage(t *testing.T) {
	const rows = 12
	var sum [3]int64
	for seed := uint64(1); seed <= rows; seed++ {
		root := toy.RandomSameLine(64, 3, 100+seed)
		for level := 1; level <= 2; level++ {
			n, err := NewNMCS[toy.SameLine, uint8](NMCSOptions{Level: level, Runs: 1, Seed: seed})
			require.NoError(t, err)
			sol, err := n.Search(root, nil, nil)
			require.NoError(t, err)
			require.Equal(t, sol.Score, replaySameLine(t, root, sol.Moves))
			sum[level] += sol.Score
		}
	}
	t.Logf("mean score over %d rows: level 1 %.2f, level 2 %.2f",
		rows, float64(sum[1])/rows, float64(sum[2])/rows)
	// Fixed seeds: level 2 clears rows level 1 does not, by more than 10 points a row.
	assert.Greater(t, sum[2]-sum[1], int64(rows*10))
}

// firstMoveLine is a SameLine whose playouts always play the first move.
type firstMoveLine struct{ toy.SameLine }

func (f *firstMoveLine) CopyFrom(src *firstMoveLine)     { *f = *src }
func (f *firstMoveLine) PlayoutMove([]uint8, uint64) int { return 0 }

func TestNMCSPlayoutsFollowTheGamesPolicy(t *testing.T) {
	root := toy.RandomSameLine(30, 3, 9)
	// The first playout follows the first move with first moves to the end.
	var line []uint8
	l := *root
	for moves := l.Moves(nil); len(moves) > 0; moves = l.Moves(nil) {
		line = append(line, moves[0])
		l.Play(moves[0])
	}
	n, err := NewNMCS[firstMoveLine, uint8](NMCSOptions{Level: 1, Runs: 1, Seed: 1})
	require.NoError(t, err)
	var r reports
	_, err = n.Search(&firstMoveLine{*root}, nil, r.report)
	require.NoError(t, err)
	require.NotEmpty(t, r.lines)
	assert.Equal(t, line, r.lines[0])
	assert.Equal(t, l.Score(), r.scores[0])
}

func TestNMCSIsSeeded(t *testing.T) {
	root := toy.RandomSameLine(40, 4, 2)
	var got [2]Solution[uint8]
	for i := range got {
		n, err := NewNMCS[toy.SameLine, uint8](NMCSOptions{Level: 1, Runs: 2, Seed: 77})
		require.NoError(t, err)
		got[i], err = n.Search(root, nil, nil)
		require.NoError(t, err)
	}
	assert.Equal(t, got[0], got[1])
}

func TestNMCSStopsAtTheDeadline(t *testing.T) {
	root := toy.RandomSameLine(50, 4, 4)
	n, err := NewNMCS[toy.SameLine, uint8](NMCSOptions{Level: 3, Seed: 1})
	require.NoError(t, err)
	var r reports
	// Runs 0 would go on for ever: the deadline stops it at its 3rd check.
	sol, err := n.Search(root, &countdownDeadline{n: 2}, r.report)
	require.NoError(t, err)
	r.check(t, root, sol)
	assert.Equal(t, int64(3*stopEveryPlayouts), n.Playouts())
}

func TestNMCSOnAFinishedPuzzle(t *testing.T) {
	root, err := toy.NewSameLine([]uint8{1, 2, 1})
	require.NoError(t, err)
	n, err := NewNMCS[toy.SameLine, uint8](NMCSOptions{Level: 2, Runs: 1})
	require.NoError(t, err)
	sol, err := n.Search(root, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, Solution[uint8]{Found: true, Score: 0, Moves: []uint8{}}, sol)
	assert.Zero(t, n.Playouts())
}

func TestNMCSRejectsBadInput(t *testing.T) {
	_, err := NewNMCS[toy.SameLine, uint8](NMCSOptions{Level: 0})
	assert.ErrorIs(t, err, ErrNMCSLevel)
	n, err := NewNMCS[toy.SameLine, uint8](NMCSOptions{Level: 1})
	require.NoError(t, err)
	_, err = n.Search(nil, nil, nil)
	assert.ErrorIs(t, err, ErrNilRoot)
}

func BenchmarkNMCSPlayouts(b *testing.B) {
	root := toy.RandomSameLine(60, 4, 11)
	n, err := NewNMCS[toy.SameLine, uint8](NMCSOptions{Level: 1, Runs: 1, Seed: 1})
	require.NoError(b, err)
	_, err = n.Search(root, nil, nil) // grow the buffers once
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	playouts := int64(0)
	for i := 0; i < b.N; i++ {
		_, _ = n.Search(root, nil, nil)
		playouts += n.Playouts()
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(n.Playouts()), "playouts/op")
}

func BenchmarkNMCSTabuPlayouts(b *testing.B) {
	root := &toy.SameLineTabu{SameLine: *toy.RandomSameLine(60, 4, 11)}
	n, err := NewNMCS[toy.SameLineTabu, uint8](NMCSOptions{Level: 1, Runs: 1, Seed: 1})
	require.NoError(b, err)
	_, err = n.Search(root, nil, nil)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	playouts := int64(0)
	for i := 0; i < b.N; i++ {
		_, _ = n.Search(root, nil, nil)
		playouts += n.Playouts()
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
}
