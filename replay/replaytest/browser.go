// Package replaytest drives headless Chromium for the tests of botcup's
// HTML pages (the replay and report pages, the live page of a run): one
// browser per test binary, started on first use, a tab per page, with
// every console error, uncaught exception and failed load collected. A
// missing Chromium fails the test, never skips it.
package replaytest

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

// browserNames are the commands tried for Chromium, Debian's first.
var browserNames = []string{"chromium", "chromium-browser", "google-chrome"}

var browser struct {
	once   sync.Once
	ctx    context.Context
	cancel func()
	err    error
}

// Chromium is the path of the first of browserNames on PATH.
func Chromium() (string, error) {
	for _, name := range browserNames {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no Chromium found (tried %s)", strings.Join(browserNames, ", "))
}

// Main runs a package's tests (from its TestMain) and then ends the
// browser, returning the tests' exit code.
func Main(m *testing.M) int {
	code := m.Run()
	if browser.cancel != nil {
		browser.cancel()
	}
	return code
}

// Start starts the test binary's browser once and returns its context; a
// missing Chromium fails the test (never skips it).
func Start(t *testing.T) context.Context {
	t.Helper()
	browser.once.Do(func() {
		path, err := Chromium()
		if err != nil {
			browser.err = fmt.Errorf("%w: the browser tests need Debian's chromium package, which make test installs when run as root (.ci/chromium; else apt-get install chromium)", err)
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

// Page is one page open in a tab, with the errors it logged.
type Page struct {
	T      *testing.T
	Ctx    context.Context
	mu     sync.Mutex
	errors []string
}

// Open writes html to a file and opens it from disk (see OpenURL).
func Open(t *testing.T, html []byte, ready string) *Page {
	t.Helper()
	file := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(file, html, 0o644); err != nil {
		t.Fatal(err)
	}
	return OpenURL(t, "file://"+file, ready)
}

// OpenURL opens url in a new tab, ready once an element matches ready,
// collecting console errors, uncaught exceptions and error log entries (a
// failed load of anything); the page has fails the test if it logged one
// by then. The tab closes when the test ends.
func OpenURL(t *testing.T, url, ready string) *Page {
	t.Helper()
	tab, cancelTab := chromedp.NewContext(Start(t))
	ctx, cancel := context.WithTimeout(tab, time.Minute)
	t.Cleanup(func() { cancel(); cancelTab() })
	p := &Page{T: t, Ctx: ctx}
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
	if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitReady(chromedp.CSS(ready))); err != nil {
		t.Fatalf("loading the page: %v", err)
	}
	p.NoErrors()
	return p
}

// NoErrors fails the test if the page logged an error so far.
func (p *Page) NoErrors() {
	p.T.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.errors) > 0 {
		p.T.Fatalf("the page logged errors:\n%s", strings.Join(p.errors, "\n"))
	}
}

// Run runs actions on the page.
func (p *Page) Run(actions ...chromedp.Action[chromedp.Void]) {
	p.T.Helper()
	if err := chromedp.Do(p.Ctx, actions...); err != nil {
		p.T.Fatalf("browser: %v", err)
	}
}

// Eval evaluates a JavaScript expression into its value.
func Eval[T any](p *Page, expr string) T {
	p.T.Helper()
	v, err := chromedp.Run(p.Ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.T.Fatalf("browser: %s: %v", expr, err)
	}
	return v
}

// Click clicks the element of selector and waits for nothing more.
func (p *Page) Click(selector string) {
	p.T.Helper()
	p.Run(chromedp.Click(chromedp.CSS(selector)))
}

// Key sends a key (a kb constant or a character) to the page.
func (p *Page) Key(k string) {
	p.T.Helper()
	p.Run(chromedp.KeyEvent(k))
}

// Attr is attribute name of the element with id.
func (p *Page) Attr(id, name string) string {
	p.T.Helper()
	return Eval[string](p, fmt.Sprintf(`(() => { const e = document.getElementById(%q); return e ? e.getAttribute(%q) || "" : "" })()`, id, name))
}

// AttrOf is attribute name of the first element matching selector.
func (p *Page) AttrOf(selector, name string) string {
	p.T.Helper()
	return Eval[string](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.getAttribute(%q) || "" : "" })()`, selector, name))
}

// Count is the number of elements matching selector.
func (p *Page) Count(selector string) int {
	p.T.Helper()
	return Eval[int](p, fmt.Sprintf(`document.querySelectorAll(%q).length`, selector))
}

// Text is the text of the first element matching selector ("" if none).
func (p *Page) Text(selector string) string {
	p.T.Helper()
	return Eval[string](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.textContent : "" })()`, selector))
}

// WaitFor waits until the JavaScript expression cond is true, up to
// within, and fails the test with what if it never is.
func (p *Page) WaitFor(cond string, within time.Duration, what string) {
	p.T.Helper()
	deadline := time.Now().Add(within)
	for !Eval[bool](p, cond) {
		if time.Now().After(deadline) {
			p.T.Fatalf("after %v: %s (%s)", within, what, cond)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Screenshot writes a PNG of the whole page to path.
func (p *Page) Screenshot(path string) {
	p.T.Helper()
	png, err := chromedp.Run(p.Ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.T.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		p.T.Fatal(err)
	}
}
