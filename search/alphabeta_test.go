package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/exp/constraints"

	"botcup/search/internal/toy"
)

// The toy games with their wins marked (WinMarker), so the engine scores
// win distances; the bare toys leave values as they are.
type (
	tttWins  struct{ *toy.TicTacToe }
	nimWins  struct{ *toy.Nim }
	c4Wins   struct{ *toy.Connect4 }
	treeWins struct{ *toy.GameTree }
)

func (tttWins) WinValue() int32  { return toy.Win }
func (nimWins) WinValue() int32  { return toy.Win }
func (c4Wins) WinValue() int32   { return toy.Win }
func (treeWins) WinValue() int32 { return toy.Win }

// treeHooks is the random game tree with every optional hook: wins marked,
// noisy moves for quiescence, forcing nodes extended, and a move scorer
// that orders moves by an arbitrary score (ordering must never change a
// value).
type treeHooks struct{ *toy.GameTree }

func (treeHooks) WinValue() int32 { return toy.Win }

func (t treeHooks) NoisyMoves(buf []uint8) []uint8 {
	buf = t.Moves(buf)
	n := 0
	for _, m := range buf {
		if t.Noisy(m) {
			buf[n] = m
			n++
		}
	}
	return buf[:n]
}

func (t treeHooks) ScoreMoves(moves []uint8, scores []int32) {
	for i, m := range moves {
		scores[i] = int32((t.Hash()>>uint(m%32))&63) - 32
	}
}

// treeQuiet is the game tree with quiescence and a move scorer but no
// extension, so its values do not depend on the path and a TT may cut.
type treeQuiet struct{ treeHooks }

// treeExtend adds the extension hook.
type treeExtend struct{ treeHooks }

func (t treeExtend) Extend(uint8) bool { return t.Forcing() }

// abConfig is one way to set up the engine: options and TT size (0: none).
type abConfig struct {
	name string
	opts AlphaBetaOptions
	tt   int
}

var abConfigs = []abConfig{
	{"plain alpha-beta", AlphaBetaOptions{NoPVS: true, NoKillers: true, NoHistory: true}, 0},
	{"plain alpha-beta, TT 2", AlphaBetaOptions{NoPVS: true, NoKillers: true, NoHistory: true}, 2},
	{"PVS killers history", AlphaBetaOptions{}, 0},
	{"all, TT 64", AlphaBetaOptions{}, 64},
	{"all, TT 4096, aspiration 1", AlphaBetaOptions{Aspiration: 1}, 4096},
	{"all, TT 65536, aspiration 8", AlphaBetaOptions{Aspiration: 8}, 1 << 16},
}

// exactness runs every configuration on random positions of g (random walks
// of minWalk to maxWalk moves from its start) at the given depths and checks
// each search against minimax: the value, a best move that has that value,
// a legal principal variation starting with it, and the position restored.
// It returns the number of positions and searches checked.
func exactness[M constraints.Unsigned, G Game[M]](t *testing.T, g G, seed uint64, positions, minWalk, maxWalk int, depths []int, exactCuts bool) (int, int) {
	t.Helper()
	ref := newMinimax[M, G](g)
	engines := make([][]*AlphaBeta[M, G], len(abConfigs))
	for i, c := range abConfigs {
		var tt *TT[M]
		if c.tt > 0 {
			var err error
			tt, err = NewTT[M](c.tt)
			require.NoError(t, err)
		}
		for _, d := range depths {
			opts := c.opts
			opts.MaxDepth = d
			opts.ExactDepthCuts = exactCuts
			e, err := NewAlphaBeta[M](g, tt, opts)
			require.NoError(t, err)
			engines[i] = append(engines[i], e)
		}
	}
	rng := NewRng(seed)
	var walk []M
	checked, searches := 0, 0
	for p := 0; p < positions; p++ {
		walk = randomWalk(g, rng, minWalk+rng.Intn(maxWalk-minWalk+1), walk[:0])
		if over, _ := g.Terminal(); !over {
			checked++
			hash := g.Hash()
			legal := g.Moves(nil)
			for j, d := range depths {
				want := ref.value(d)
				for i, c := range abConfigs {
					res, err := engines[i][j].Search(nil)
					searches++
					require.NoError(t, err)
					require.Equal(t, hash, g.Hash(), "search did not restore the position")
					if !assert.Equal(t, want, res.Value, "%s, depth %d, position %d (walk %v)", c.name, d, p, walk) {
						return checked, searches
					}
					assert.Contains(t, legal, res.Move)
					assert.Equal(t, want, ref.moveValue(res.Move, d), "%s: the best move must have the value, depth %d", c.name, d)
					assert.LessOrEqual(t, res.Depth, d)
					assert.False(t, res.Stopped)
					require.NotEmpty(t, res.PV)
					assert.Equal(t, res.Move, res.PV[0])
					assertLegalLine(t, g, res.PV)
				}
			}
		}
		for k := len(walk) - 1; k >= 0; k-- {
			g.Unmake(walk[k])
		}
	}
	return checked, searches
}

