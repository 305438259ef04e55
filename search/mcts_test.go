package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func proofOfValue(v int32) Proof { return proofOf(v) }

func TestMCTSSolvesTicTacToePositions(t *testing.T) {
	tests := []struct {
		name  string
		moves []uint8
		want  Proof
	}{
		{"win in one", []uint8{0, 3, 1, 4}, ProvenWin},
		{"corner against an adjacent edge", []uint8{0, 1}, ProvenWin},
		{"centre against an edge", []uint8{4, 1}, ProvenWin},
		{"must block", []uint8{0, 4, 1}, ProvenDraw},
		{"lost to a fork", []uint8{0, 1, 4}, ProvenLoss},
		{"corner against the centre", []uint8{0, 4}, ProvenDraw},
		{"empty board", nil, ProvenDraw},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := toy.TicTacToeAfter(tc.moves...)
			exact := toy.Negamax[uint8](g)
			require.Equal(t, tc.want, proofOfValue(exact), "the position's exact value")
			m, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{Iterations: 2_000_000, Seed: 1})
			require.NoError(t, err)
			res, err := m.Search(g, nil)
			require.NoError(t, err)
			assert.Equal(t, tc.want, res.Proof)
			assert.Contains(t, toy.MovesOfValue[uint8](g, exact), res.Move)
			assert.Equal(t, proofOfValue(exact).reward(), res.Value)
			assert.Less(t, res.Iterations, int64(2_000_000), "stopped once proven")
			assert.Equal(t, exact, toy.Negamax[uint8](g), "the root is left unchanged")
		})
	}
}

func TestMCTSSolvesNim(t *testing.T) {
	tests := []struct {
		heaps []uint8
		want  Proof
	}{
		{[]uint8{2, 3}, ProvenWin},
		{[]uint8{1, 2, 4}, ProvenWin},
		{[]uint8{3, 4, 5}, ProvenWin},
		{[]uint8{1, 2, 3}, ProvenLoss},
		{[]uint8{2, 2, 3, 3}, ProvenLoss},
	}
	for _, tc := range tests {
		g := toy.NewNim(tc.heaps...)
		require.Equal(t, tc.want == ProvenWin, g.Won(), "heaps %v", tc.heaps)
		m, err := NewMCTS[toy.Nim, uint16](MCTSOptions{Iterations: 2_000_000, Seed: 3})
		require.NoError(t, err)
		res, err := m.Search(g, nil)
		require.NoError(t, err)
		assert.Equal(t, tc.want, res.Proof, "heaps %v", tc.heaps)
		if tc.want == ProvenWin {
			g.Make(res.Move)
			assert.False(t, g.Won(), "heaps %v: the move must leave a zero xor", tc.heaps)
			g.Unmake(res.Move)
			assert.Equal(t, 1.0, res.Value)
		}
	}
}

// mctsCheckTree asserts the tree's invariants: every expanded node has as
// many visits as its children together, or one more (its first, as a new
// leaf, when it was not expanded on the spot as the root and its children
// are); and the pool in use is exactly the nodes reachable from the root.
// It returns the root's visits.
func mctsCheckTree[S any, M comparable, P interface {
	*S
	Game[M]
}](t *testing.T, m *MCTS[S, M, P]) int32 {
	t.Helper()
	reached := int32(1)
	stack := []int32{0}
	for len(stack) > 0 {
		at := stack[len(stack)-1]
		n := m.pool[at]
		stack = stack[:len(stack)-1]
		if n.count == 0 {
			continue
		}
		sum := int32(0)
		for i := n.first; i < n.first+n.count; i++ {
			sum += m.pool[i].visits
			stack = append(stack, i)
		}
		reached += n.count
		require.Contains(t, []int32{sum, sum + 1}, n.visits, "node %d", at)
	}
	require.Equal(t, m.top, reached)
	return m.pool[0].visits
}

