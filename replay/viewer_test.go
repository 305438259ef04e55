package replay_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game/toytest"
	"botcup/replay/replaytest"
	"botcup/replay/viewtest"
)

// TestGameList shows two games of a record in one page: the list switches
// between them, and each opens at its start.
func TestGameList(t *testing.T) {
	j := toy(t)
	a := viewtest.FromRecord(t, j, viewtest.PlayRecord(t, j, 1, 4, viewtest.Jury))
	rec := viewtest.PlayRecord(t, j, 2, 6, viewtest.Jury)
	rec.Index = 1
	b := viewtest.FromRecord(t, j, rec)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, a, b))
	assert.Equal(t, 2, p.Count(".game-link"))
	assert.Equal(t, "4 / 4", replaytest.Eval[string](p.Page, `(p => { document.getElementById("last").click(); return document.getElementById("ply").textContent })()`))
	p.Click(`.game-link[data-game="1"]`)
	assert.Equal(t, "1", p.Attr("layout", "data-game")+replaytest.Eval[string](p.Page, `document.body.getAttribute("data-game")`))
	assert.Equal(t, 0, p.Ply())
	p.Click("#last")
	assert.Equal(t, 6, p.Ply())
	p.Key(kb.PageUp)
	assert.Equal(t, "0", replaytest.Eval[string](p.Page, `document.body.getAttribute("data-game")`))
	p.NoErrors()
}

// TestCurrentMoveStaysInView steps through a long game (60 moves) with the
// keys, the slider and the End key: the current move's line is always
// inside the list's visible box (the list scrolled by the move's offset
// minus the list's own offset again, so that at move 37 it showed moves
// 9-25).
func TestCurrentMoveStaysInView(t *testing.T) {
	j := viewtest.Judge{Judge: toytest.Sum{Clock: time.Second, MovesEach: 30}, Reg: toytest.Registrations()[0]}
	rec := viewtest.PlayRecord(t, j, 7, 60, viewtest.Jury)
	require.Greater(t, len(rec.Moves), 40)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))
	inView := func(ply int) {
		t.Helper()
		require.Equal(t, ply, p.Ply())
		box := replaytest.Eval[[]float64](p.Page, fmt.Sprintf(`(() => {
			const l = document.getElementById("moves").getBoundingClientRect();
			const m = document.querySelector('#moves li[data-ply="%d"]').getBoundingClientRect();
			return [m.top - l.top, l.bottom - m.bottom, document.getElementById("moves").scrollHeight - document.getElementById("moves").clientHeight];
		})()`, ply))
		require.Greater(t, box[2], 0.0, "the list scrolls")
		assert.GreaterOrEqual(t, box[0], 0.0, "ply %d: the move's line starts below the list's top", ply)
		assert.GreaterOrEqual(t, box[1], 0.0, "ply %d: the move's line ends above the list's bottom", ply)
	}
	for ply := 1; ply <= 40; ply++ {
		p.Key(kb.ArrowRight)
		inView(ply)
	}
	p.Slide(37)
	inView(37)
	p.Key(kb.End)
	inView(len(rec.Moves))
	p.Key(kb.Home)
	inView(0)
	p.Slide(25)
	inView(25)
	p.NoErrors()
}
