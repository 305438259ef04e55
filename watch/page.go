package watch

import (
	"embed"
	"html/template"
	"io"
)

//go:embed assets
var assets embed.FS

// pageTemplate is the live page; its style sheet and script are embedded
// whole.
var pageTemplate = template.Must(template.ParseFS(assets, "assets/live.html"))

// asset is an embedded file's text.
func asset(name string) string {
	b, err := assets.ReadFile("assets/" + name)
	if err != nil {
		panic(err) // embedded at build time: cannot happen
	}
	return string(b)
}

// livePage is what the page's template needs.
type livePage struct {
	Title  string
	Live   bool
	CSS    template.CSS
	Script template.JS
	State  State
}

// writePage writes the page with state inside: live, it follows the run
// through /events; frozen, it shows state alone (no replay links: no
// server holds the games).
func writePage(w io.Writer, st State, live bool) error {
	if !live {
		recent := make([]GameLine, len(st.Recent))
		for i, g := range st.Recent {
			g.Replay = false
			recent[i] = g
		}
		st.Recent = recent
	}
	return pageTemplate.Execute(w, livePage{Title: st.Title, Live: live, CSS: template.CSS(asset("live.css")),
		Script: template.JS(asset("live.js")), State: st})
}

// WritePage writes the run's page frozen as it stands: the same page as
// the live one, its state inside, for a file that opens from disk once
// the run is over (-report with -http).
func (w *Watch) WritePage(out io.Writer) error {
	return writePage(out, w.State(), false)
}
