package search

import (
	"botcup/search/internal/toy"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bandit is a game of three arms: the first player pulls one (move 0, 1
// or 2), then both pass for ever (move 0). It never ends; its Rollout is
// the arm's coin, won by the first player with banditWins[arm] percent,
// so only a Rollouter can tell the arms apart. Searched with a pool of
// four nodes, the root and its arms, the tree stays that and every
// playout is a pull and a rollout. rollouts counts its calls
// through a pointer its copies share.
type bandit struct {
	arm      int8 // -1 before the pull
	ply      int32
	rollouts *int
	wins     []uint64 // each arm's chance in percent to win for the first player; nil: banditWins
}

// banditWins is each arm's chance in percent to win for the first player.
var banditWins = []uint64{80, 60, 40}

func (b *bandit) Moves(buf []uint8) []uint8 {
	if b.arm < 0 {
		buf = buf[:0]
		for arm := range b.arms() {
			buf = append(buf, uint8(arm))
		}
		return buf
	}
	return append(buf[:0], 0)
}

func (b *bandit) Make(m uint8) {
	if b.arm < 0 {
		b.arm = int8(m)
	}
	b.ply++
}

func (b *bandit) Unmake(m uint8) {
	b.ply--
	if b.ply == 0 {
		b.arm = -1
	}
}

func (b *bandit) Hash() uint64                    { return uint64(b.ply)<<8 | uint64(uint8(b.arm)) }
func (b *bandit) Eval() int32                     { return 0 }
func (b *bandit) Terminal() (bool, int32)         { return false, 0 }
func (b *bandit) PlayoutMove([]uint8, uint64) int { panic("a Rollouter's game plays no move lists") }

// Rollout flips the arm's coin: 1 for a win of the first player, from the
// side to move.
func (b *bandit) Rollout(rng *Rng) float64 {
	*b.rollouts++
	r := -1.0
	if rng.Uint64()%100 < b.arms()[b.arm] {
		r = 1
	}
	if b.ply%2 == 1 {
		r = -r
	}
	return r
}

// arms is each arm's chance to win.
func (b *bandit) arms() []uint64 {
	if b.wins == nil {
		return banditWins
	}
	return b.wins
}

// banditVisits searches the bandit with opts and returns each arm's
// visits and the rollouts run.
func banditVisits(t *testing.T, opts MCTSOptions) (visits [3]int32, res MCTSResult[uint8], rollouts int) {
	t.Helper()
	opts.MaxNodes = 4
	m, err := NewMCTS[bandit, uint8](opts)
	require.NoError(t, err)
	res, err = m.Search(&bandit{arm: -1, rollouts: &rollouts}, nil)
	require.NoError(t, err)
	root := m.pool[0]
	for i := range visits {
		visits[i] = m.pool[root.first+int32(i)].visits
	}
	return visits, res, rollouts
}

func TestMCTSRollouterScoresTheLeaves(t *testing.T) {
	visits, res, rollouts := banditVisits(t, MCTSOptions{Iterations: 3000, Seed: 1})
	assert.Equal(t, 3000, rollouts, "one rollout a playout, never a move list")
	assert.Equal(t, uint8(0), res.Move, "the arm that wins 80%%")
	assert.InDelta(t, 0.6, res.Value, 0.05, "its mean reward: 0.8 - 0.2")
	assert.Greater(t, visits[0], visits[1]+visits[2])
}

func TestMCTSEpsilonGreedySpreadsWhatEpsilonSays(t *testing.T) {
	const n = 9000
	// Greedy with epsilon 0.1: each arm gets at least its 1/30 of the
	// random picks, the best arm the rest.
	visits, res, _ := banditVisits(t, MCTSOptions{Iterations: n, Seed: 2, Selection: EpsilonGreedy, Epsilon: 0.1})
	assert.Equal(t, uint8(0), res.Move)
	assert.GreaterOrEqual(t, visits[0], int32(0.9*n))
	for arm := 1; arm < 3; arm++ {
		assert.InDelta(t, n/30, visits[arm], n/60, "arm %d: about its share of the random picks", arm)
	}
	// UCT (epsilon 0) spends less on the worst arm: its share shrinks as
	// ln(n)/n.
	uct, _, _ := banditVisits(t, MCTSOptions{Iterations: n, Seed: 2})
	assert.Less(t, uct[2], int32(n/60))
	// Epsilon 1 is uniform: every arm a third.
	uniform, _, _ := banditVisits(t, MCTSOptions{Iterations: n, Seed: 3, Selection: EpsilonGreedy, Epsilon: 1})
	for arm := range uniform {
		assert.InDelta(t, n/3, uniform[arm], n/20, "arm %d", arm)
	}
}

func TestMCTSRejectsABadEpsilon(t *testing.T) {
	for _, eps := range []float64{-0.1, 1.5} {
		_, err := NewMCTS[bandit, uint8](MCTSOptions{Selection: EpsilonGreedy, Epsilon: eps})
		assert.ErrorIs(t, err, ErrMCTSEpsilon, "%v", eps)
	}
}

func TestMCTSExpandAfterGrowsASmallerTreeThatStillSolves(t *testing.T) {
	nodes := func(expandAfter int) int {
		m, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{Iterations: 5000, Seed: 1, ExpandAfter: expandAfter})
		require.NoError(t, err)
		res, err := m.Search(toy.TicTacToeAfter(), nil)
		require.NoError(t, err)
		return res.Nodes
	}
	// At once, every playout expands its leaf: 3 to 8 children a playout.
	// After 8 visits, about one leaf in 8 playouts.
	atOnce, after8 := nodes(0), nodes(8)
	assert.Greater(t, atOnce, 3*5000)
	assert.Less(t, after8, atOnce/5)
	assert.Equal(t, atOnce, nodes(1), "1 is 0: at the first visit")
	// It still proves what the tree reaches.
	for _, tc := range []struct {
		moves []uint8
		want  Proof
	}{{[]uint8{0, 3, 1, 4}, ProvenWin}, {[]uint8{0, 4, 1}, ProvenDraw}, {[]uint8{0, 1, 4}, ProvenLoss}} {
		g := toy.TicTacToeAfter(tc.moves...)
		m, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{Iterations: 1_000_000, Seed: 1, ExpandAfter: 8})
		require.NoError(t, err)
		res, err := m.Search(g, nil)
		require.NoError(t, err)
		assert.Equal(t, tc.want, res.Proof, "%v", tc.moves)
		assert.Contains(t, toy.MovesOfValue[uint8](g, toy.Negamax[uint8](g)), res.Move, "%v", tc.moves)
	}
	_, err := NewMCTS[toy.TicTacToe, uint8](MCTSOptions{ExpandAfter: -1})
	assert.ErrorIs(t, err, ErrMCTSExpandAfter)
}

