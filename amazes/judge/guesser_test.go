package judge

import (
	"bufio"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/amazes"
	"botcup/search"
)

// guesserWithFullMap plays ref:guesser (Red) against ref:random until the
// guesser's map holds every cell and returns its explorer then, its view
// of that turn observed.
func guesserWithFullMap(t *testing.T, seed uint64) amazes.Explorer {
	t.Helper()
	j, err := New(nil)
	require.NoError(t, err)
	g := j.NewGame(seed).(*AmazesGame)
	rng := search.NewRng(seed)
	var targets []int16
	guesser := newExplorerStepper(func(e *amazes.Explorer) []byte { return guesserMove(e, rng, &targets, nil) })
	random := newExplorerStepper(func(e *amazes.Explorer) []byte { return randomMove(e, rng, nil) })
	for !g.Over() {
		p, lines := g.Next()
		v, _, _, err := amazes.ReadTurn(bufio.NewReader(strings.NewReader(strings.Join(lines, "\n") + "\n")))
		require.NoError(t, err)
		s := stepper(random)
		if p == amazes.Red {
			s = guesser
		}
		require.NoError(t, s.observe(&v))
		if p == amazes.Red && guesser.e.Map.Count() == amazes.Cells {
			return guesser.e
		}
		m, err := s.move()
		require.NoError(t, err)
		require.NoError(t, g.Play(p, string(m)))
	}
	t.Fatalf("seed %d: the guesser never had its whole map", seed)
	return amazes.Explorer{}
}

// endCells walks the guesser's move from e for each of n seeds and counts
// the cells the moves end on.
func endCells(t *testing.T, e amazes.Explorer, n int) map[int]int {
	t.Helper()
	ends := map[int]int{}
	var targets []int16
	for seed := uint64(1); seed <= uint64(n); seed++ {
		c := e
		m := guesserMove(&c, search.NewRng(seed), &targets, nil)
		require.NotEmpty(t, m)
		require.NoError(t, c.Play(string(m)))
		ends[c.Pose.Row*amazes.Frame+c.Pose.Col]++
	}
	return ends
}

// With its map complete, the guesser ends every move on a cell at the
// squared distance told, drawing among all of them, the far ones too; told
// 0 it walks anywhere, not back the way it came.
func TestGuesserDrawsAmongEveryCellAtTheDistance(t *testing.T) {
	e := guesserWithFullMap(t, 5)
	here := e.Pose
	reached := e.Routes()
	e.Dist2[e.Moves] = 65
	circle := e.CircleTargets(65, nil)
	require.GreaterOrEqual(t, len(circle), 4)
	ends := endCells(t, e, 400)
	for cell := range ends {
		dr, dc := cell/amazes.Frame-here.Row, cell%amazes.Frame-here.Col
		assert.Equal(t, 65, dr*dr+dc*dc, "cell %d", cell)
	}
	assert.Len(t, ends, len(circle), "every cell of the circle drawn")

	e.Dist2[e.Moves] = 0
	ends = endCells(t, e, 400)
	assert.NotContains(t, ends, here.Row*amazes.Frame+here.Col)
	assert.Greater(t, len(ends), len(reached)/4, "told 0 it goes anywhere: %d cells of %d", len(ends), len(reached))
}
