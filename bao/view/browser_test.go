package view_test

import (
	"os"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/bao"
	baojudge "botcup/bao/judge"
	"botcup/replay/replaytest"
	"botcup/replay/viewtest"
)

// The browser tests load the replay page in headless Chromium (package
// replaytest: one browser for the package's tests, a tab per page).
func TestMain(m *testing.M) { os.Exit(replaytest.Main(m)) }

// TestBaoInBrowser checks every pit's count and both stores against Bao's
// rules replayed on their own, and the last move's pit marked as emptied
// with its sown path drawn.
func TestBaoInBrowser(t *testing.T) {
	j := viewtest.JudgeOf(t, baojudge.Registration())
	rec := viewtest.PlayRecord(t, j, 5, 12, viewtest.Jury)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))
	s := bao.New()
	for ply := 0; ply <= len(rec.Moves); ply++ {
		if ply > 0 {
			m, err := bao.ParseMove(rec.Moves[ply-1].Line)
			require.NoError(t, err)
			require.NoError(t, s.Play(m))
			p.Key(kb.ArrowRight)
		}
		require.Equal(t, ply, p.Ply())
		want := map[string]string{
			"bao-store-white": strconv.Itoa(s.Captured(bao.White)),
			"bao-store-black": strconv.Itoa(s.Captured(bao.Black)),
		}
		for pit := bao.Pit(0); pit < bao.Pits; pit++ {
			want["bao-"+pit.String()] = strconv.Itoa(s.Stones(pit))
		}
		assert.Equal(t, want, p.Labels(), "ply %d", ply)
		// The scores are the position's at this ply (23 - 25 at the start:
		// each side's 24 stones, White gives Black one), not the game's end.
		white, black := s.Scores()
		at := "after move " + strconv.Itoa(ply)
		if ply == 0 {
			at = "at the start"
		}
		assert.Equal(t, []string{at, strconv.Itoa(white), strconv.Itoa(black)},
			replaytest.Eval[[]string](p.Page, `["score-at", "score-0", "score-1"].map(id => document.getElementById(id).textContent)`), "ply %d", ply)
		if ply == 0 {
			assert.Equal(t, 0, p.Count("#bao-path"))
			continue
		}
		// The move's pit is emptied, unless the last stone fell into it
		// (a sowing of 12 stones or more passes it again).
		states := p.States()
		assert.Contains(t, []string{"e", "l"}, states["bao-"+rec.Moves[ply-1].Line], "ply %d: the move's pit", ply)
		last := 0
		for _, st := range states {
			if st == "l" {
				last++
			}
		}
		assert.Equal(t, 1, last, "ply %d: one pit of the last stone", ply)
		assert.Equal(t, 1, p.Count("#bao-path"))
	}
	// The heading names each side's player once; the moves name the side.
	assert.Equal(t, "bao game 0, seed 5: first (White) vs second (Black)", p.Text("#title"))
	assert.Equal(t, []string{"start", "White: " + rec.Moves[0].Line + " (0.010 s)", "Black: " + rec.Moves[1].Line + " (0.020 s)"},
		replaytest.Eval[[]string](p.Page, `Array.from(document.querySelectorAll("#moves li")).slice(0, 3).map(li => li.textContent)`))
	assert.Equal(t, []string{"White", "Black"}, replaytest.Eval[[]string](p.Page, `Array.from(document.querySelectorAll("#scores tbody th")).map(th => th.textContent)`))
	p.NoErrors()
}
