package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pickSets are 100 Pick games of 12 items worth 1 to 20.
func pickSets() [][]int8 {
	rng := NewRng(5)
	sets := make([][]int8, 100)
	for s := range sets {
		sets[s] = make([]int8, 12)
		for i := range sets[s] {
			sets[s][i] = int8(1 + rng.Intn(20))
		}
	}
	return sets
}

// pickRight is how many of the Pick games MCTS with opts opens by taking
// the most valuable item, the best move.
func pickRight(t *testing.T, opts MCTSOptions) int {
	right := 0
	for _, items := range pickSets() {
		m, err := NewMCTS[toy.Pick, uint8](opts)
		require.NoError(t, err)
		res, err := m.Search(toy.NewPick(items...), nil)
		require.NoError(t, err)
		best := true
		for _, v := range items {
			best = best && v <= items[res.Move]
		}
		if best {
			right++
		}
	}
	return right
}

func TestMCTSRaveFindsTheBestMoveWithFewerPlayouts(t *testing.T) {
	uct := pickRight(t, MCTSOptions{Iterations: 1000, Seed: 1})
	rave := pickRight(t, MCTSOptions{Iterations: 300, Seed: 1, Rave: true})
	grave := pickRight(t, MCTSOptions{Iterations: 300, Seed: 1, Rave: true, RaveRef: 20})
	uctShort := pickRight(t, MCTSOptions{Iterations: 300, Seed: 1})
	t.Logf("best first move in 100 Pick games: UCT 1000 playouts %d, UCT 300 %d, RAVE 300 %d, GRAVE 300 %d", uct, uctShort, rave, grave)
	assert.Equal(t, 73, uct)
	assert.Equal(t, 64, uctShort)
	assert.Greater(t, rave, uct, "RAVE with 300 playouts beats UCT with 1000")
	assert.Greater(t, grave, uct, "GRAVE with 300 playouts beats UCT with 1000")
}

func TestMCTSRaveRefusesWhatItCannotUse(t *testing.T) {
	_, err := NewMCTS[toy.Nim, uint16](MCTSOptions{Rave: true})
	assert.ErrorIs(t, err, ErrMCTSRaveKeys, "Nim names no action keys")
	_, err = NewMCTS[toy.Pick, uint8](MCTSOptions{Rave: true, RaveBias: -1})
	assert.ErrorIs(t, err, ErrMCTSRaveOption)
	_, err = NewMCTS[toy.Pick, uint8](MCTSOptions{Rave: true, RaveRef: -1})
	assert.ErrorIs(t, err, ErrMCTSRaveOption)
	_, err = NewMCTS[toy.Nim, uint16](MCTSOptions{RaveBias: -1})
	assert.NoError(t, err, "RAVE's options are ignored while it is off")
}

func TestMCTSRaveKeepsItsStatisticsWithTheTree(t *testing.T) {
	g := toy.TicTacToeAfter()
	m, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{Iterations: 3000, Seed: 7, Rave: true})
	require.NoError(t, err)
	res, err := m.Search(g, nil)
	require.NoError(t, err)
	require.Equal(t, int32(3000), mctsCheckTree(t, m))
	var at int32
	for i := m.pool[0].first; i < m.pool[0].first+m.pool[0].count; i++ {
		if m.pool[i].move == res.Move {
			at = i
		}
	}
	before := raveSubtree(m, at)
	require.Greater(t, len(before), 10)
	require.True(t, m.Advance(res.Move))
	assert.Equal(t, before, raveSubtree(m, 0), "every kept node keeps its AMAF statistics")
	assert.Greater(t, before[1].visits, int32(0), "the children were counted")
}

// raveSubtree is the AMAF statistics of the subtree of node r, breadth first.
func raveSubtree[S any, M comparable, P interface {
	*S
	Game[M]
}](m *MCTS[S, M, P], r int32) []amafStat {
	var out []amafStat
	queue := []int32{r}
	for len(queue) > 0 {
		n := m.pool[queue[0]]
		out = append(out, m.rave.amaf[queue[0]])
		queue = queue[1:]
		for i := n.first; i < n.first+n.count; i++ {
			queue = append(queue, i)
		}
	}
	out[0] = amafStat{} // the root's own is unused and reset
	return out
}
