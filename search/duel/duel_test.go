package duel

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/internal/toy"
)

// tttHorizon is tic-tac-toe that tells the duel how many plies it can
// still last (Horizon): one per empty square. It embeds the board by value,
// so MCTS can copy it.
type tttHorizon struct{ toy.TicTacToe }

func (t *tttHorizon) PliesLeft() int { return len(t.Moves(nil)) }

// c4Marked is Connect-4 with its wins marked (search.WinMarker), by value.
type c4Marked struct{ toy.Connect4 }

func (*c4Marked) WinValue() int32 { return toy.Win }

func newC4Marked(t *testing.T, w, h int, moves ...uint8) *c4Marked {
	t.Helper()
	c, err := toy.NewConnect4(w, h)
	require.NoError(t, err)
	g := &c4Marked{*c}
	for _, m := range moves {
		g.Make(m)
	}
	return g
}

func TestDuelAlphaBetaPlaysTicTacToePositionsExactly(t *testing.T) {
	tests := []struct {
		name  string
		moves []uint8
		value int32 // exact value for the side to move
		depth int   // the horizon: the plies left
	}{
		{"win in one", []uint8{0, 3, 1, 4}, toy.Win, 5},
		{"must block", []uint8{0, 4, 1}, 0, 6},
		{"lost to a fork", []uint8{0, 1, 4}, -toy.Win, 6},
		{"corner against the centre", []uint8{0, 4}, 0, 7},
		{"empty board", nil, 0, 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := &tttHorizon{*toy.TicTacToeAfter(tc.moves...)}
			require.Equal(t, tc.value, toy.Negamax[uint8](g))
			d, err := New[tttHorizon, uint8](g, Options{Kind: AlphaBeta, TTEntries: 1 << 10})
			require.NoError(t, err)
			th := d.Choose(nil)
			assert.Equal(t, tc.value, th.Value)
			assert.Equal(t, tc.depth, th.Depth, "deepens to the horizon and no further")
			assert.True(t, th.Exact)
			assert.Contains(t, toy.MovesOfValue[uint8](g, tc.value), th.Move)
		})
	}
}

func TestDuelSelfPlayDrawsTicTacToe(t *testing.T) {
	for _, kind := range []string{AlphaBeta, MCTS} {
		t.Run(kind, func(t *testing.T) {
			g := &tttHorizon{}
			d, err := New[tttHorizon, uint8](g, Options{Kind: kind, Seed: 7, TTEntries: 1 << 10, Playouts: 20000})
			require.NoError(t, err)
			plies := 0
			for over, _ := g.Terminal(); !over; over, _ = g.Terminal() {
				th := d.Choose(nil)
				require.Contains(t, g.Moves(nil), th.Move)
				g.Make(th.Move)
				d.Played(th.Move)
				plies++
			}
			_, v := g.Terminal()
			assert.Equal(t, int32(0), v, "perfect play draws")
			assert.Equal(t, 9, plies, "a draw fills the board")
		})
	}
}

func TestDuelWinsNim(t *testing.T) {
	for _, kind := range []string{AlphaBeta, MCTS} {
		t.Run(kind, func(t *testing.T) {
			g := toy.NewNim(3, 4, 5)
			require.True(t, g.Won())
			d, err := New[toy.Nim, uint16](g, Options{Kind: kind, Seed: 3, TTEntries: 1 << 12})
			require.NoError(t, err)
			for mover := 0; ; mover ^= 1 {
				if over, _ := g.Terminal(); over {
					assert.Equal(t, 1, mover, "the side that moved first took the last stone")
					return
				}
				th := d.Choose(nil)
				g.Make(th.Move)
				d.Played(th.Move)
				if mover == 0 {
					require.False(t, g.Won(), "the winner always leaves a zero xor")
				}
			}
		})
	}
}

func TestDuelGreedyTakesTheWinAndRandomCoversEveryMove(t *testing.T) {
	g := toy.NewNim(0, 0, 5)
	d, err := New[toy.Nim, uint16](g, Options{Kind: Greedy, Seed: 1})
	require.NoError(t, err)
	th := d.Choose(nil)
	assert.Equal(t, toy.NimMove(2, 5), th.Move, "taking the whole heap wins")
	assert.Equal(t, toy.Win, th.Value)
	assert.Equal(t, 1, th.Depth)

	seen := map[uint8]int{}
	board := &toy.TicTacToe{}
	r, err := New[toy.TicTacToe, uint8](board, Options{Kind: Random, Seed: 5})
	require.NoError(t, err)
	for i := 0; i < 900; i++ {
		seen[r.Choose(nil).Move]++
	}
	assert.Len(t, seen, 9, "every empty square is chosen")
	for sq, n := range seen {
		assert.Greater(t, n, 50, "square %d about 100 times in 900", sq)
	}
}