// groupedBandit is a bandit of four arms in two groups: arms 0, 1 and 2
// (group 0) win 10, 20 and 30%, arm 3 (group 1) 60%.
type groupedBandit struct{ bandit }

var groupedWins = []uint64{10, 20, 30, 60}

func (g *groupedBandit) MoveGroup(m uint8) int { return int(m) / 3 }

func TestMCTSMoveGrouperPicksAGroupThenAMove(t *testing.T) {
	search := func(t *testing.T, iterations int) (visits [4]int32, res MCTSResult[uint8]) {
		var rollouts int
		// The root, two group headers and four arms.
		m, err := NewMCTS[groupedBandit, uint8](MCTSOptions{Iterations: iterations, Seed: 5, Selection: GroupedEpsilonGreedy, Epsilon: 0.1, MaxNodes: 7})
		require.NoError(t, err)
		res, err = m.Search(&groupedBandit{bandit{arm: -1, rollouts: &rollouts, wins: groupedWins}}, nil)
		require.NoError(t, err)
		root := m.pool[0]
		for i := root.first; i < root.first+root.count; i++ {
			if n := m.pool[i]; n.first != mctsHeader {
				visits[n.move] = n.visits
			}
		}
		return visits, res
	}
	// Each group is tried first: arm 3 second, before arms 1 and 2.
	visits, _ := search(t, 2)
	assert.Equal(t, [4]int32{1, 0, 0, 1}, visits)
	// Then the better group gets all but the random picks, a half of
	// epsilon's; within group 0 the random picks go to its best arm but
	// for a third of epsilon's.
	const n = 9000
	visits, res := search(t, n)
	assert.Equal(t, uint8(3), res.Move)
	assert.InDelta(t, 0.95*n, visits[3], 0.02*n)
	assert.Less(t, visits[0]+visits[1], visits[2], "group 0's best arm gets most of its visits")
}

// groupedTTT is tic-tac-toe with its moves grouped by row.
type groupedTTT struct{ toy.TicTacToe }

func (g *groupedTTT) MoveGroup(m uint8) int { return int(m) / 3 }

func TestMCTSGroupedStillSolvesAndKeepsItsTree(t *testing.T) {
	for _, tc := range []struct {
		moves []uint8
		want  Proof
	}{{[]uint8{0, 3, 1, 4}, ProvenWin}, {[]uint8{0, 4, 1}, ProvenDraw}, {[]uint8{0, 1, 4}, ProvenLoss}, {nil, ProvenDraw}} {
		g := &groupedTTT{*toy.TicTacToeAfter(tc.moves...)}
		m, err := NewMCTS[groupedTTT, uint8](MCTSOptions{Iterations: 1_000_000, Seed: 1, Selection: GroupedEpsilonGreedy, Epsilon: 0.1})
		require.NoError(t, err)
		res, err := m.Search(g, nil)
		require.NoError(t, err)
		assert.Equal(t, tc.want, res.Proof, "%v", tc.moves)
		assert.Contains(t, toy.MovesOfValue[uint8](&g.TicTacToe, toy.Negamax[uint8](&g.TicTacToe)), res.Move, "%v", tc.moves)
	}
	// The tree of the empty board, followed by the centre and a corner,
	// proves the rest at once: the kept subtree is whole.
	g := &groupedTTT{*toy.TicTacToeAfter()}
	m, err := NewMCTS[groupedTTT, uint8](MCTSOptions{Iterations: 1_000_000, Seed: 2, Selection: GroupedEpsilonGreedy, Epsilon: 0.1})
	require.NoError(t, err)
	_, err = m.Search(g, nil)
	require.NoError(t, err)
	for _, mv := range []uint8{4, 0} {
		require.True(t, m.Advance(mv))
		g.Make(mv)
	}
	res, err := m.Search(g, nil)
	require.NoError(t, err)
	assert.Equal(t, ProvenDraw, res.Proof)
	assert.Zero(t, res.Iterations, "proven before, kept proven")
	assert.NotEqual(t, int32(mctsHeader), m.pool[0].first, "the new root is a position, not a header")
}