func TestMCTSKeepsTheTreeBetweenMoves(t *testing.T) {
	g := toy.NewNim(5, 6, 7)
	m, err := NewMCTS[toy.Nim, uint16](MCTSOptions{Iterations: 5000, Seed: 7})
	require.NoError(t, err)
	res, err := m.Search(g, nil)
	require.NoError(t, err)
	require.Equal(t, int32(5000), mctsCheckTree(t, m))

	// Our move, then the reply most explored under it.
	root := m.pool[0]
	var child mctsNode[uint16]
	for i := root.first; i < root.first+root.count; i++ {
		if m.pool[i].move == res.Move {
			child = m.pool[i]
		}
	}
	var childAt int32
	for i := root.first; i < root.first+root.count; i++ {
		if m.pool[i].move == res.Move {
			childAt = i
		}
	}
	before := mctsSubtree(m, childAt)
	require.True(t, m.Advance(res.Move))
	assert.Equal(t, child.visits, mctsCheckTree(t, m))
	assert.Equal(t, before, mctsSubtree(m, 0), "the subtree is kept whole")
	reply, most := uint16(0), int32(-1)
	for i := m.pool[0].first; i < m.pool[0].first+m.pool[0].count; i++ {
		if m.pool[i].visits > most {
			reply, most = m.pool[i].move, m.pool[i].visits
		}
	}
	require.True(t, m.Advance(reply))
	assert.Equal(t, most, mctsCheckTree(t, m))
	kept := m.Nodes()
	require.Greater(t, kept, 1)

	g.Make(res.Move)
	g.Make(reply)
	res2, err := m.Search(g, nil)
	require.NoError(t, err)
	assert.Equal(t, most+5000, mctsCheckTree(t, m), "the search went on from the kept tree")
	assert.Greater(t, res2.Nodes, kept)

	// A position the tree does not know starts afresh.
	other := toy.NewNim(7, 9, 12, 14)
	res3, err := m.Search(other, nil)
	require.NoError(t, err)
	require.Equal(t, Unproven, res3.Proof)
	assert.Equal(t, int32(5000), mctsCheckTree(t, m))
	m.Reset()
	res4, err := m.Search(other, nil)
	require.NoError(t, err)
	assert.Equal(t, res3.Iterations, res4.Iterations)
	assert.Equal(t, int32(5000), mctsCheckTree(t, m), "Reset dropped the tree")
	assert.False(t, m.Advance(NimMoveNotInTree()))
	assert.False(t, m.Advance(toy.NimMove(2, 1)), "the tree is gone after a miss")
}

// mctsSubtree lists the nodes under r breadth first, child links cleared,
// to compare a subtree before and after it moves in the pool.
func mctsSubtree[S any, M comparable, P interface {
	*S
	Game[M]
}](m *MCTS[S, M, P], r int32) []mctsNode[M] {
	var out []mctsNode[M]
	queue := []int32{r}
	for len(queue) > 0 {
		n := m.pool[queue[0]]
		queue = queue[1:]
		for i := n.first; i < n.first+n.count; i++ {
			queue = append(queue, i)
		}
		n.first = 0
		out = append(out, n)
	}
	return out
}

// NimMoveNotInTree is a move no Nim position of the test has.
func NimMoveNotInTree() uint16 { return toy.NimMove(3, 200) }

// hookedTTT counts the calls of its rollout and reward hooks through a
// pointer its copies share.
type hookedTTT struct {
	toy.TicTacToe
	calls *hookCalls
}

type hookCalls struct{ policy, reward int }

func (h *hookedTTT) PlayoutMove(moves []uint8, r uint64) int {
	h.calls.policy++
	return 0
}

func (h *hookedTTT) Reward() float64 {
	h.calls.reward++
	if over, v := h.Terminal(); over {
		return 0.5 * proofOf(v).reward()
	}
	return 0
}

func TestMCTSUsesTheGamesHooks(t *testing.T) {
	calls := &hookCalls{}
	g := &hookedTTT{calls: calls}
	m, err := NewMCTS[hookedTTT, uint8](MCTSOptions{Iterations: 3000, Seed: 1})
	require.NoError(t, err)
	res, err := m.Search(g, nil)
	require.NoError(t, err)
	assert.Equal(t, 3000, calls.reward, "one reward per playout")
	assert.Positive(t, calls.policy)
	assert.Equal(t, Unproven, res.Proof)
	// Rewards are halved: every mean lies in [-0.5, 0.5].
	for i := m.pool[0].first; i < m.pool[0].first+m.pool[0].count; i++ {
		if n := m.pool[i]; n.proof == Unproven && n.visits > 0 {
			v := n.sum / float64(n.visits)
			assert.True(t, v >= -0.5 && v <= 0.5, "mean %v", v)
		}
	}
}

