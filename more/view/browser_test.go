package view_test

import (
	"maps"
	"os"
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/more"
	morejudge "botcup/more/judge"
	"botcup/replay/replaytest"
	"botcup/replay/viewtest"
)

// The browser tests load the replay page in headless Chromium (package
// replaytest: one browser for the package's tests, a tab per page).
func TestMain(m *testing.M) { os.Exit(replaytest.Main(m)) }

// TestMoreInBrowser steps through a More game with the buttons, the keys and
// the slider: every stone stands where the record's moves put it, starting
// from the start squares.
func TestMoreInBrowser(t *testing.T) {
	j := viewtest.JudgeOf(t, morejudge.Registration())
	rec := viewtest.PlayRecord(t, j, 3, 14, viewtest.Jury)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))

	// The stones by the record: the start squares, then each move's stone
	// from its square to its target.
	want := map[string]string{}
	for s := more.Square(0); s < more.Squares; s++ {
		want["more-"+s.String()] = "."
	}
	for c, st := range map[more.Color]string{more.White: "W", more.Black: "B"} {
		for s := more.Square(0); s < more.Squares; s++ {
			if more.StartSquares[c]&(1<<s) != 0 {
				want["more-"+s.String()] = st
			}
		}
	}
	atPly := []map[string]string{maps.Clone(want)}
	for _, m := range rec.Moves {
		mv, err := more.ParseMove(m.Line)
		require.NoError(t, err)
		if mv != more.Nil {
			from, to := "more-"+mv.From().String(), "more-"+mv.To().String()
			require.Equal(t, []string{"W", "B"}[m.Player], want[from], "move %s", m.Line)
			want[to], want[from] = want[from], "."
		}
		atPly = append(atPly, maps.Clone(want))
	}

	assert.Equal(t, 0, p.Ply())
	assert.Equal(t, atPly[0], p.States())
	assert.Equal(t, 0, p.Count("#more-lastmove"))
	p.Click("#next")
	assert.Equal(t, 1, p.Ply())
	assert.Equal(t, atPly[1], p.States())
	assert.NotEqual(t, atPly[0], atPly[1], "the first move moves a stone")
	assert.Equal(t, 1, p.Count("#more-lastmove"))
	p.Key(kb.ArrowRight)
	assert.Equal(t, 2, p.Ply())
	assert.Equal(t, atPly[2], p.States())
	p.Slide(9)
	assert.Equal(t, atPly[9], p.States())
	p.Key(kb.ArrowLeft)
	assert.Equal(t, atPly[8], p.States())
	p.Click("#last")
	assert.Equal(t, len(rec.Moves), p.Ply())
	assert.Equal(t, atPly[len(rec.Moves)], p.States())
	p.NoErrors()
}
