package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// greedySameLine plays, from a copy of root, the first move whose result
// ranks best by rank, to the end, and returns the final score.
func greedySameLine(root *toy.SameLine, rank func(*toy.SameLine) int64) int64 {
	var l toy.SameLine
	l.CopyFrom(root)
	for {
		moves := l.Moves(nil)
		if len(moves) == 0 {
			return l.Score()
		}
		var best toy.SameLine
		for i, m := range moves {
			var c toy.SameLine
			c.CopyFrom(&l)
			c.Play(m)
			if i == 0 || rank(&c) > rank(&best) {
				best = c
			}
		}
		l = best
	}
}

func TestBeamWideEnoughFindsTheOptimum(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		root := toy.RandomSameLine(14, 3, seed)
		want := sameLineOptimum(root)
		b, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 4096})
		require.NoError(t, err)
		var r reports
		sol, err := b.Search(root, NoDeadline{}, r.report)
		require.NoError(t, err)
		assert.Equal(t, want, sol.Score, "row %s", root)
		r.check(t, root, sol)
		assert.Positive(t, b.Nodes())
	}
}

func TestBeamOfWidthOneIsGreedy(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		root := toy.RandomSameLine(30, 4, seed)
		b, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 1})
		require.NoError(t, err)
		sol, err := b.Search(root, nil, nil)
		require.NoError(t, err)
		require.True(t, sol.Found)
		assert.Equal(t, greedySameLine(root, (*toy.SameLine).Score), sol.Score, "row %s", root)
		assert.Equal(t, sol.Score, replaySameLine(t, root, sol.Moves))
	}
}

// contrarianLine ranks beam positions by the opposite of their score,
// through the BeamScorer hook.
type contrarianLine struct{ toy.SameLine }

func (c *contrarianLine) CopyFrom(src *contrarianLine) { *c = *src }
func (c *contrarianLine) BeamScore() int64             { return -c.Score() }

func TestBeamRanksByTheGamesBeamScore(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		root := toy.RandomSameLine(30, 4, seed)
		b, err := NewBeam[contrarianLine, uint8](BeamOptions{Width: 1})
		require.NoError(t, err)
		sol, err := b.Search(&contrarianLine{*root}, nil, nil)
		require.NoError(t, err)
		want := greedySameLine(root, func(l *toy.SameLine) int64 { return -l.Score() })
		assert.Equal(t, want, sol.Score, "row %s", root)
	}
}

func TestBeamWidensWhileTheDeadlineAllows(t *testing.T) {
	root := toy.RandomSameLine(24, 3, 5)
	narrow, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 1})
	require.NoError(t, err)
	one, err := narrow.Search(root, nil, nil)
	require.NoError(t, err)
	wide, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 1, MaxWidth: 1024})
	require.NoError(t, err)
	var r reports
	all, err := wide.Search(root, nil, r.report)
	require.NoError(t, err)
	r.check(t, root, all)
	assert.Equal(t, one.Score, r.scores[0], "the first pass is the greedy one")
	assert.Equal(t, sameLineOptimum(root), all.Score)
	assert.Greater(t, all.Score, one.Score)
}

func TestBeamStoppedEarlyStillCompletesALine(t *testing.T) {
	root := toy.RandomSameLine(40, 3, 3)
	b, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 64})
	require.NoError(t, err)
	var r reports
	sol, err := b.Search(root, &countdownDeadline{n: 2}, r.report)
	require.NoError(t, err)
	r.check(t, root, sol)
	assert.Len(t, r.scores, 1, "one line, the greedy completion")
}

func TestBeamOnAFinishedPuzzle(t *testing.T) {
	root, err := toy.NewSameLine([]uint8{1, 2, 1})
	require.NoError(t, err)
	b, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 3})
	require.NoError(t, err)
	sol, err := b.Search(root, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, Solution[uint8]{Found: true, Score: 0, Moves: []uint8{}}, sol)
}

func TestBeamRejectsBadInput(t *testing.T) {
	_, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 0})
	assert.ErrorIs(t, err, ErrBeamWidth)
	b, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 2})
	require.NoError(t, err)
	_, err = b.Search(nil, nil, nil)
	assert.ErrorIs(t, err, ErrNilRoot)
}

func BenchmarkBeamExpansion(b *testing.B) {
	root := toy.RandomSameLine(60, 4, 11)
	beam, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: 256})
	require.NoError(b, err)
	_, err = beam.Search(root, nil, nil) // grow the buffers once
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	nodes := int64(0)
	for i := 0; i < b.N; i++ {
		_, _ = beam.Search(root, nil, nil)
		nodes += beam.Nodes()
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(beam.Nodes()), "nodes/op")
}
