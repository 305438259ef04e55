package samegame

import (
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTailBeamsImproveTheBestLine(t *testing.T) {
	rows, err := ParseBoard(dataLines(t, "standard20.txt")[0])
	require.NoError(t, err)
	b, err := NewBoard(rows, Contest)
	require.NoError(t, err)
	shared := newTracker()
	rootNode(b, newContext(shared, 1, "first playout")).BeamScore()
	first, start, _, _, ok := shared.take(0, nil)
	require.True(t, ok)

	var stop atomic.Bool
	tailBeams(b, newContext(shared, 2, EngineTail), &stopFlag{stop: &stop}, 4)
	line, score, source, _, ok := shared.take(0, nil)
	require.True(t, ok)
	assert.Greater(t, score, start+500, "from %d", start)
	assert.Equal(t, EngineTail, source)
	_, replayed, err := Replay(rows, line, Contest)
	require.NoError(t, err)
	assert.Equal(t, score, replayed)
	assert.NotEqual(t, first, line)
}

func TestAutoPairsTheBeamWithTailBeams(t *testing.T) {
	rows, err := ParseBoard(dataLines(t, "standard20.txt")[0])
	require.NoError(t, err)
	b, err := NewBoard(rows, Contest)
	require.NoError(t, err)
	assert.Equal(t, []string{EngineBeam, EngineTail, EngineBeam},
		[]string{workerEngine(EngineAuto, 0, b), workerEngine(EngineAuto, 1, b), workerEngine(EngineAuto, 2, b)})
}

func TestTailWidthGrowsAsTheBoardEmpties(t *testing.T) {
	assert.Equal(t, 2*TailWidth, tailWidth(225, 225))  // 2*(225/225)^2 = 2
	assert.Equal(t, 4*TailWidth, tailWidth(200, 225))  // 2.5
	assert.Equal(t, 8*TailWidth, tailWidth(150, 225))  // 4.5
	assert.Equal(t, TailMaxWidth, tailWidth(100, 225)) // 10.1
	assert.Equal(t, TailMaxWidth, tailWidth(1, 225))
}
