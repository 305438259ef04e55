// Package draw is what a game gives the replay pages to be drawn: the
// board as SVG shapes (Scene, Cell, Shape), one Frame per position, the
// Follower a two-player game's view implements, and the shape makers
// (Rect, Circle, Line, Text, Polyline, WithID). It imports nothing of the
// module, so arena's Registration can name it and each game's view
// package (<game>/view) can implement it; package replay writes the
// pages.
package draw

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

// Drawing is one recorded game (or solved board) ready to be stepped through:
// its title and its short label in the list of games, its game's name (the
// style sheet's scope), the names of the running scores and what they
// are, the scene and one frame per ply from the start. Style is the
// game's style sheet (its view's), written once into a page that shows
// the game.
type Drawing struct {
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
	Style      string   `json:"-"`
}

// Follower follows one two-player game as its judge plays a record's
// moves and draws each position: the scene once, then a frame after every
// move the judge accepted. A game's view implements it; replay.FromRecord
// drives it.
type Follower interface {
	// Scene is the board as drawn once.
	Scene() Scene
	// ScoreLabel names the running scores of the frames.
	ScoreLabel() string
	// Before is told the move (player and line) the judge is about to
	// play; the position is still the one before it.
	Before(player int, line string) error
	// Draw fills f's scores, status, states, labels and marks from the
	// position now.
	Draw(f *Frame)
}

// Num writes a coordinate without needless digits.
func Num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// Rect is a rectangle with its class.
func Rect(x, y, w, h float64, class string) Shape {
	return Shape{Tag: "rect", Attrs: map[string]string{"x": Num(x), "y": Num(y), "width": Num(w), "height": Num(h), "class": class}}
}

// Circle is a circle with its class.
func Circle(cx, cy, r float64, class string) Shape {
	return Shape{Tag: "circle", Attrs: map[string]string{"cx": Num(cx), "cy": Num(cy), "r": Num(r), "class": class}}
}

// Line is a segment with its class.
func Line(x1, y1, x2, y2 float64, class string) Shape {
	return Shape{Tag: "line", Attrs: map[string]string{"x1": Num(x1), "y1": Num(y1), "x2": Num(x2), "y2": Num(y2), "class": class}}
}

// Text is a text centred on (x, y) with its class.
func Text(x, y float64, s, class string) Shape {
	return Shape{Tag: "text", Attrs: map[string]string{"x": Num(x), "y": Num(y), "class": class}, Text: s}
}

// Polyline joins points (x0, y0, x1, y1, ...) with its class.
func Polyline(class string, xy ...float64) Shape {
	var b strings.Builder
	for i := 0; i+1 < len(xy); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Num(xy[i]) + "," + Num(xy[i+1]))
	}
	return Shape{Tag: "polyline", Attrs: map[string]string{"points": b.String(), "class": class}}
}

// WithID gives shape s an id.
func WithID(s Shape, id string) Shape {
	s.Attrs["id"] = id
	return s
}
