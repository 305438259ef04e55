// Package viewtest is the kit of the replay pages' tests: a game played
// into a record (PlayRecord), drawn (FromRecord) and written as a page
// (Viewer), and the page open in headless Chromium (OpenPage, OpenReport)
// with what the tests read of it (Ply, States, Labels) and do to it
// (Slide; replaytest.Page's Click, Key). Package replay's tests and each
// game's view tests (<game>/view) use it; a package whose tests open pages
// ends its browser in TestMain with replaytest.Main. It is test support:
// no bot and no command imports it.
package viewtest

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/game"
	"botcup/replay"
	"botcup/replay/replaytest"
)

// Judge is the judge of a registered two-player game with its
// registration (which draws it).
type Judge struct {
	game.Judge
	Reg game.Registration
}

// JudgeOf is the judge of a registered two-player game with the rules'
// defaults.
func JudgeOf(t *testing.T, reg game.Registration) Judge {
	t.Helper()
	j, err := reg.NewJudge(nil)
	require.NoError(t, err)
	return Judge{j, reg}
}

// PlayRecord plays up to plies moves of j's game on seed, choose picking
// each line, and records them as the arena does (thinking time ply/100 s).
func PlayRecord(t *testing.T, j game.Judge, seed uint64, plies int, choose func(g game.Game, player, ply int) string) *arena.Record {
	t.Helper()
	g := j.NewGame(seed)
	rec := &arena.Record{Game: j.Name(), Seed: seed, Setup: g.Setup(), Players: [2]string{"first", "second"}}
	for ply := 0; ply < plies && !g.Over(); ply++ {
		p, _ := g.Next()
		line := choose(g, p, ply)
		require.NoError(t, g.Play(p, line), "ply %d %q", ply, line)
		rec.Moves = append(rec.Moves, arena.Move{Player: p, Line: line, Time: float64(ply+1) / 100})
	}
	rec.Scores = g.Scores()
	rec.Contest = rec.Scores
	return rec
}

// Jury picks the jury's move: the replacement player's or a random legal
// one.
func Jury(g game.Game, player, _ int) string { return g.Fallback(player) }

// Viewer writes the replay page of games.
func Viewer(t *testing.T, games ...replay.Drawing) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, replay.WriteViewer(&b, "test", "scores in seat order", games))
	return b.Bytes()
}

// FromRecord is replay.FromRecord that must succeed, with a frame per ply.
func FromRecord(t *testing.T, j Judge, rec *arena.Record) replay.Drawing {
	t.Helper()
	g, err := replay.FromRecord(j.Reg, j, rec)
	require.NoError(t, err)
	require.Len(t, g.Frames, len(rec.Moves)+1)
	return g
}

// Page is a replay or report page open in a tab.
type Page struct{ *replaytest.Page }

// OpenPage opens a replay page: ready once its script showed a ply.
func OpenPage(t *testing.T, html []byte) *Page {
	t.Helper()
	return &Page{replaytest.Open(t, html, "body[data-ply]")}
}

// OpenReport opens a summary page.
func OpenReport(t *testing.T, html []byte) *Page {
	t.Helper()
	return &Page{replaytest.Open(t, html, "main")}
}

// Ply is the ply the page shows.
func (p *Page) Ply() int {
	p.T.Helper()
	s := replaytest.Eval[string](p.Page, `document.body.getAttribute("data-ply")`)
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil {
		p.T.Fatalf("data-ply %q: %v", s, err)
	}
	return n
}

// States is each drawn cell's data-state by the cell's id.
func (p *Page) States() map[string]string {
	p.T.Helper()
	return p.byID(`Array.from(document.querySelectorAll("#board g.cell")).map(c => [c.id, c.getAttribute("data-state")])`)
}

// Labels is each labelled cell's text by the cell's id.
func (p *Page) Labels() map[string]string {
	p.T.Helper()
	return p.byID(`Array.from(document.querySelectorAll("#board g.cell")).filter(c => c.querySelector(".label")).map(c => [c.id, c.querySelector(".label").textContent])`)
}

// byID is expr's [id, value] pairs as a map.
func (p *Page) byID(expr string) map[string]string {
	pairs := replaytest.Eval[[][2]string](p.Page, expr)
	m := make(map[string]string, len(pairs))
	for _, kv := range pairs {
		m[kv[0]] = kv[1]
	}
	return m
}

// Slide moves the slider to ply as a person dragging it would (its value
// set, then its input event).
func (p *Page) Slide(ply int) {
	p.T.Helper()
	replaytest.Eval[bool](p.Page, fmt.Sprintf(`(() => { const s = document.getElementById("slider"); s.value = %d; s.dispatchEvent(new Event("input")); return true })()`, ply))
}
