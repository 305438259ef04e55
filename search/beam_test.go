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

// hashedLine is a SameLine whose beam merges equal rows, through the
// PuzzleHasher hook: the rest of the game depends on the row only.
type hashedLine struct{ toy.SameLine }

func (h *hashedLine) CopyFrom(src *hashedLine) { *h = *src }
func (h *hashedLine) Hash() uint64 {
	x := uint64(14695981039346656037) // FNV-1a over the row
	for _, c := range h.String() {
		x = (x ^ uint64(c)) * 1099511628211
	}
	return x
}

// widestLayer is the most distinct rows reachable from root in exactly d
// moves, over all d.
func widestLayer(root *toy.SameLine) int {
	layer := map[string]toy.SameLine{root.String(): *root}
	widest := 1
	for len(layer) > 0 {
		next := map[string]toy.SameLine{}
		for _, l := range layer {
			for _, m := range l.Moves(nil) {
				c := l
				c.Play(m)
				next[c.String()] = c
			}
		}
		widest = max(widest, len(next))
		layer = next
	}
	return widest
}

func TestBeamMergingTranspositionsIsExactAtTheWidestLayer(t *testing.T) {
	// Keeping the best score per distinct row at each depth is an exact
	// dynamic program, so a merging beam as wide as the widest layer finds
	// the optimum; without merging the same width may not.
	short := 0
	for seed := uint64(1); seed <= 10; seed++ {
		root := toy.RandomSameLine(18, 3, 40+seed)
		want := sameLineOptimum(root)
		width := widestLayer(root)
		merging, err := NewBeam[hashedLine, uint8](BeamOptions{Width: width})
		require.NoError(t, err)
		sol, err := merging.Search(&hashedLine{*root}, nil, nil)
		require.NoError(t, err)
		assert.Equal(t, want, sol.Score, "row %s width %d", root, width)
		assert.Equal(t, sol.Score, replaySameLine(t, root, sol.Moves))

		plain, err := NewBeam[toy.SameLine, uint8](BeamOptions{Width: width})
		require.NoError(t, err)
		p, err := plain.Search(root, nil, nil)
		require.NoError(t, err)
		if p.Score < want {
			short++
		}
	}
	t.Logf("without merging, %d of 10 rows fall short at the same width", short)
	assert.Positive(t, short)
}

func TestBeamMergingSurvivesManyEvictions(t *testing.T) {
	// A narrow merging beam on long rows evicts and re-fills slots often,
	// rebuilding its table of hashes; its lines must stay valid.
	for seed := uint64(1); seed <= 6; seed++ {
		root := toy.RandomSameLine(64, 3, seed)
		for _, width := range []int{1, 3} {
			b, err := NewBeam[hashedLine, uint8](BeamOptions{Width: width})
			require.NoError(t, err)
			var r reports
			sol, err := b.Search(&hashedLine{*root}, nil, r.report)
			require.NoError(t, err)
			r.check(t, root, sol)
			if width == 1 {
				// One position per layer has no twin but itself: greedy.
				assert.Equal(t, greedySameLine(root, (*toy.SameLine).Score), sol.Score)
			}
		}
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