func TestDuelAlphaBetaOnConnect4(t *testing.T) {
	// Columns 0, 1, 2 hold the first player's three discs in a row on the
	// bottom and the second's three above: column 3 wins at once.
	g := newC4Marked(t, 5, 4, 0, 0, 1, 1, 2, 2)
	d, err := New[c4Marked, uint8](g, Options{Kind: AlphaBeta, TTEntries: 1 << 12})
	require.NoError(t, err)
	th := d.Choose(nil)
	assert.Equal(t, uint8(3), th.Move)
	assert.Equal(t, toy.Win-1, th.Value, "a win at ply 1")
	assert.True(t, th.Exact, "a proved win is exact")

	// A fixed depth from the start: the same thought every time, not exact.
	var first Thought[uint8]
	for run := 0; run < 2; run++ {
		g := newC4Marked(t, 5, 4)
		d, err := New[c4Marked, uint8](g, Options{Kind: AlphaBeta, TTEntries: 1 << 12, MaxDepth: 6})
		require.NoError(t, err)
		th := d.Choose(nil)
		assert.Equal(t, 6, th.Depth)
		assert.False(t, th.Exact)
		if run == 0 {
			first = th
			require.Greater(t, th.Nodes, int64(100))
		} else {
			assert.Equal(t, first, th, "a fixed-depth search is repeatable")
		}
	}
}

// c4Tuned is Connect-4 with its wins marked whose alpha-beta searches with
// late-move reductions (AlphaBetaTuning).
type c4Tuned struct{ c4Marked }

func (*c4Tuned) TuneAlphaBeta(opts *search.AlphaBetaOptions) { opts.LMR = 2 }

func TestDuelAlphaBetaTakesTheGamesTuning(t *testing.T) {
	// The duel of a tuned game searches as search.AlphaBeta with the tuned options
	// does (the same nodes and move), not as the plain one.
	searchWith := func(opts search.AlphaBetaOptions) search.AlphaBetaResult[uint8] {
		tt, err := search.NewTT[uint8](1 << 12)
		require.NoError(t, err)
		ab, err := search.NewAlphaBeta[uint8](newC4Marked(t, 6, 5), tt, opts)
		require.NoError(t, err)
		res, err := ab.Search(nil)
		require.NoError(t, err)
		return res
	}
	reduced, plain := searchWith(search.AlphaBetaOptions{MaxDepth: 7, LMR: 2}), searchWith(search.AlphaBetaOptions{MaxDepth: 7})
	require.NotEqual(t, plain.Nodes, reduced.Nodes, "LMR changes the search")
	d, err := New[c4Tuned, uint8](&c4Tuned{*newC4Marked(t, 6, 5)}, Options{Kind: AlphaBeta, TTEntries: 1 << 12, MaxDepth: 7})
	require.NoError(t, err)
	th := d.Choose(nil)
	assert.Equal(t, reduced.Nodes, th.Nodes)
	assert.Equal(t, reduced.Move, th.Move)
	assert.Equal(t, 7, th.Depth)
}

// stopAfter is a deadline whose Stop answers true from its n-th call on.
type stopAfter struct{ calls, n int }

func (d *stopAfter) Stop() bool         { d.calls++; return d.calls >= d.n }
func (d *stopAfter) NewIteration() bool { return true }

// softAfter is a deadline whose hard limit never comes and whose move
// reaches its soft limit at the n-th look (its SoftDeadline's n-th Stop).
type softAfter struct{ soft stopAfter }

func (d *softAfter) Stop() bool                    { return false }
func (d *softAfter) NewIteration() bool            { return true }
func (d *softAfter) SoftDeadline() search.Deadline { return &d.soft }

func TestDuelMCTSPlayoutsInChunks(t *testing.T) {
	tests := []struct {
		name     string
		dl       search.Deadline
		playouts int
		want     int64
	}{
		{"stopped at the first look", &stopAfter{n: 1}, 0, MCTSChunk},
		{"stopped at the third look", &stopAfter{n: 3}, 0, 3 * MCTSChunk},
		{"soft limit at the fourth look", &softAfter{soft: stopAfter{n: 4}}, 0, 4 * MCTSChunk},
		{"fixed playouts ignore the clock", &stopAfter{n: 1}, 1000, 1000},
		{"fixed playouts without a deadline", nil, 777, 777},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newC4Marked(t, 5, 4)
			d, err := New[c4Marked, uint8](g, Options{Kind: MCTS, Seed: 1, Playouts: tc.playouts})
			require.NoError(t, err)
			th := d.Choose(tc.dl)
			assert.Equal(t, tc.want, th.Nodes)
			assert.Contains(t, g.Moves(nil), th.Move)
			assert.GreaterOrEqual(t, th.Value, int32(-1000))
			assert.LessOrEqual(t, th.Value, int32(1000))
		})
	}
}