// assertLegalLine replays line on g, checking each move is legal, and takes
// it back.
// randomWalk plays up to n uniformly random moves on g (fewer if the game
// ends), appends them to walk and returns it.
func randomWalk[M comparable, G Game[M]](g G, rng *Rng, n int, walk []M) []M {
	for k := 0; k < n; k++ {
		if over, _ := g.Terminal(); over {
			break
		}
		moves := g.Moves(nil)
		m := moves[rng.Intn(len(moves))]
		g.Make(m)
		walk = append(walk, m)
	}
	return walk
}

func assertLegalLine[M constraints.Unsigned, G Game[M]](t *testing.T, g G, line []M) {
	t.Helper()
	for i, m := range line {
		over, _ := g.Terminal()
		if !assert.False(t, over, "the PV goes on past the end of the game") || !assert.Contains(t, g.Moves(nil), m) {
			line = line[:i]
			break
		}
		g.Make(m)
	}
	for i := len(line) - 1; i >= 0; i-- {
		g.Unmake(line[i])
	}
}

func newC4(t *testing.T, w, h int) *toy.Connect4 {
	c, err := toy.NewConnect4(w, h)
	require.NoError(t, err)
	return c
}

func newTree(t *testing.T, seed uint64, layers, width, branch int) *toy.GameTree {
	g, err := toy.NewGameTree(seed, layers, width, branch)
	require.NoError(t, err)
	return g
}

// TestAlphaBetaEqualsFixedDepthMinimax: with ExactDepthCuts, every
// configuration returns exactly the fixed-depth minimax value, on thousands
// of random positions of the toy games, at several depths and TT sizes.
func TestAlphaBetaEqualsFixedDepthMinimax(t *testing.T) {
	type run func(t *testing.T) (int, int)
	cases := []struct {
		name string
		run  run
	}{
		{"tic-tac-toe", func(t *testing.T) (int, int) {
			return exactness[uint8](t, &toy.TicTacToe{}, 1, 300, 0, 6, []int{1, 2, 3, 5}, true)
		}},
		{"tic-tac-toe, wins marked", func(t *testing.T) (int, int) {
			return exactness[uint8](t, tttWins{&toy.TicTacToe{}}, 2, 300, 0, 6, []int{1, 2, 4, 9}, true)
		}},
		{"nim", func(t *testing.T) (int, int) {
			return exactness[uint16](t, toy.NewNim(3, 4, 5), 3, 150, 0, 4, []int{1, 2, 3}, true)
		}},
		{"nim, wins marked", func(t *testing.T) (int, int) {
			return exactness[uint16](t, nimWins{toy.NewNim(2, 3, 5)}, 4, 150, 0, 4, []int{1, 3, 4}, true)
		}},
		{"connect-4 5x4", func(t *testing.T) (int, int) {
			return exactness[uint8](t, newC4(t, 5, 4), 5, 150, 0, 10, []int{1, 2, 4, 5}, true)
		}},
		{"connect-4 5x4, wins marked", func(t *testing.T) (int, int) {
			return exactness[uint8](t, c4Wins{newC4(t, 5, 4)}, 6, 150, 0, 10, []int{1, 3, 5}, true)
		}},
		{"random game trees", func(t *testing.T) (int, int) {
			n, s := 0, 0
			for seed := uint64(1); seed <= 6; seed++ {
				a, b := exactness[uint8](t, newTree(t, seed, 14, 30, 5), 10+seed, 150, 0, 5, []int{1, 2, 3, 5}, true)
				n, s = n+a, s+b
			}
			return n, s
		}},
		{"random game trees, wins marked", func(t *testing.T) (int, int) {
			n, s := 0, 0
			for seed := uint64(1); seed <= 6; seed++ {
				a, b := exactness[uint8](t, treeWins{newTree(t, seed, 14, 30, 5)}, 20+seed, 150, 0, 5, []int{2, 4, 6}, true)
				n, s = n+a, s+b
			}
			return n, s
		}},
		{"random game trees, quiescence and move scorer", func(t *testing.T) (int, int) {
			n, s := 0, 0
			for seed := uint64(1); seed <= 6; seed++ {
				g := treeQuiet{treeHooks{newTree(t, seed, 14, 30, 5)}}
				a, b := exactness[uint8](t, g, 30+seed, 150, 0, 5, []int{1, 2, 4}, true)
				n, s = n+a, s+b
			}
			return n, s
		}},
	}
	total, searches := 0, 0
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n, s := c.run(t)
			assert.Greater(t, n, 40, "too few non-terminal positions checked")
			total, searches = total+n, searches+s
		})
	}
	t.Logf("%d positions, %d searches checked against minimax", total, searches)
}

