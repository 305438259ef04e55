package view_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/invers"
	inversjudge "botcup/invers/judge"
	"botcup/replay/replaytest"
	"botcup/replay/viewtest"
)

// The browser tests load the replay page in headless Chromium (package
// replaytest: one browser for the package's tests, a tab per page).
func TestMain(m *testing.M) { os.Exit(replaytest.Main(m)) }

// TestInversInBrowser checks every tile (colour, inverted side) and the
// tiles in hand against Invers' rules replayed on their own, and the
// pushed line outlined.
func TestInversInBrowser(t *testing.T) {
	j := viewtest.JudgeOf(t, inversjudge.Registration())
	rec := viewtest.PlayRecord(t, j, 7, 12, viewtest.Jury)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))
	s := invers.New()
	tile := func(c invers.Colour, inverted bool) string {
		return map[[2]bool]string{{false, false}: "Y", {false, true}: "y", {true, false}: "R", {true, true}: "r"}[[2]bool{c == invers.Red, inverted}]
	}
	for _, ply := range []int{0, 1, 2, 7, 12} {
		for s.Plies() < ply {
			m, err := invers.ParsePush(rec.Moves[s.Plies()].Line)
			require.NoError(t, err)
			require.NoError(t, s.Play(m))
		}
		p.Slide(ply)
		require.Equal(t, ply, p.Ply())
		want := map[string]string{
			"invers-held-yellow": tile(s.Held(invers.Yellow), false),
			"invers-held-red":    tile(s.Held(invers.Red), false),
		}
		for sq := invers.Square(0); sq < invers.Squares; sq++ {
			want[fmt.Sprintf("invers-%d-%d", sq.Row()+1, sq.Column()+1)] = tile(s.Tile(sq))
		}
		assert.Equal(t, want, p.States(), "ply %d", ply)
		assert.Equal(t, min(ply, 1), p.Count("#invers-pushed"), "ply %d", ply)
	}
	p.NoErrors()
}