func TestNewDuelRejectsBadOptions(t *testing.T) {
	tests := []struct {
		name string
		opts Options
		err  error
	}{
		{"no kind", Options{}, ErrUnknownEngine},
		{"unknown kind", Options{Kind: "minimax"}, ErrUnknownEngine},
		{"negative depth", Options{Kind: AlphaBeta, MaxDepth: -1}, ErrDepth},
		{"negative playouts", Options{Kind: MCTS, Playouts: -5}, ErrDepth},
		{"negative exploration", Options{Kind: MCTS, MCTS: MCTSSetup{MCTSOptions: search.MCTSOptions{Exploration: -1}}}, search.ErrMCTSExploration},
		{"one-node pool", Options{Kind: MCTS, MCTS: MCTSSetup{MCTSOptions: search.MCTSOptions{MaxNodes: 1}}}, search.ErrMCTSNodes},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New[toy.TicTacToe, uint8](&toy.TicTacToe{}, tc.opts)
			assert.ErrorIs(t, err, tc.err)
		})
	}
	d, err := New[toy.TicTacToe, uint8](&toy.TicTacToe{}, Options{Kind: Greedy})
	require.NoError(t, err)
	assert.Equal(t, Greedy, d.Kind())
}

func TestThoughtString(t *testing.T) {
	assert.Equal(t, "3 value +100 depth 5 exact nodes 42",
		Thought[uint8]{Move: 3, Value: 100, Depth: 5, Exact: true, Nodes: 42}.String())
	assert.Equal(t, "7 value -12 depth 0 nodes 640", Thought[uint8]{Move: 7, Value: -12, Nodes: 640}.String())
}

// doors is a game of one move: the first player opens door 0, 1 or 2 and
// wins doorPoints of it; every door wins, by more or less.
type doors struct{ opened int8 } // -1 before

var doorPoints = [3]int32{1, 5, 3}

func (d *doors) Moves(buf []uint8) []uint8 { return append(buf[:0], 0, 1, 2) }
func (d *doors) Make(m uint8)              { d.opened = int8(m) }
func (d *doors) Unmake(uint8)              { d.opened = -1 }
func (d *doors) Hash() uint64              { return uint64(d.opened + 1) }
func (d *doors) Eval() int32               { return 0 }
func (d *doors) PliesLeft() int            { return int(-d.opened) & 1 }

// Terminal: once a door is open, the second player (to move) has lost its
// points.
func (d *doors) Terminal() (bool, int32) {
	if d.opened < 0 {
		return false, 0
	}
	return true, -doorPoints[d.opened]
}

