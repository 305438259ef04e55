package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNRPAReachesTheOptimumOfSmallRows(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		root := toy.RandomSameLine(14, 3, seed)
		want := sameLineOptimum(root)
		n, err := NewNRPA[toy.SameLine, uint8](NRPAOptions{Level: 2, Iterations: 30, Runs: 1, Seed: seed})
		require.NoError(t, err)
		var r reports
		sol, err := n.Search(root, NoDeadline{}, r.report)
		require.NoError(t, err)
		assert.Equal(t, want, sol.Score, "row %s", root)
		r.check(t, root, sol)
		assert.Equal(t, int64(30*30), n.Playouts())
	}
}

func TestNRPAAdaptsThePolicyTowardsTheBestLine(t *testing.T) {
	root, err := toy.NewSameLine([]uint8{1, 1, 2, 2})
	require.NoError(t, err)
	n, err := NewNRPA[toy.SameLine, uint8](NRPAOptions{Level: 1, Alpha: 1})
	require.NoError(t, err)
	n.root = *root
	// Line: take the 1s (code 1<<8|0, one of two moves), then the 2s, now
	// at cell 0 (code 2<<8|0, the only move).
	n.lines[1] = []uint8{0, 0}
	n.adapt(1)
	p := &n.policies[1]
	assert.Equal(t, 3, p.len())
	assert.InDelta(t, 0.5, p.weight(1<<8), 1e-12)
	assert.InDelta(t, -0.5, p.weight(2<<8|2), 1e-12)
	assert.InDelta(t, 0.0, p.weight(2<<8), 1e-12)
	// A second adaptation uses the adapted weights: p(0) = e^.5/(e^.5+e^-.5).
	n.adapt(1)
	p0 := 1 / (1 + 1/2.718281828459045)
	assert.InDelta(t, 0.5+1-p0, p.weight(1<<8), 1e-9)
	assert.InDelta(t, -0.5-(1-p0), p.weight(2<<8|2), 1e-9)
}

func TestNRPALevelTwoBeatsLevelOneOnAverage(t *testing.T) {
	const rows = 8
	var sum [3]int64
	for seed := uint64(1); seed <= rows; seed++ {
		root := toy.RandomSameLine(64, 3, 100+seed)
		for level := 1; level <= 2; level++ {
			n, err := NewNRPA[toy.SameLine, uint8](NRPAOptions{Level: level, Iterations: 40, Runs: 1, Seed: seed})
			require.NoError(t, err)
			sol, err := n.Search(root, nil, nil)
			require.NoError(t, err)
			require.Equal(t, sol.Score, replaySameLine(t, root, sol.Moves))
			sum[level] += sol.Score
		}
	}
	t.Logf("mean score over %d rows: level 1 %.2f, level 2 %.2f",
		rows, float64(sum[1])/rows, float64(sum[2])/rows)
	assert.Greater(t, sum[2], sum[1])
}

func TestNRPAStopsAtTheDeadline(t *testing.T) {
	root := toy.RandomSameLine(50, 4, 4)
	n, err := NewNRPA[toy.SameLine, uint8](NRPAOptions{Level: 3, Seed: 1})
	require.NoError(t, err)
	var r reports
	sol, err := n.Search(root, &countdownDeadline{n: 1}, r.report)
	require.NoError(t, err)
	r.check(t, root, sol)
	assert.Equal(t, int64(2*stopEveryPlayouts), n.Playouts())
}

func TestNRPAIsSeeded(t *testing.T) {
	root := toy.RandomSameLine(40, 4, 2)
	var got [2]Solution[uint8]
	for i := range got {
		n, err := NewNRPA[toy.SameLine, uint8](NRPAOptions{Level: 1, Iterations: 50, Runs: 2, Seed: 77})
		require.NoError(t, err)
		got[i], err = n.Search(root, nil, nil)
		require.NoError(t, err)
	}
	assert.Equal(t, got[0], got[1])
}

func TestNRPAOptionsDefaultsAndErrors(t *testing.T) {
	n, err := NewNRPA[toy.SameLine, uint8](NRPAOptions{Level: 2})
	require.NoError(t, err)
	assert.Equal(t, DefaultNRPAIterations, n.iterations)
	assert.Equal(t, DefaultNRPAAlpha, n.alpha)
	assert.Len(t, n.policies, 3)
	assert.Len(t, n.policies[2].keys, DefaultNRPAPolicySize)
	n, err = NewNRPA[toy.SameLine, uint8](NRPAOptions{Level: 1, PolicySize: 1000})
	require.NoError(t, err)
	assert.Len(t, n.policies[1].keys, 1024)

	tests := []struct {
		opts NRPAOptions
		want error
	}{
		{NRPAOptions{Level: 0}, ErrNRPALevel},
		{NRPAOptions{Level: 1, Iterations: -1}, ErrNRPAIterations},
		{NRPAOptions{Level: 1, Alpha: -0.5}, ErrNRPAAlpha},
		{NRPAOptions{Level: 1, PolicySize: -4}, ErrNRPAPolicySize},
		{NRPAOptions{Level: 1, PolicySize: 1<<30 + 1}, ErrNRPAPolicySize},
	}
	for _, tc := range tests {
		_, err := NewNRPA[toy.SameLine, uint8](tc.opts)
		assert.ErrorIs(t, err, tc.want, "%+v", tc.opts)
	}
	_, err = n.Search(nil, nil, nil)
	assert.ErrorIs(t, err, ErrNilRoot)
}

func BenchmarkNRPAPlayouts(b *testing.B) {
	root := toy.RandomSameLine(60, 4, 11)
	n, err := NewNRPA[toy.SameLine, uint8](NRPAOptions{Level: 1, Iterations: 100, Runs: 1, Seed: 1})
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
