// Package view draws More in botcup's replay pages: a recorded game move by
// move (Follow), and Style, the page's style sheet for it. Its registration
// (more/judge) hands both to package replay.
package view

import (
	_ "embed"
	"fmt"
	"strings"

	"botcup/game"
	"botcup/game/draw"
	"botcup/more"
)

// Style is the replay page's style sheet for the drawing's cells and marks,
// scoped by the game's name.
//
//go:embed view.css
var Style string

// moreCell is the side of one square of More's drawing.
const moreCell = 60

// moreFollower draws More: the walls (single thin, double thick), the
// stones (cell more-a1..more-f6, state W, B or .), the home corners, the
// last move as an arrow, and each side's moves, penalties and points
// against the cut-off.
type moreFollower struct {
	pos  *more.Position
	last more.Move
}

// positioned is the judge's game as the drawing reads it: the position
// it keeps.
type positioned interface{ Position() *more.Position }

// Follow draws a game of More's judge (g) move by move.
func Follow(g game.Game) (draw.Follower, error) {
	mg, ok := g.(positioned)
	if !ok {
		return nil, fmt.Errorf("replay: the more judge's game is a %T", g)
	}
	return &moreFollower{pos: mg.Position(), last: more.Nil}, nil
}

// moreCentre is the centre of square s in the drawing.
func moreCentre(s more.Square) (x, y float64) {
	return float64(s.Col())*moreCell + moreCell/2 + 20, float64(s.Row())*moreCell + moreCell/2 + 20
}

func (f *moreFollower) Scene() draw.Scene {
	const off = 20
	sc := draw.Scene{Width: more.Size*moreCell + 2*off, Height: more.Size*moreCell + 2*off}
	b := f.pos.Board()
	for s := more.Square(0); s < more.Squares; s++ {
		x, y := float64(s.Col())*moreCell+off, float64(s.Row())*moreCell+off
		class := "sq"
		switch {
		case more.StartSquares[more.White]&(1<<s) != 0:
			class = "sq home-black" // Black's home is White's start
		case more.StartSquares[more.Black]&(1<<s) != 0:
			class = "sq home-white"
		}
		sc.Cells = append(sc.Cells, draw.Cell{ID: "more-" + s.String(), Shapes: []draw.Shape{
			draw.Rect(x, y, moreCell, moreCell, class),
			draw.Circle(x+moreCell/2, y+moreCell/2, moreCell*0.36, "stone"),
		}})
		if w, ok := b.Wall(s, more.East); ok && w != more.NoWall {
			sc.Static = append(sc.Static, draw.Line(x+moreCell, y, x+moreCell, y+moreCell, moreWallClass(w)))
		}
		if w, ok := b.Wall(s, more.South); ok && w != more.NoWall {
			sc.Static = append(sc.Static, draw.Line(x, y+moreCell, x+moreCell, y+moreCell, moreWallClass(w)))
		}
	}
	sc.Static = append(sc.Static, draw.Rect(off, off, more.Size*moreCell, more.Size*moreCell, "frame"))
	for i := 0; i < more.Size; i++ {
		sc.Static = append(sc.Static,
			draw.Text(float64(i)*moreCell+off+moreCell/2, 14, fmt.Sprint(i+1), "coord"),
			draw.Text(9, float64(i)*moreCell+off+moreCell/2+4, string(rune('a'+i)), "coord"))
	}
	return sc
}

func (f *moreFollower) ScoreLabel() string { return "points (fewer wins)" }

func moreWallClass(w more.Wall) string {
	if w == more.DoubleWall {
		return "wall double"
	}
	return "wall"
}

func (f *moreFollower) Before(_ int, line string) error {
	mv, err := more.ParseMove(line)
	if err != nil {
		return err
	}
	f.last = mv
	return nil
}

func (f *moreFollower) Draw(fr *draw.Frame) {
	p := f.pos
	var st strings.Builder
	for s := more.Square(0); s < more.Squares; s++ {
		switch {
		case p.Stones(more.White)&(1<<s) != 0:
			st.WriteByte('W')
		case p.Stones(more.Black)&(1<<s) != 0:
			st.WriteByte('B')
		default:
			st.WriteByte('.')
		}
	}
	fr.States = st.String()
	fr.Scores = []float64{float64(p.Points(more.White)), float64(p.Points(more.Black))}
	cut := p.CutOffRule()
	var side []string
	for c := more.White; c <= more.Black; c++ {
		s := fmt.Sprintf("%v: %d moves, %d penalty points", c, p.MovesMade(c), p.Penalties(c))
		if p.Finished(c) {
			s += ", home"
		}
		side = append(side, s)
	}
	count := fmt.Sprintf("cut-off after %d moves by one side", cut.Moves)
	if cut.Total {
		count = fmt.Sprintf("cut-off after %d moves in all", cut.Moves)
	}
	now := fmt.Sprintf("%v to move", p.ToMove())
	if p.Over() {
		pts := p.FinalPoints()
		now = fmt.Sprintf("over: final points %d to %d", pts[0], pts[1])
		if p.CutOff() {
			now = "cut off: " + now
		}
	}
	fr.Status = strings.Join(side, "; ") + "; " + count + ". " + now
	if fr.Ply > 0 && f.last != more.Nil {
		x1, y1 := moreCentre(f.last.From())
		x2, y2 := moreCentre(f.last.To())
		fr.Marks = append(fr.Marks, draw.WithID(draw.Line(x1, y1, x2, y2, "lastmove"), "more-lastmove"))
	}
}
