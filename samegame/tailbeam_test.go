package samegame

import (
	"sync/atomic"
	"testing"

	"botcup/search"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTailBeamsImproveTheBestLine(t *testing.T) {
	rows, b := standard(t, 0, Contest)
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

func TestAutoPairsChainsOrTheBeamWithTailBeams(t *testing.T) {
	_, b := standard(t, 0, Contest)
	engines := func(o Options, n int) []string {
		var e []string
		for k := 0; k < n; k++ {
			e = append(e, o.workerEngine(k, b))
		}
		return e
	}
	// Chains unless NoChains, "" as EngineAuto.
	assert.Equal(t, []string{EngineChains, EngineTail, EngineChains}, engines(Options{}, 3))
	assert.Equal(t, []string{EngineChains, EngineTail}, engines(Options{Engine: EngineAuto}, 2))
	assert.Equal(t, []string{EngineBeam, EngineTail, EngineBeam}, engines(Options{NoChains: true}, 3))
	assert.Equal(t, []string{EngineNMCS, EngineNMCS}, engines(Options{Engine: EngineNMCS}, 2))
	// 20x20 is no lane board: the beam of the search package, chains or not.
	b = randomBoard(t, search.NewRng(1), 20, 20, 5, Contest)
	assert.Equal(t, []string{EngineBeam, EngineTail}, engines(Options{}, 2))
	assert.Equal(t, []string{EngineBeam, EngineTail}, engines(Options{NoChains: true}, 2))
	// Over BeamCells cells: repeated playouts on every worker.
	b = randomBoard(t, search.NewRng(1), 30, 30, 5, Contest)
	assert.Equal(t, []string{EnginePlayouts, EnginePlayouts}, engines(Options{}, 2))
}

func TestTailWidthGrowsAsTheBoardEmpties(t *testing.T) {
	assert.Equal(t, 2*TailWidth, tailWidth(225, 225))  // 2*(225/225)^2 = 2
	assert.Equal(t, 4*TailWidth, tailWidth(200, 225))  // 2.5
	assert.Equal(t, 8*TailWidth, tailWidth(150, 225))  // 4.5
	assert.Equal(t, TailMaxWidth, tailWidth(100, 225)) // 10.1
	assert.Equal(t, TailMaxWidth, tailWidth(1, 225))
}

func TestGatheredIndexIsTheColourOfTheLargestGroup(t *testing.T) {
	// Rows from the bottom: colour 2's group of 3 goes first, then
	// colour 3's group of 4 (the 3s fall together), then colour 1's pair.
	rows, err := ParseBoard("[[1, 2, 3], [1, 2, 3], [3, 2, 3]]")
	require.NoError(t, err)
	b, err := NewBoard(rows, Classic)
	require.NoError(t, err)
	k := b.gatheredIndex([]Move{MoveAt(1, 0), MoveAt(1, 0), MoveAt(0, 0)})
	require.GreaterOrEqual(t, k, 0)
	assert.Equal(t, uint8(3), b.Palette()[k])
	assert.Equal(t, 0, b.Stones())
	assert.Equal(t, -1, b.gatheredIndex(nil))
}

func TestTheTailsPlayoutsKeepTheGatheredColourForLast(t *testing.T) {
	_, b := standard(t, 3, Classic)
	most := b.TabuColour()
	for k, gathered := range b.Palette() {
		if gathered == most {
			continue
		}
		bm := newWideBeam(b, WideRanking, uint64(k+1))
		bm.tabu = k
		root := wideRoot(b)
		score := bm.playout(&root)
		after := b.Clone()
		for i, m := range bm.plLine {
			if after.Colour(m.X(), m.Y()) == gathered {
				for _, other := range after.Moves(nil) {
					require.Equal(t, gathered, after.Colour(other.X(), other.Y()),
						"move %d: colour %d is played while colour %d can be", i, gathered, after.Colour(other.X(), other.Y()))
				}
			}
			require.NoError(t, after.Apply(m))
		}
		assert.Equal(t, score, after.Score(), "colour %d", gathered)
		assert.Empty(t, after.Moves(nil))
	}
}