// TestAlphaBetaSolvesToTheEnd: searched past the end of the game, the
// default TT cuts (deeper entries cut too) return the game's exact value
// just as ExactDepthCuts does, and Nim's values follow the xor rule.
func TestAlphaBetaSolvesToTheEnd(t *testing.T) {
	for _, exactCuts := range []bool{false, true} {
		name := "deeper entries cut"
		if exactCuts {
			name = "exact depth cuts"
		}
		t.Run(name, func(t *testing.T) {
			total := 0
			defer func() { t.Logf("%d positions solved", total) }()
			n, _ := exactness[uint8](t, &toy.TicTacToe{}, 41, 200, 0, 7, []int{9}, exactCuts)
			assert.Greater(t, n, 100)
			total += n
			n, _ = exactness[uint8](t, tttWins{&toy.TicTacToe{}}, 42, 200, 0, 7, []int{9}, exactCuts)
			assert.Greater(t, n, 100)
			total += n
			n, _ = exactness[uint8](t, c4Wins{newC4(t, 4, 4)}, 43, 60, 6, 10, []int{16}, exactCuts)
			assert.Greater(t, n, 10)
			total += n
			n, _ = exactness[uint8](t, newC4(t, 4, 4), 44, 60, 6, 10, []int{16}, exactCuts)
			assert.Greater(t, n, 10)
			total += n
			for seed := uint64(1); seed <= 4; seed++ {
				n, _ = exactness[uint8](t, treeWins{newTree(t, seed, 10, 20, 4)}, 50+seed, 40, 0, 3, []int{9}, exactCuts)
				assert.Greater(t, n, 10)
				total += n
			}
			n, _ = exactness[uint16](t, nimWins{toy.NewNim(1, 2, 3, 4)}, 45, 100, 0, 5, []int{10}, exactCuts)
			assert.Greater(t, n, 50)
			total += n
		})
	}
}

func TestAlphaBetaNimFollowsTheXorRule(t *testing.T) {
	for a := uint8(0); a <= 3; a++ {
		for b := uint8(0); b <= 3; b++ {
			for c := uint8(1); c <= 4; c++ {
				n := toy.NewNim(a, b, c)
				tt, err := NewTT[uint16](1024)
				require.NoError(t, err)
				e, err := NewAlphaBeta[uint16](nimWins{n}, tt, AlphaBetaOptions{Aspiration: 2})
				require.NoError(t, err)
				res, err := e.Search(nil)
				require.NoError(t, err)
				if n.Won() {
					assert.Greater(t, res.Value, toy.Win-MaxPly, "heaps %d %d %d", a, b, c)
					n.Make(res.Move)
					assert.False(t, n.Won(), "the winning move leaves a zero xor")
					n.Unmake(res.Move)
				} else {
					assert.Less(t, res.Value, -toy.Win+MaxPly, "heaps %d %d %d", a, b, c)
				}
				// A proved result stops the deepening at the win distance.
				assert.Equal(t, int(toy.Win-max(res.Value, -res.Value)), res.Depth)
			}
		}
	}
}

