package replay

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The browser tests load the generated pages in headless Chromium, one
// browser for the whole package (its start is the slow part), a tab per
// page.

// browserNames are the commands tried for Chromium, Debian's first.
var browserNames = []string{"chromium", "chromium-browser", "google-chrome"}

var browser struct {
	once   sync.Once
	ctx    context.Context
	cancel func()
	err    error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if browser.cancel != nil {
		browser.cancel()
	}
	os.Exit(code)
}

// startBrowser starts the package's browser once; a missing Chromium
// fails the test (never skips it).
func startBrowser(t *testing.T) context.Context {
	t.Helper()
	browser.once.Do(func() {
		path := ""
		for _, name := range browserNames {
			if p, err := exec.LookPath(name); err == nil {
				path = p
				break
			}
		}
		if path == "" {
			browser.err = fmt.Errorf("no Chromium found (tried %s): the browser tests need Debian's chromium package, which make test installs when run as root (.ci/chromium; else apt-get install chromium)",
				strings.Join(browserNames, ", "))
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
			chromedp.DisableGPU, chromedp.WindowSize(1100, 760))
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancelCtx := chromedp.NewContext(alloc)
		browser.ctx = ctx
		browser.cancel = func() { cancelCtx(); cancelAlloc() }
		// The first action starts the browser (with no timeout on its
		// context, which would end the browser with it); a loaded machine
		// may take a while.
		browser.err = chromedp.Do(ctx)
	})
	if browser.err != nil {
		t.Fatalf("starting Chromium: %v", browser.err)
	}
	return browser.ctx
}

// page is one generated page open in a tab, with the errors it logged.
type page struct {
	t      *testing.T
	ctx    context.Context
	mu     sync.Mutex
	errors []string
}

// openPage opens a replay page (see open): ready once its script showed
// a ply.
func openPage(t *testing.T, html []byte) *page {
	t.Helper()
	return open(t, html, "body[data-ply]")
}

// openReport opens a summary page (see open).
func openReport(t *testing.T, html []byte) *page {
	t.Helper()
	return open(t, html, "main")
}

// open writes html to a file and opens it from disk in a new tab, ready
// once an element matches ready, collecting console errors, uncaught
// exceptions and error log entries (a failed load of anything).
func open(t *testing.T, html []byte, ready string) *page {
	t.Helper()
	file := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(file, html, 0o644); err != nil {
		t.Fatal(err)
	}
	tab, cancelTab := chromedp.NewContext(startBrowser(t))
	ctx, cancel := context.WithTimeout(tab, time.Minute)
	t.Cleanup(func() { cancel(); cancelTab() })
	p := &page{t: t, ctx: ctx}
	// Subscribe before loading, so that no message is lost.
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return // the tab closed
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				p.mu.Lock()
				p.errors = append(p.errors, m.String()+" "+m.URL)
				p.mu.Unlock()
			}
		}
	}()
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file), chromedp.WaitReady(chromedp.CSS(ready))); err != nil {
		t.Fatalf("loading the page: %v", err)
	}
	p.noErrors()
	return p
}

// noErrors fails the test if the page logged an error so far.
func (p *page) noErrors() {
	p.t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.errors) > 0 {
		p.t.Fatalf("the page logged errors:\n%s", strings.Join(p.errors, "\n"))
	}
}

// run runs actions on the page.
func (p *page) run(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("browser: %v", err)
	}
}

// eval evaluates a JavaScript expression into its value.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("browser: %s: %v", expr, err)
	}
	return v
}

// ply is the ply the page shows.
func (p *page) ply() int {
	p.t.Helper()
	s := eval[string](p, `document.body.getAttribute("data-ply")`)
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil {
		p.t.Fatalf("data-ply %q: %v", s, err)
	}
	return n
}

// states is each drawn cell's data-state by the cell's id.
func (p *page) states() map[string]string {
	p.t.Helper()
	pairs := eval[[][2]string](p, `Array.from(document.querySelectorAll("#board g.cell")).map(c => [c.id, c.getAttribute("data-state")])`)
	m := make(map[string]string, len(pairs))
	for _, kv := range pairs {
		m[kv[0]] = kv[1]
	}
	return m
}

// labels is each labelled cell's text by the cell's id.
func (p *page) labels() map[string]string {
	p.t.Helper()
	pairs := eval[[][2]string](p, `Array.from(document.querySelectorAll("#board g.cell")).filter(c => c.querySelector(".label")).map(c => [c.id, c.querySelector(".label").textContent])`)
	m := make(map[string]string, len(pairs))
	for _, kv := range pairs {
		m[kv[0]] = kv[1]
	}
	return m
}

// click clicks the element of selector and waits for nothing more: the
// page redraws synchronously.
func (p *page) click(selector string) {
	p.t.Helper()
	p.run(chromedp.Click(chromedp.CSS(selector)))
}

// key sends a key (a kb constant or a character) to the page.
func (p *page) key(k string) {
	p.t.Helper()
	p.run(chromedp.KeyEvent(k))
}

// slide moves the slider to ply as a person dragging it would (its value
// set, then its input event).
func (p *page) slide(ply int) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(() => { const s = document.getElementById("slider"); s.value = %d; s.dispatchEvent(new Event("input")); return true })()`, ply))
}

// attr is attribute name of the element with id.
func (p *page) attr(id, name string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`(() => { const e = document.getElementById(%q); return e ? e.getAttribute(%q) || "" : "" })()`, id, name))
}

// attrOf is attribute name of the first element matching selector.
func (p *page) attrOf(selector, name string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.getAttribute(%q) || "" : "" })()`, selector, name))
}

// count is the number of elements matching selector.
func (p *page) count(selector string) int {
	p.t.Helper()
	return eval[int](p, fmt.Sprintf(`document.querySelectorAll(%q).length`, selector))
}
