package replay

import (
	"strconv"
	"strings"
)

// Shape is one SVG element, drawn by the page's script as it is: its tag
// ("rect", "circle", "line", "polyline", "polygon", "text"), its attributes
// and, for text, its content. Coordinates are in the scene's units.
type Shape struct {
	Tag   string            `json:"tag"`
	Attrs map[string]string `json:"a"`
	Text  string            `json:"text,omitempty"`
}

// Cell is one element of a board whose look changes from move to move: an
// SVG group with a stable id whose data-state attribute is the frame's
// state character for it (the page's style sheet draws each state) and
// whose text element of class "label", if any, shows the frame's label.
type Cell struct {
	ID     string  `json:"id"`
	Shapes []Shape `json:"shapes"`
}

// Scene is a game's board as drawn once: the view box, the shapes that
// never change, under the cells (the board's wood) and over them (walls,
// coordinates), and the cells whose look each frame sets.
type Scene struct {
	Width  float64 `json:"w"`
	Height float64 `json:"h"`
	Under  []Shape `json:"under,omitempty"`
	Static []Shape `json:"static"`
	Cells  []Cell  `json:"cells"`
}

// Frame is the board after one move (or at the start): the move, who made
// it, its thinking time, the running scores, a line of status text, one
// state character per cell, the cells' labels (if the game has any) and
// the shapes drawn over the board for this frame alone (the last move's
// path, the distance line).
type Frame struct {
	Ply    int       `json:"ply"`
	Player int       `json:"player"` // -1 at the start
	Move   string    `json:"move,omitempty"`
	Time   float64   `json:"time"`
	Jury   bool      `json:"jury,omitempty"`
	Fault  string    `json:"fault,omitempty"`
	Scores []float64 `json:"scores"`
	Status string    `json:"status"`
	States string    `json:"states"`
	Labels []string  `json:"labels,omitempty"`
	Marks  []Shape   `json:"marks,omitempty"`
}

// Game is one recorded game (or solved board) ready to be stepped through:
// its title and its short label in the list of games, its game's name (the
// style sheet's scope), its players (named once, in the heading) and the
// sides they play (what the list of moves calls them), the names of the
// running scores and what they are, the scene and one frame per ply from
// the start.
type Game struct {
	Title      string   `json:"title"`
	Label      string   `json:"label"`
	Kind       string   `json:"kind"`
	Players    []string `json:"players"`
	Sides      []string `json:"sides,omitempty"`
	ScoreNames []string `json:"score_names"`
	ScoreLabel string   `json:"score_label"`
	Result     string   `json:"result"`
	Scene      Scene    `json:"scene"`
	Frames     []Frame  `json:"frames"`
}

// num writes a coordinate without needless digits.
func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// rect is a rectangle with its class.
func rect(x, y, w, h float64, class string) Shape {
	return Shape{Tag: "rect", Attrs: map[string]string{"x": num(x), "y": num(y), "width": num(w), "height": num(h), "class": class}}
}

// circle is a circle with its class.
func circle(cx, cy, r float64, class string) Shape {
	return Shape{Tag: "circle", Attrs: map[string]string{"cx": num(cx), "cy": num(cy), "r": num(r), "class": class}}
}

// line is a segment with its class.
func line(x1, y1, x2, y2 float64, class string) Shape {
	return Shape{Tag: "line", Attrs: map[string]string{"x1": num(x1), "y1": num(y1), "x2": num(x2), "y2": num(y2), "class": class}}
}

// text is a text centred on (x, y) with its class.
func text(x, y float64, s, class string) Shape {
	return Shape{Tag: "text", Attrs: map[string]string{"x": num(x), "y": num(y), "class": class}, Text: s}
}

// polyline joins points (x0, y0, x1, y1, ...) with its class.
func polyline(class string, xy ...float64) Shape {
	var b strings.Builder
	for i := 0; i+1 < len(xy); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(num(xy[i]) + "," + num(xy[i+1]))
	}
	return Shape{Tag: "polyline", Attrs: map[string]string{"points": b.String(), "class": class}}
}

// withID gives shape s an id.
func withID(s Shape, id string) Shape {
	s.Attrs["id"] = id
	return s
}