// TestAlphaBetaWithExtensions: the extension hook deepens forcing lines
// exactly as minimax with the same rule does (no TT: an extended value
// depends on the path, so a TT entry could carry it elsewhere).
func TestAlphaBetaWithExtensions(t *testing.T) {
	total := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := treeExtend{treeHooks{newTree(t, seed, 16, 30, 4)}}
		ref := newMinimax[uint8](g)
		for _, d := range []int{1, 2, 3, 5} {
			for _, c := range abConfigs {
				if c.tt != 0 {
					continue
				}
				opts := c.opts
				opts.MaxDepth = d
				e, err := NewAlphaBeta[uint8](g, nil, opts)
				require.NoError(t, err)
				res, err := e.Search(nil)
				require.NoError(t, err)
				assert.Equal(t, ref.value(d), res.Value, "%s seed %d depth %d", c.name, seed, d)
				assert.Equal(t, res.Value, ref.moveValue(res.Move, d))
				total++
			}
		}
	}
	assert.Equal(t, 6*4*2, total)
}

func TestNewAlphaBetaRejectsBadOptions(t *testing.T) {
	cases := []struct {
		name string
		opts AlphaBetaOptions
		err  error
	}{
		{"negative depth", AlphaBetaOptions{MaxDepth: -1}, ErrAlphaBetaDepth},
		{"depth past MaxPly", AlphaBetaOptions{MaxDepth: MaxPly}, ErrAlphaBetaDepth},
		{"negative node limit", AlphaBetaOptions{MaxNodes: -5}, ErrAlphaBetaNodes},
		{"negative aspiration", AlphaBetaOptions{Aspiration: -1}, ErrAlphaBetaAspiration},
		{"negative LMR", AlphaBetaOptions{LMR: -1}, ErrAlphaBetaLMR},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, err := NewAlphaBeta[uint8](&toy.TicTacToe{}, nil, c.opts)
			assert.ErrorIs(t, err, c.err)
			assert.Nil(t, e)
		})
	}
	_, err := NewAlphaBeta[uint8](&toy.TicTacToe{}, nil, AlphaBetaOptions{MaxDepth: MaxPly - 1})
	assert.NoError(t, err)
}

// tttSmallWin marks wins with a value too small for the win distances.
type tttSmallWin struct{ *toy.TicTacToe }

func (tttSmallWin) WinValue() int32 { return MaxPly }

// stuck is a game that says it is not over but lists no move.
type stuck struct{ *toy.TicTacToe }

func (stuck) Moves(buf []uint8) []uint8 { return buf[:0] }

func TestAlphaBetaRejectsBadGames(t *testing.T) {
	_, err := NewAlphaBeta[uint8](tttSmallWin{&toy.TicTacToe{}}, nil, AlphaBetaOptions{})
	assert.ErrorIs(t, err, ErrAlphaBetaWinValue)

	won := &toy.TicTacToe{}
	for _, m := range []uint8{0, 3, 1, 4, 2} {
		won.Make(m)
	}
	e, err := NewAlphaBeta[uint8](won, nil, AlphaBetaOptions{})
	require.NoError(t, err)
	_, err = e.Search(nil)
	assert.ErrorIs(t, err, ErrAlphaBetaGameOver)

	s, err := NewAlphaBeta[uint8](stuck{&toy.TicTacToe{}}, nil, AlphaBetaOptions{})
	require.NoError(t, err)
	_, err = s.Search(nil)
	assert.ErrorIs(t, err, ErrAlphaBetaNoMoves)
}

