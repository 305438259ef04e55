package samegame

import (
	"testing"

	"botcup/search"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBeamRanksRepeatsLast(t *testing.T) {
	// The 1s and the 3s are independent: removing them in either order
	// reaches the same stones with the same score.
	rows := [][]uint8{{1, 1, 2, 3, 3}, {2, 2, 4, 2, 2}}
	b, err := NewBoard(rows, Classic)
	require.NoError(t, err)
	c := newContext(newTracker(), 1, "test")
	root := rootNode(b, c)
	play := func(moves ...Move) *node {
		n := &node{}
		n.CopyFrom(root)
		for _, m := range moves {
			n.Play(m)
		}
		return n
	}
	first := play(MoveAt(0, 0))
	assert.NotEqual(t, Repeat, first.BeamScore())
	assert.Equal(t, Repeat, play(MoveAt(0, 0)).BeamScore(), "the same position again")
	other := play(MoveAt(3, 0))
	assert.NotEqual(t, Repeat, other.BeamScore())
	// Depth 2: both orders reach the same position.
	ab := play(MoveAt(0, 0), MoveAt(3, 0))
	ba := play(MoveAt(3, 0), MoveAt(0, 0))
	require.Equal(t, ab.Rows(), ba.Rows())
	require.Equal(t, ab.Score(), ba.Score())
	assert.NotEqual(t, Repeat, ab.BeamScore())
	assert.Equal(t, Repeat, ba.BeamScore())
	// A new pass starts at depth 1 again and forgets the old one.
	assert.NotEqual(t, Repeat, play(MoveAt(0, 0)).BeamScore())
	assert.NotEqual(t, Repeat, play(MoveAt(0, 0), MoveAt(3, 0)).BeamScore())
	// The best playout was offered to the tracker.
	assert.True(t, c.shared.found)
	_, score, err := Replay(rows, c.shared.line, Classic)
	require.NoError(t, err)
	assert.Equal(t, c.shared.score, score)
}

func TestPlayoutMoveAvoidsTheTabuColour(t *testing.T) {
	// Colour 2 is the most frequent: its group is drawn only when alone.
	rows := [][]uint8{{1, 1, 2, 2, 2, 3, 3}}
	b, err := NewBoard(rows, Contest)
	require.NoError(t, err)
	n := rootNode(b, newContext(newTracker(), 1, "test"))
	moves := n.Moves(nil)
	require.Equal(t, []Move{MoveAt(0, 0), MoveAt(2, 0), MoveAt(5, 0)}, moves)
	picked := map[int]int{}
	for r := uint64(0); r < 64; r++ {
		picked[n.PlayoutMove(moves, r<<58)]++
	}
	assert.Equal(t, map[int]int{0: 32, 2: 32}, picked)
	assert.Equal(t, 0, n.PlayoutMove(moves[1:2], 1<<63), "only the tabu group is left")
}

func TestBoardIsAPuzzleStateOfSearch(t *testing.T) {
	// Board itself plugs into every engine of search; the example's best
	// contest score is 6, which a level-2 NMCS run finds.
	rows, err := ParseBoard(exampleBoard)
	require.NoError(t, err)
	b, err := NewBoard(rows, Contest)
	require.NoError(t, err)
	nmcs, err := search.NewNMCS[Board, Move, *Board](search.NMCSOptions{Level: 2, Runs: 1, Seed: 1})
	require.NoError(t, err)
	sol, err := nmcs.Search(b, nil, nil)
	require.NoError(t, err)
	require.True(t, sol.Found)
	assert.Equal(t, bestScore(b), sol.Score)
	assert.Equal(t, int64(6), sol.Score)
	_, score, err := Replay(rows, sol.Moves, Contest)
	require.NoError(t, err)
	assert.Equal(t, sol.Score, score)
	beam, err := search.NewBeam[Board, Move, *Board](search.BeamOptions{Width: 64})
	require.NoError(t, err)
	sol, err = beam.Search(b, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, int64(6), sol.Score, "a beam as wide as the tree is exhaustive")
}
