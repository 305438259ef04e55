package search

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"botcup/search/internal/toy"
)

// treePoints is a game tree where every move costs its mover points (its
// edge index mod 3) and values are the tree's plus the opponent's points
// less the mover's. Its TTKey is the node's alone, without the points, and
// TTOffset gives them back: nodes reached at different plies and costs
// share their table entries. Its Hash holds the points too.
type treePoints struct {
	*toy.GameTree
	points [][2]int32 // the points of the side to move and of the other, per ply
}

func newTreePoints(tr *toy.GameTree) *treePoints {
	return &treePoints{GameTree: tr, points: [][2]int32{{0, 0}}}
}

func (t *treePoints) now() [2]int32 { return t.points[len(t.points)-1] }

func (t *treePoints) Make(m uint8) {
	p := t.now()
	t.GameTree.Make(m)
	t.points = append(t.points, [2]int32{p[1], p[0] + int32(m%3)})
}

func (t *treePoints) Unmake(m uint8) {
	t.GameTree.Unmake(m)
	t.points = t.points[:len(t.points)-1]
}

func (t *treePoints) Hash() uint64 {
	p := t.now()
	return t.GameTree.Hash() ^ uint64(p[0])*0x9e3779b97f4a7c15 ^ uint64(p[1])*0xbf58476d1ce4e5b9
}

func (t *treePoints) TTKey() uint64 { return t.GameTree.Hash() }

func (t *treePoints) TTOffset() int32 { p := t.now(); return p[1] - p[0] }

func (t *treePoints) Eval() int32 { return t.GameTree.Eval() + t.TTOffset() }

func (t *treePoints) Terminal() (bool, int32) {
	over, v := t.GameTree.Terminal()
	if !over {
		return false, 0
	}
	return true, v + t.TTOffset()
}

// With a TTOffsetter, a table whose keys leave the points out still gives
// exactly the fixed-depth minimax values of the game with the points.
func TestAlphaBetaTTOffsetKeepsValuesExact(t *testing.T) {
	n := 0
	for seed := uint64(1); seed <= 6; seed++ {
		a, _ := exactness[uint8](t, newTreePoints(newTree(t, seed, 14, 30, 5)), 40+seed, 150, 0, 5, []int{1, 2, 3, 5}, true)
		n += a
	}
	assert.Greater(t, n, 40, "too few non-terminal positions checked")
}

// A game cannot both shift its table values and mark wins by distance.
func TestNewAlphaBetaRejectsTTOffsetWithWins(t *testing.T) {
	_, err := NewAlphaBeta[uint8](treePointsWins{newTreePoints(newTree(t, 1, 6, 10, 3))}, nil, AlphaBetaOptions{})
	assert.ErrorIs(t, err, ErrAlphaBetaTTOffset)
}

type treePointsWins struct{ *treePoints }

func (treePointsWins) WinValue() int32 { return toy.Win }