// TestAlphaBetaNodeLimit: the search stops at exactly MaxNodes nodes, with a
// legal move even if not even depth 1 completed, and the game restored.
func TestAlphaBetaNodeLimit(t *testing.T) {
	g := newC4(t, 5, 4)
	hash := g.Hash()
	for _, limit := range []int64{1, 2, 3, 7, 100, 1000, 5000} {
		tt, err := NewTT[uint8](1 << 10)
		require.NoError(t, err)
		e, err := NewAlphaBeta[uint8](g, tt, AlphaBetaOptions{MaxNodes: limit, Aspiration: 1})
		require.NoError(t, err)
		res, err := e.Search(nil)
		require.NoError(t, err)
		assert.Equal(t, limit, res.Nodes)
		assert.True(t, res.Stopped)
		assert.Contains(t, g.Moves(nil), res.Move, "limit %d", limit)
		assert.Equal(t, hash, g.Hash())
		if res.Depth == 0 && !res.Partial {
			assert.Empty(t, res.PV)
		} else {
			assert.Equal(t, res.Move, res.PV[0])
		}
	}
}

// TestAlphaBetaNodeCounts: plain alpha-beta at depth 1 visits the root and
// each child once; on a full tic-tac-toe solve each enhancement visits
// fewer nodes than the plainer search, all far below the 549,946 nodes of
// the full game tree; and a search from a cleared TT and a Reset engine
// repeats itself exactly.
func TestAlphaBetaNodeCounts(t *testing.T) {
	g := &toy.TicTacToe{}
	plain := AlphaBetaOptions{NoPVS: true, NoKillers: true, NoHistory: true}
	depth1 := plain
	depth1.MaxDepth = 1
	e, err := NewAlphaBeta[uint8](g, nil, depth1)
	require.NoError(t, err)
	res, err := e.Search(nil)
	require.NoError(t, err)
	assert.Equal(t, int64(1+9), res.Nodes)

	ref := newMinimax[uint8](g)
	assert.Equal(t, int32(0), ref.value(9))
	assert.Equal(t, int64(5478), ref.nodes, "tic-tac-toe has 5,478 positions")
	nodes := func(opts AlphaBetaOptions, ttSize int) int64 {
		var tt *TT[uint8]
		if ttSize > 0 {
			tt, err = NewTT[uint8](ttSize)
			require.NoError(t, err)
		}
		opts.MaxDepth = 9
		e, err := NewAlphaBeta[uint8](tttWins{g}, tt, opts)
		require.NoError(t, err)
		res, err := e.Search(nil)
		require.NoError(t, err)
		require.Equal(t, int32(0), res.Value)
		if tt != nil {
			tt.Clear()
		}
		e.Reset()
		again, err := e.Search(nil)
		require.NoError(t, err)
		assert.Equal(t, res, again, "after TT.Clear and Reset a search repeats itself")
		return res.Nodes
	}
	full := int64(549946)
	plainNodes := nodes(plain, 0)
	withTT := nodes(plain, 1<<12)
	all := nodes(AlphaBetaOptions{Aspiration: 1}, 1<<12)
	t.Logf("tic-tac-toe solved: full tree %d nodes, alpha-beta %d, +TT %d, +PVS/killers/history/aspiration %d", full, plainNodes, withTT, all)
	assert.Less(t, plainNodes, full)
	assert.Less(t, withTT, plainNodes)
	assert.Less(t, all, withTT)
	assert.Less(t, all, full/50)
}