func TestDuelMCTSHandsAProvenRootOffToAlphaBeta(t *testing.T) {
	// MCTS proves the win at its first playout and plays the door it
	// tried first, the smallest win.
	d, err := New[doors, uint8](&doors{opened: -1}, Options{Kind: MCTS, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, uint8(0), d.Choose(nil).Move)
	// Handed off, alpha-beta wins by the most.
	d, err = New[doors, uint8](&doors{opened: -1}, Options{Kind: MCTS, Seed: 1, MCTS: MCTSSetup{HandOff: true}, TTEntries: 1 << 8})
	require.NoError(t, err)
	th := d.Choose(nil)
	assert.Equal(t, uint8(1), th.Move)
	assert.Equal(t, int32(5), th.Value)
	assert.True(t, th.Exact)
}

// lostDoors is doors where every door loses: the second player wins
// lostPoints of it.
type lostDoors struct{ doors }

var lostPoints = [3]int32{5, 1, 3}

func (d *lostDoors) Terminal() (bool, int32) {
	if d.opened < 0 {
		return false, 0
	}
	return true, lostPoints[d.opened]
}

func TestDuelMCTSHandsAProvenLossOffToAlphaBeta(t *testing.T) {
	// Every door loses; MCTS proves it at once and opens the first.
	d, err := New[lostDoors, uint8](&lostDoors{doors{opened: -1}}, Options{Kind: MCTS, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, uint8(0), d.Choose(nil).Move)
	// Handed off, alpha-beta loses by the least.
	d, err = New[lostDoors, uint8](&lostDoors{doors{opened: -1}}, Options{Kind: MCTS, Seed: 1, MCTS: MCTSSetup{HandOff: true}, TTEntries: 1 << 8})
	require.NoError(t, err)
	th := d.Choose(nil)
	assert.Equal(t, uint8(1), th.Move)
	assert.Equal(t, int32(-1), th.Value)
}

// earlyDoors is doors in a game whose rules would allow more plies than it
// lasts: its horizon says 5, yet opening a door ends it (Black Hole ends
// once settled, before its last stone).
type earlyDoors struct{ doors }

func (d *earlyDoors) PliesLeft() int {
	if d.opened < 0 {
		return 5
	}
	return 0
}

func TestDuelHandOffTakesASolvedSearchBeforeTheHorizon(t *testing.T) {
	// Alpha-beta solves the game at depth 1, below the horizon's 5 plies:
	// that is exact, so its door (the biggest win) is played, not MCTS's
	// first proven one.
	d, err := New[earlyDoors, uint8](&earlyDoors{doors{opened: -1}}, Options{Kind: MCTS, Seed: 1, MCTS: MCTSSetup{HandOff: true}, TTEntries: 1 << 8})
	require.NoError(t, err)
	th := d.Choose(nil)
	assert.Equal(t, uint8(1), th.Move)
	assert.Equal(t, int32(5), th.Value)
	assert.True(t, th.Exact)
}

func TestDuelExactPliesLetsAlphaBetaSolveFirst(t *testing.T) {
	for _, tc := range []struct {
		exactPlies int
		door       uint8
		exact      bool
	}{
		{0, 0, false}, // MCTS's proven first door
		{1, 1, true},  // one ply left: alpha-beta first, the biggest win
	} {
		for _, bySolver := range []bool{false, true} { // alpha-beta, or the exact Solver
			setup := MCTSSetup{ExactPlies: tc.exactPlies, ExactBySolver: bySolver}
			d, err := New[doors, uint8](&doors{opened: -1}, Options{Kind: MCTS, Seed: 1, MCTS: setup, TTEntries: 1 << 8})
			require.NoError(t, err)
			th := d.Choose(nil)
			assert.Equal(t, tc.door, th.Move, "ExactPlies %d, by the Solver %v", tc.exactPlies, bySolver)
			assert.Equal(t, tc.exact, th.Exact, "ExactPlies %d, by the Solver %v", tc.exactPlies, bySolver)
			if tc.exact {
				assert.Equal(t, int32(5), th.Value)
				assert.Equal(t, search.ProvenWin, th.Proof)
			}
		}
	}
	// More plies left than ExactPlies: MCTS as before.
	d, err := New[earlyDoors, uint8](&earlyDoors{doors{opened: -1}}, Options{Kind: MCTS, Seed: 1, MCTS: MCTSSetup{ExactPlies: 4}, TTEntries: 1 << 8})
	require.NoError(t, err)
	assert.Equal(t, uint8(0), d.Choose(nil).Move)
	_, err = New[doors, uint8](&doors{opened: -1}, Options{Kind: MCTS, MCTS: MCTSSetup{ExactPlies: -1}})
	assert.ErrorIs(t, err, ErrExactPlies)
	for _, share := range []int{-1, 101} {
		_, err = New[doors, uint8](&doors{opened: -1}, Options{Kind: MCTS, MCTS: MCTSSetup{ExactPlies: 2, ExactShare: share}})
		assert.ErrorIs(t, err, ErrExactShare, "ExactShare %d", share)
		assert.ErrorIs(t, err, search.ErrInvalidOption)
	}
}

func TestDuelSolvePliesProvesTheRootThroughTheSolver(t *testing.T) {
	line := []uint8{2, 1, 2} // 5x4 Connect-4: the side to move wins
	play := func(setup MCTSSetup) Thought[uint8] {
		g, err := toy.NewConnect4(5, 4)
		require.NoError(t, err)
		for _, m := range line {
			g.Make(m)
		}
		d, err := New[toy.Connect4, uint8](g, Options{Kind: MCTS, Seed: 1, Playouts: 5000, MCTS: setup})
		require.NoError(t, err)
		return d.Choose(nil)
	}
	assert.Equal(t, search.Unproven, play(MCTSSetup{}).Proof, "MCTS alone proves nothing in 5000 playouts")
	th := play(MCTSSetup{SolvePlies: 14})
	assert.Equal(t, search.ProvenWin, th.Proof)
	assert.Equal(t, int32(1000), th.Value)

	g, err := toy.NewConnect4(5, 4)
	require.NoError(t, err)
	for _, m := range append(line, th.Move) {
		g.Make(m)
	}
	sv, err := search.NewSolver[uint8, *toy.Connect4](search.SolverOptions{})
	require.NoError(t, err)
	p, done := sv.Prove(g)
	require.True(t, done)
	assert.Equal(t, search.ProvenLoss, p, "the move played leaves the opponent lost")

	_, err = New[toy.Connect4, uint8](g, Options{Kind: MCTS, MCTS: MCTSSetup{SolvePlies: -1}})
	assert.ErrorIs(t, err, ErrSolvePlies)
	_, err = New[toy.Nim, uint16](toy.NewNim(3, 4), Options{Kind: MCTS, MCTS: MCTSSetup{SolvePlies: 5}})
	assert.ErrorIs(t, err, search.ErrMCTSPliesLeft, "Nim tells no plies left")
}
