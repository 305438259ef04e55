package replay

import (
	"embed"
	"fmt"
	"html/template"
	"io"
)

//go:embed assets
var assets embed.FS

// templates are the pages, parsed once; their style sheets and scripts
// are embedded whole.
var templates = template.Must(template.New("").ParseFS(assets, "assets/*.html"))

// asset is an embedded file's text.
func asset(name string) string {
	b, err := assets.ReadFile("assets/" + name)
	if err != nil {
		panic(err) // embedded at build time: cannot happen
	}
	return string(b)
}

// viewerPage is what the viewer's template needs.
type viewerPage struct {
	Title  string
	List   string // what the list of games shows
	CSS    template.CSS
	Script template.JS
	Games  []Drawing
}

// WriteViewer writes the replay page of games: one self-contained HTML
// file (no network, no external file) that steps through each game with
// buttons, the arrow keys and a slider, with a list of the games when
// there are several, headed by list (what its scores are: "scores of A
// first").
func WriteViewer(w io.Writer, title, list string, games []Drawing) error {
	if len(games) == 0 {
		return fmt.Errorf("replay: no game to show")
	}
	return templates.ExecuteTemplate(w, "viewer.html", viewerPage{
		Title: title, List: list, CSS: template.CSS(viewerStyle(games)), Script: template.JS(asset("viewer.js")), Games: games,
	})
}

// viewerStyle is the viewer's style sheet followed by the style of each
// game drawn in the page (each kind once).
func viewerStyle(games []Drawing) string {
	css := asset("viewer.css")
	seen := map[string]bool{}
	for _, g := range games {
		if g.Style != "" && !seen[g.Kind] {
			seen[g.Kind] = true
			css += "\n" + g.Style
		}
	}
	return css
}