// TestAlphaBetaReportsEachIteration: the anytime mode. With no deadline the
// Report hook hands out every completed iteration at once, depth by depth,
// each with the exact fixed-depth value; when the search is cut (here by a
// node limit, as a kill from outside would) what was reported stands.
func TestAlphaBetaReportsEachIteration(t *testing.T) {
	g := newC4(t, 5, 4)
	ref := newMinimax[uint8](g)
	tt, err := NewTT[uint8](1 << 12)
	require.NoError(t, err)
	e, err := NewAlphaBeta[uint8](g, tt, AlphaBetaOptions{MaxNodes: 4000, Aspiration: 1, ExactDepthCuts: true})
	require.NoError(t, err)
	type report struct {
		res AlphaBetaResult[uint8]
		pv  []uint8
	}
	var reports []report
	e.Report = func(r AlphaBetaResult[uint8]) {
		reports = append(reports, report{r, append([]uint8(nil), r.PV...)})
	}
	res, err := e.Search(NoDeadline{})
	require.NoError(t, err)
	require.True(t, res.Stopped)
	require.NotEmpty(t, reports)
	for i, r := range reports {
		assert.Equal(t, i+1, r.res.Depth)
		assert.Equal(t, ref.value(r.res.Depth), r.res.Value, "depth %d", r.res.Depth)
		assert.Equal(t, r.res.Move, r.pv[0])
		if i > 0 {
			assert.Greater(t, r.res.Nodes, reports[i-1].res.Nodes)
		}
	}
	last := reports[len(reports)-1]
	assert.Equal(t, last.res.Move, res.Move)
	assert.Equal(t, last.res.Value, res.Value)
	assert.Equal(t, last.res.Depth, res.Depth)
	assert.Equal(t, last.pv, res.PV)
	assert.Greater(t, res.Nodes, last.res.Nodes)
	t.Logf("%d iterations reported before the cut at %d nodes", len(reports), res.Nodes)
}

// TestAlphaBetaStopsWhenSolved: once an iteration reaches the end of the
// game on every line it needs, the result is marked solved and the
// deepening stops; a search cut by its depth is not solved.
func TestAlphaBetaStopsWhenSolved(t *testing.T) {
	for _, ttSize := range []int{0, 2, 1 << 12} {
		var tt *TT[uint8]
		if ttSize > 0 {
			var err error
			tt, err = NewTT[uint8](ttSize)
			require.NoError(t, err)
		}
		e, err := NewAlphaBeta[uint8](&toy.TicTacToe{}, tt, AlphaBetaOptions{Aspiration: 1})
		require.NoError(t, err)
		res, err := e.Search(nil)
		require.NoError(t, err)
		assert.True(t, res.Solved, "TT %d", ttSize)
		assert.Equal(t, int32(0), res.Value)
		assert.Equal(t, 9, res.Depth, "a draw needs every line played out")

		g := &toy.TicTacToe{}
		for _, m := range []uint8{4, 0, 8} { // X centre, O corner, X opposite corner
			g.Make(m)
		}
		e, err = NewAlphaBeta[uint8](g, tt, AlphaBetaOptions{})
		require.NoError(t, err)
		res, err = e.Search(nil)
		require.NoError(t, err)
		assert.True(t, res.Solved)
		assert.Equal(t, int32(0), res.Value)
		assert.LessOrEqual(t, res.Depth, 6)
	}
	c4, err := NewAlphaBeta[uint8](newC4(t, 5, 4), nil, AlphaBetaOptions{MaxDepth: 6})
	require.NoError(t, err)
	res, err := c4.Search(nil)
	require.NoError(t, err)
	assert.False(t, res.Solved)
	assert.Equal(t, 6, res.Depth)
}

