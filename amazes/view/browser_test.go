package view_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/amazes"
	amazesjudge "botcup/amazes/judge"
	"botcup/game"
	"botcup/game/draw"
	"botcup/replay/replaytest"
	"botcup/replay/viewtest"
)

// The browser tests load the replay page in headless Chromium (package
// replaytest: one browser for the package's tests, a tab per page).
func TestMain(m *testing.M) { os.Exit(replaytest.Main(m)) }

// TestAmazesInBrowser checks each cell's discovery and both players' places
// against the judge playing the record on its own.
func TestAmazesInBrowser(t *testing.T) {
	j := viewtest.JudgeOf(t, amazesjudge.Registration())
	rec := viewtest.PlayRecord(t, j, 11, 16, func(_ game.Game, _, ply int) string { return amazesLines[ply%len(amazesLines)] })
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))
	g := j.NewGame(rec.Seed).(*amazesjudge.AmazesGame)
	played := 0
	for _, ply := range []int{0, 1, 2, 9, 16} {
		for ; played < ply; played++ {
			m := rec.Moves[played]
			g.Next()
			require.NoError(t, g.Play(m.Player, m.Line))
		}
		p.Slide(ply)
		require.Equal(t, ply, p.Ply())
		disc := [2][amazes.Cells]bool{g.DiscoveredCells(0), g.DiscoveredCells(1)}
		want := map[string]string{}
		for cell := 0; cell < amazes.Cells; cell++ {
			st := map[[2]bool]string{{false, false}: ".", {true, false}: "r", {false, true}: "b", {true, true}: "x"}[[2]bool{disc[0][cell], disc[1][cell]}]
			want[fmt.Sprintf("amazes-%d-%d", cell/amazes.Size+1, cell%amazes.Size+1)] = st
		}
		assert.Equal(t, want, p.States(), "ply %d", ply)
		for i, name := range []string{"red", "blue"} {
			pose := g.Poses()[i]
			x, y := float64(20+20*pose.Col), float64(20+20*pose.Row) // the cell's centre: 10 off, 20 a cell
			assert.Equal(t, draw.Num(x), p.Attr("amazes-"+name, "cx"), "ply %d %s", ply, name)
			assert.Equal(t, draw.Num(y), p.Attr("amazes-"+name, "cy"), "ply %d %s", ply, name)
		}
		assert.Equal(t, 1, p.Count("#amazes-dist"))
	}
	assert.Greater(t, g.Discovered()[0], 0, "the test game discovers cells")
	p.NoErrors()
}

// amazesLines are the moves of the Amazes test game, in turn.
var amazesLines = []string{"F", "FF", "RF", "LFF", "FFF", "TF", "RFF", "LF"}
