package main

import (
	"math"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMedian(t *testing.T) {
	assert.Equal(t, 2.0, median([]float64{3, 1, 2}))
	assert.Equal(t, 2.5, median([]float64{4, 1, 3, 2}))
	assert.True(t, math.IsNaN(median(nil)))
}

// The ratios' geometric mean, with Student's t over their logarithms:
// ratios 1.1 and 1/1.1 alternating have mean 1 exactly.
func TestGeoMean(t *testing.T) {
	g, lo, hi := geoMean([]float64{1.1, 1 / 1.1, 1.1, 1 / 1.1, 1.1, 1 / 1.1})
	assert.InDelta(t, 1.0, g, 1e-12)
	// sd of the logs: ln 1.1 * sqrt(6/5); half-width t(5) * sd / sqrt(6).
	half := 2.5706 * math.Log(1.1) * math.Sqrt(6.0/5) / math.Sqrt(6)
	assert.InDelta(t, math.Exp(-half), lo, 1e-3)
	assert.InDelta(t, math.Exp(half), hi, 1e-3)
	_, lo, hi = geoMean([]float64{1.01, 0.99})
	assert.True(t, math.IsNaN(lo) && math.IsNaN(hi), "no interval from two rounds")
}

// The meter counts this process's own CPU time.
func TestMeterCountsATree(t *testing.T) {
	m := startMeter(os.Getpid())
	x := 0.0
	for i := 0; i < 60_000_000; i++ {
		x += math.Sqrt(float64(i))
	}
	used := m.used()
	assert.Positive(t, x)
	assert.Greater(t, used.Seconds(), 0.02, "a busy loop's CPU time")
}