// TestAlphaBetaKeepsAMoveProvedInACutIteration: cut at every node count
// from 1 to 800 on random game trees, the search returns the last completed iteration's move, or a
// move that the cut iteration had already proved better than that one
// (Partial), with a value that is a true lower bound at the cut depth.
func TestAlphaBetaKeepsAMoveProvedInACutIteration(t *testing.T) {
	partial, changed := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := newTree(t, seed, 16, 40, 6)
		ref := newMinimax[uint8](g)
		// Without a TT (and with a tiny one) the previous best move is
		// not always searched first.
		ttSize := []int{0, 2, 1 << 10}[seed%3]
		var tt *TT[uint8]
		if ttSize > 0 {
			var err error
			tt, err = NewTT[uint8](ttSize)
			require.NoError(t, err)
		}
		for limit := int64(1); limit <= 800; limit++ {
			e, err := NewAlphaBeta[uint8](g, tt, AlphaBetaOptions{MaxNodes: limit, Aspiration: 1, ExactDepthCuts: true})
			require.NoError(t, err)
			var last AlphaBetaResult[uint8]
			e.Report = func(r AlphaBetaResult[uint8]) { last = r }
			if tt != nil {
				tt.Clear()
			}
			res, err := e.Search(nil)
			require.NoError(t, err)
			if !res.Stopped {
				continue
			}
			if !res.Partial {
				if res.Depth > 0 {
					assert.Equal(t, last.Move, res.Move)
					assert.Equal(t, last.Value, res.Value)
				}
				continue
			}
			partial++
			d := res.Depth + 1
			assert.Equal(t, res.Move, res.PV[0])
			assert.LessOrEqual(t, res.Value, ref.moveValue(res.Move, d), "seed %d limit %d: a lower bound at depth %d", seed, limit, d)
			if res.Depth > 0 {
				assert.NotEqual(t, last.Move, res.Move, "seed %d limit %d: a partial result has a new move", seed, limit)
				changed++
				assert.Greater(t, ref.moveValue(res.Move, d), ref.moveValue(last.Move, d), "seed %d limit %d: proved better at depth %d", seed, limit, d)
			}
		}
	}
	t.Logf("%d cut searches returned a partial result, %d with a new move", partial, changed)
	assert.Greater(t, changed, 0)
}

// c4Hasher is Connect-4 with the ChildHasher hook, the children's keys
// found by making each move; calls counts the nodes it fetched for.
type c4Hasher struct {
	*toy.Connect4
	calls int
}

func (g *c4Hasher) HashesAfter(moves []uint8, keys []uint64) {
	g.calls++
	for i, m := range moves {
		g.Make(m)
		keys[i] = g.Hash()
		g.Unmake(m)
	}
}

// TestAlphaBetaChildHasherChangesNothing: with the ChildHasher hook the
// search fetches the children's table slots ahead, and finds exactly what
// it finds without it, node for node.
func TestAlphaBetaChildHasherChangesNothing(t *testing.T) {
	search := func(g Game[uint8]) AlphaBetaResult[uint8] {
		tt, err := NewTT[uint8](1 << 10)
		require.NoError(t, err)
		e, err := NewAlphaBeta[uint8](g, tt, AlphaBetaOptions{MaxDepth: 8, LMR: 2, Aspiration: 2})
		require.NoError(t, err)
		res, err := e.Search(nil)
		require.NoError(t, err)
		return res
	}
	plain := search(newC4(t, 6, 5))
	hooked := &c4Hasher{Connect4: newC4(t, 6, 5)}
	got := search(hooked)
	assert.Equal(t, plain, got)
	assert.Positive(t, hooked.calls, "the hook was used")
}

// c4Scored is Connect-4 with a MoveScorer that puts some columns first by
// an arbitrary score of the position and the column.
type c4Scored struct{ *toy.Connect4 }

func (g c4Scored) ScoreMoves(moves []uint8, scores []int32) {
	for i, m := range moves {
		scores[i] = int32((g.Hash()>>(4*uint(m)))&15) - 12
	}
}

// TestAlphaBetaNodeCountsWithAMoveScorer pins the node counts of searches
// with a MoveScorer, a table and every enhancement: the table's move is
// searched before the other moves are scored (tableMoveFirst), which must
// visit exactly the nodes that scoring all moves first visits. The counts
// are those of the engine that scored all moves first.
func TestAlphaBetaNodeCountsWithAMoveScorer(t *testing.T) {
	var got []int64
	for _, size := range [][2]int{{5, 4}, {6, 5}, {7, 6}} {
		tt, err := NewTT[uint8](1 << 10)
		require.NoError(t, err)
		e, err := NewAlphaBeta[uint8](c4Scored{newC4(t, size[0], size[1])}, tt, AlphaBetaOptions{MaxDepth: 10, LMR: 2, Aspiration: 2})
		require.NoError(t, err)
		res, err := e.Search(nil)
		require.NoError(t, err)
		got = append(got, res.Nodes)
	}
	assert.Equal(t, []int64{6576, 22097, 30211}, got)
}
