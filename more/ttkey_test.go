package more

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// playRoundTrip plays, from the start, a White move through a wall, a
// Black move through none, and both back: the stones are where they were,
// White has paid the wall twice more than Black.
func playRoundTrip(t *testing.T, g *SearchPosition) {
	t.Helper()
	back := func(m Move) Move { return Move(m.To())<<6 | Move(m.From()) }
	for _, w := range g.Moves(nil) {
		if g.board.Penalty(w.From(), w.To()) == 0 {
			continue
		}
		g.Make(w)
		for _, k := range g.Moves(nil) {
			if g.board.Penalty(k.From(), k.To()) != 0 || g.Check(k) != nil {
				continue
			}
			g.Make(k)
			if g.Check(back(w)) == nil {
				g.Make(back(w))
				if g.Check(back(k)) == nil {
					g.Make(back(k))
					return
				}
				g.Unmake(back(w))
			}
			g.Unmake(k)
		}
		g.Unmake(w)
	}
	t.Fatal("no round trip through a wall from the start")
}

// searchValue is the value of g searched to depth with a fresh table.
func searchValue(t *testing.T, g *SearchPosition, depth int) int32 {
	t.Helper()
	tt, err := search.NewTT[Move](1 << 16)
	require.NoError(t, err)
	ab, err := search.NewAlphaBeta[Move](g, tt, search.AlphaBetaOptions{LMR: DefaultLMR, MaxDepth: depth})
	require.NoError(t, err)
	r, err := ab.Search(nil)
	require.NoError(t, err)
	return r.Value
}

// Positions with the same stones and side to move but other points share
// their table key; the offset is the difference of points in Units, and a
// search of each gives values that differ by exactly that difference.
func TestTTKeyLeavesThePointsOut(t *testing.T) {
	board := mustBoard(t, ExampleBoard)
	race := NewRace(board)
	a := SearchPositionAt(NewPosition(board), race)
	b := SearchPositionAt(NewPosition(board), race)
	playRoundTrip(t, b)
	require.Equal(t, a.Stones(White), b.Stones(White))
	require.Equal(t, a.Stones(Black), b.Stones(Black))
	require.Equal(t, a.ToMove(), b.ToMove())
	assert.NotEqual(t, a.Hash(), b.Hash())
	assert.Equal(t, a.TTKey(), b.TTKey())
	pa, pb := a.Points(White)-a.Points(Black), b.Points(White)-b.Points(Black)
	require.NotEqual(t, pa, pb, "the round trip must change the difference of points")
	assert.Equal(t, int32(Unit*(pa-pb)), b.TTOffset()-a.TTOffset(), "White to move: its points count against it")

	va, vb := searchValue(t, a, 5), searchValue(t, b, 5)
	assert.Equal(t, vb-va, b.TTOffset()-a.TTOffset())
}

// Near the cut-off the move counts decide when the game ends: they stay in
// the key.
func TestTTKeyKeepsTheMovesNearTheCutOff(t *testing.T) {
	board := mustBoard(t, ExampleBoard)
	race := NewRace(board)
	for _, cut := range []int{200, 20} { // MaxPly/2 = 32 moves from it at 2 moves each
		a := SearchPositionAt(NewPosition(board), race)
		b := SearchPositionAt(NewPosition(board), race)
		a.SetCutOff(CutOff{Moves: cut})
		b.SetCutOff(CutOff{Moves: cut})
		playRoundTrip(t, b)
		if cut == 200 {
			assert.Equal(t, a.TTKey(), b.TTKey(), "far from the cut-off")
		} else {
			assert.NotEqual(t, a.TTKey(), b.TTKey(), "near the cut-off")
		}
	}
}