func TestMCTSStopsAtTheDeadline(t *testing.T) {
	g := toy.NewNim(9, 10, 11, 12)
	m, err := NewMCTS[toy.Nim, uint16](MCTSOptions{Seed: 1})
	require.NoError(t, err)
	res, err := m.Search(g, &countdownDeadline{n: 1})
	require.NoError(t, err)
	assert.Equal(t, int64(2*stopEveryPlayouts), res.Iterations)
	assert.Equal(t, Unproven, res.Proof)
	assert.Contains(t, g.Moves(nil), res.Move)
}

func TestMCTSWithAFullPoolStillPlays(t *testing.T) {
	g := toy.TicTacToeAfter()
	m, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{Iterations: 500, MaxNodes: 16, Seed: 1})
	require.NoError(t, err)
	res, err := m.Search(g, nil)
	require.NoError(t, err)
	assert.Equal(t, 10, res.Nodes, "the root's 9 children fill it")
	assert.Equal(t, int32(500), mctsCheckTree(t, m))
	assert.Contains(t, g.Moves(nil), res.Move)

	budget, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{Iterations: 500, MaxNodes: 16, StopWhenFull: true})
	require.NoError(t, err)
	res, err = budget.Search(g, nil)
	require.NoError(t, err)
	assert.Equal(t, int64(1), res.Iterations, "the first leaf's 8 children do not fit")
	big, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{MaxNodes: 1000, StopWhenFull: true})
	require.NoError(t, err)
	res, err = big.Search(g, nil)
	require.NoError(t, err)
	assert.LessOrEqual(t, res.Nodes, 1000)
	assert.Greater(t, res.Nodes, 1000-9, "it stops when a leaf's children no longer fit")
	assert.Equal(t, int32(res.Iterations), mctsCheckTree(t, big))

	tiny, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{MaxNodes: 5})
	require.NoError(t, err)
	_, err = tiny.Search(g, nil)
	assert.ErrorIs(t, err, ErrMCTSPoolTooSmall)
}

func TestMCTSRejectsBadInput(t *testing.T) {
	tests := []struct {
		opts MCTSOptions
		want error
	}{
		{MCTSOptions{Exploration: -1}, ErrMCTSExploration},
		{MCTSOptions{Iterations: -1}, ErrMCTSIterations},
		{MCTSOptions{MaxNodes: 1}, ErrMCTSNodes},
		{MCTSOptions{MaxNodes: -5}, ErrMCTSNodes},
		{MCTSOptions{RolloutLimit: -1}, ErrMCTSRolloutLimit},
	}
	for _, tc := range tests {
		_, err := NewMCTS[toy.TicTacToe, uint8](tc.opts)
		assert.ErrorIs(t, err, tc.want, "%+v", tc.opts)
	}
	m, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{MaxNodes: 64, Iterations: 10})
	require.NoError(t, err)
	_, err = m.Search(nil, nil)
	assert.ErrorIs(t, err, ErrNilRoot)
	_, err = m.Search(toy.TicTacToeAfter(0, 3, 1, 4, 2), nil)
	assert.ErrorIs(t, err, ErrGameOver)
}

func TestProofNames(t *testing.T) {
	assert.Equal(t, "unproven", Unproven.String())
	assert.Equal(t, "proven loss", ProvenLoss.String())
	assert.Equal(t, "proven draw", ProvenDraw.String())
	assert.Equal(t, "proven win", ProvenWin.String())
	assert.Equal(t, ProvenWin, ProvenLoss.negate())
	assert.Equal(t, ProvenDraw, ProvenDraw.negate())
	assert.Equal(t, Unproven, Unproven.negate())
}

func benchmarkMCTS[S any, M comparable, P interface {
	*S
	Game[M]
}](b *testing.B, root P) {
	const iterations = 4096
	m, err := NewMCTS[S, M, P](MCTSOptions{Iterations: iterations, MaxNodes: 1 << 16, Seed: 1})
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	playouts := int64(0)
	for i := 0; i < b.N; i++ {
		m.Reset()
		res, _ := m.Search(root, nil)
		playouts += res.Iterations
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(playouts)/float64(b.N), "playouts/op")
}

func BenchmarkMCTSTicTacToe(b *testing.B) {
	benchmarkMCTS[toy.TicTacToe, uint8](b, toy.TicTacToeAfter())
}

func BenchmarkMCTSNim(b *testing.B) {
	benchmarkMCTS[toy.Nim, uint16](b, toy.NewNim(9, 10, 11, 12))
}
