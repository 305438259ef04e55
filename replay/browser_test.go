package replay

import (
	"fmt"
	"os"
	"testing"

	"botcup/replay/replaytest"
)

// The browser tests load the generated pages in headless Chromium
// (package replaytest: one browser for the whole package, a tab per page).

func TestMain(m *testing.M) { os.Exit(replaytest.Main(m)) }

// page is one generated page open in a tab.
type page struct{ *replaytest.Page }

// openPage opens a replay page: ready once its script showed a ply.
func openPage(t *testing.T, html []byte) *page {
	t.Helper()
	return &page{replaytest.Open(t, html, "body[data-ply]")}
}

// openReport opens a summary page.
func openReport(t *testing.T, html []byte) *page {
	t.Helper()
	return &page{replaytest.Open(t, html, "main")}
}

// eval evaluates a JavaScript expression into its value.
func eval[T any](p *page, expr string) T {
	p.T.Helper()
	return replaytest.Eval[T](p.Page, expr)
}

// noErrors fails the test if the page logged an error so far.
func (p *page) noErrors() { p.T.Helper(); p.NoErrors() }

// click clicks the element of selector and waits for nothing more: the
// page redraws synchronously.
func (p *page) click(selector string) { p.T.Helper(); p.Click(selector) }

// key sends a key (a kb constant or a character) to the page.
func (p *page) key(k string) { p.T.Helper(); p.Key(k) }

// attr is attribute name of the element with id.
func (p *page) attr(id, name string) string { p.T.Helper(); return p.Attr(id, name) }

// attrOf is attribute name of the first element matching selector.
func (p *page) attrOf(selector, name string) string { p.T.Helper(); return p.AttrOf(selector, name) }

// count is the number of elements matching selector.
func (p *page) count(selector string) int { p.T.Helper(); return p.Count(selector) }

// ply is the ply the page shows.
func (p *page) ply() int {
	p.T.Helper()
	s := eval[string](p, `document.body.getAttribute("data-ply")`)
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil {
		p.T.Fatalf("data-ply %q: %v", s, err)
	}
	return n
}

// states is each drawn cell's data-state by the cell's id.
func (p *page) states() map[string]string {
	p.T.Helper()
	pairs := eval[[][2]string](p, `Array.from(document.querySelectorAll("#board g.cell")).map(c => [c.id, c.getAttribute("data-state")])`)
	m := make(map[string]string, len(pairs))
	for _, kv := range pairs {
		m[kv[0]] = kv[1]
	}
	return m
}

// labels is each labelled cell's text by the cell's id.
func (p *page) labels() map[string]string {
	p.T.Helper()
	pairs := eval[[][2]string](p, `Array.from(document.querySelectorAll("#board g.cell")).filter(c => c.querySelector(".label")).map(c => [c.id, c.querySelector(".label").textContent])`)
	m := make(map[string]string, len(pairs))
	for _, kv := range pairs {
		m[kv[0]] = kv[1]
	}
	return m
}

// slide moves the slider to ply as a person dragging it would (its value
// set, then its input event).
func (p *page) slide(ply int) {
	p.T.Helper()
	eval[bool](p, fmt.Sprintf(`(() => { const s = document.getElementById("slider"); s.value = %d; s.dispatchEvent(new Event("input")); return true })()`, ply))
}
