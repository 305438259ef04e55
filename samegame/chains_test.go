package samegame

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAChainsTrackerHandsOnOnlyWhatBeatsTheShared(t *testing.T) {
	shared := newTracker()
	shared.offer(100, []Move{MoveAt(1, 1)}, "tail")
	own := newTracker()
	own.parent = shared

	own.offer(50, []Move{MoveAt(2, 2)}, EngineChains)
	line, score, _, _, ok := own.take(0, nil)
	require.True(t, ok)
	assert.Equal(t, int64(50), score, "the chain keeps its own, worse line")
	assert.Equal(t, []Move{MoveAt(2, 2)}, line)
	line, score, source, _, _ := shared.take(0, nil)
	assert.Equal(t, int64(100), score)
	assert.Equal(t, []Move{MoveAt(1, 1)}, line)
	assert.Equal(t, "tail", source)

	own.offer(150, []Move{MoveAt(3, 3)}, EngineChains)
	line, score, source, _, _ = shared.take(0, nil)
	assert.Equal(t, int64(150), score)
	assert.Equal(t, []Move{MoveAt(3, 3)}, line)
	assert.Equal(t, EngineChains, source)
	assert.Equal(t, uint64(2), own.current())
	assert.Equal(t, uint64(2), shared.current())
}

func TestAChainStopsWhenItsLineStalls(t *testing.T) {
	var stop atomic.Bool
	own := newTracker()
	now := &stall{dl: &stopFlag{stop: &stop}, own: own, wait: 0, since: time.Now()}
	assert.True(t, now.Stop(), "no line yet, no wait")
	own.offer(1, []Move{MoveAt(0, 0)}, EngineChains)
	assert.False(t, now.Stop(), "a better line")
	assert.True(t, now.Stop(), "and none since")
	assert.False(t, now.NewIteration())

	later := &stall{dl: &stopFlag{stop: &stop}, own: own, wait: time.Hour, since: time.Now()}
	assert.False(t, later.Stop())
	assert.False(t, later.Stop(), "an hour has not gone by")
	assert.True(t, later.NewIteration())
	stop.Store(true)
	assert.True(t, later.Stop(), "the solver stops")
}

func TestChainsOfferLinesThatReplay(t *testing.T) {
	rows, b := standard(t, 0, Classic)
	shared := newTracker()
	ctx := newContext(shared, 5, EngineChains)
	var stop atomic.Bool
	chains(b, ctx, &stopFlag{stop: &stop}, 2, newBeamSchedule(8))
	assert.Same(t, shared, ctx.shared, "the worker's tracker is the shared one again")
	line, score, source, version, ok := shared.take(0, nil)
	require.True(t, ok)
	assert.Equal(t, EngineChains, source)
	assert.Greater(t, version, uint64(1))
	_, replayed, err := Replay(rows, line, Classic)
	require.NoError(t, err)
	assert.Equal(t, score, replayed)
	assert.Greater(t, score, int64(1500))
}
