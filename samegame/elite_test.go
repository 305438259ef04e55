package samegame

import (
	"slices"
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// eliteOpening is a line of n moves whose opening is k.
func eliteOpening(k, n int) []Move {
	line := make([]Move, n)
	for i := range line {
		line[i] = MoveAt(k, i)
	}
	return line
}

// The elite keeps the best line of each opening, at most EliteSize
// openings, a better opening taking the place of the worst.
func TestEliteKeepsTheBestOfEachOpening(t *testing.T) {
	tr := newTracker()
	for k := 0; k < EliteSize; k++ {
		tr.offerElite(int64(100+k), eliteOpening(k, 20))
	}
	require.Len(t, tr.elite, EliteSize)
	// The same opening, another ending: kept only when better.
	worse := eliteOpening(3, 20)
	worse[15] = MoveAt(9, 9)
	tr.offerElite(50, worse)
	better := eliteOpening(3, 25)
	tr.offerElite(300, better)
	// A new opening better than the worst (100) replaces it; a worse one does not.
	tr.offerElite(99, eliteOpening(20, 20))
	tr.offerElite(150, eliteOpening(21, 20))
	require.Len(t, tr.elite, EliteSize)
	scores := map[int64][]Move{}
	var kept []int64
	for _, e := range tr.elite {
		scores[e.score] = e.line
		kept = append(kept, e.score)
	}
	slices.Sort(kept)
	assert.Equal(t, []int64{101, 102, 104, 105, 106, 107, 150, 300}, kept)
	assert.Equal(t, better, scores[300])
	assert.Equal(t, eliteOpening(21, 20), scores[150])
}

// pickElite draws the best line of all about half of the time and every
// elite line otherwise.
func TestPickEliteDrawsBestAndElite(t *testing.T) {
	tr := newTracker()
	tr.offer(500, eliteOpening(1, 12), "x")
	for k := 2; k < 5; k++ {
		tr.offerElite(int64(k), eliteOpening(k, 12))
	}
	tr.offerElite(500, eliteOpening(1, 12))
	r := search.NewRng(3)
	seen := map[int]int{}
	var buf []Move
	for i := 0; i < 4000; i++ {
		buf = tr.pickElite(r, buf)
		seen[buf[0].X()]++
	}
	require.Len(t, seen, 4)
	assert.InDelta(t, 2000+500, seen[1], 200) // the best, and one elite line in four
	for k := 2; k < 5; k++ {
		assert.InDelta(t, 500, seen[k], 120, "opening %d", k)
	}
}
