// Package view draws Invers in botcup's replay pages: a recorded game move
// by move (Follow), and Style, the page's style sheet for it. Its
// registration (invers/judge) hands both to package replay.
package view

import (
	_ "embed"
	"fmt"

	"botcup/game"
	"botcup/game/draw"
	"botcup/invers"
)

// Style is the replay page's style sheet for the drawing's cells and marks,
// scoped by the game's name.
//
//go:embed view.css
var Style string

// Invers' drawing: the 6x6 tiles (cells invers-R-C, row and column from
// 1 as the rules count; state Y or R for a plain yellow or red tile, y or
// r for an inverted one, drawn with a ring), the push letters A..X round
// the board, each side's tile in hand (invers-held-yellow,
// invers-held-red) and the last push's row or column outlined with an
// arrow from its letter.
const (
	inversCell = 60
	inversOff  = 50
)

// inversFollower replays Invers with the rules of package invers (the
// judge plays the same rules on its own state).
type inversFollower struct {
	s    *invers.State
	last invers.Push
	push bool
}

// Follow draws a game of Invers's judge move by move, replaying it on the
// rules of package invers.
func Follow(game.Game) (draw.Follower, error) {
	return &inversFollower{s: invers.New()}, nil
}

// inversOrigin is the top-left corner of square s in the drawing.
func inversOrigin(s invers.Square) (x, y float64) {
	return inversOff + float64(s.Column())*inversCell, inversOff + float64(s.Row())*inversCell
}

// inversLetter is where push p's letter stands: outside its edge, in line
// with its entry square.
func inversLetter(p invers.Push) (x, y float64) {
	x, y = inversOrigin(p.Entry())
	x, y = x+inversCell/2, y+inversCell/2
	switch p.From() {
	case invers.Top:
		y -= inversCell * 0.8
	case invers.Bottom:
		y += inversCell * 0.8
	case invers.Left:
		x -= inversCell * 0.8
	case invers.Right:
		x += inversCell * 0.8
	}
	return x, y
}

func (f *inversFollower) Scene() draw.Scene {
	size := float64(invers.Size * inversCell)
	sc := draw.Scene{Width: size + 2*inversOff + 140, Height: size + 2*inversOff}
	for s := invers.Square(0); s < invers.Squares; s++ {
		x, y := inversOrigin(s)
		sc.Cells = append(sc.Cells, draw.Cell{ID: fmt.Sprintf("invers-%d-%d", s.Row()+1, s.Column()+1), Shapes: []draw.Shape{
			draw.Rect(x+2, y+2, inversCell-4, inversCell-4, "tile"),
			draw.Circle(x+inversCell/2, y+inversCell/2, inversCell*0.22, "inverted"),
		}})
	}
	for p := invers.Push(0); p < invers.Pushes; p++ {
		x, y := inversLetter(p)
		sc.Static = append(sc.Static, draw.Text(x, y+6, p.String(), "coord"))
	}
	hx := size + 2*inversOff + 20
	for c := invers.Yellow; c <= invers.Red; c++ {
		y := inversOff + float64(c)*2*inversCell + 20
		name := map[invers.Colour]string{invers.Yellow: "yellow", invers.Red: "red"}[c]
		sc.Static = append(sc.Static, draw.Text(hx+50, y-8, c.String()+" holds", "coord"))
		sc.Cells = append(sc.Cells, draw.Cell{ID: "invers-held-" + name, Shapes: []draw.Shape{
			draw.Rect(hx+20, y, inversCell-4, inversCell-4, "tile"),
			draw.Circle(hx+20+inversCell/2-2, y+inversCell/2-2, inversCell*0.22, "inverted"),
		}})
	}
	return sc
}

func (f *inversFollower) ScoreLabel() string { return "score now" }

func (f *inversFollower) Before(_ int, line string) error {
	p, err := invers.ParsePush(line)
	if err != nil {
		return err
	}
	f.last, f.push = p, true
	return f.s.Play(p)
}

// inversState is the state letter of a tile.
func inversState(c invers.Colour, inverted bool) byte {
	b := "YR"[c]
	if inverted {
		b += 'a' - 'A'
	}
	return b
}

func (f *inversFollower) Draw(fr *draw.Frame) {
	s := f.s
	states := make([]byte, 0, invers.Squares+2)
	for sq := invers.Square(0); sq < invers.Squares; sq++ {
		states = append(states, inversState(s.Tile(sq)))
	}
	states = append(states, inversState(s.Held(invers.Yellow), false), inversState(s.Held(invers.Red), false))
	fr.States = string(states)
	yellow, red := s.Scores()
	fr.Scores = []float64{float64(yellow), float64(red)}
	fr.Status = fmt.Sprintf("plain tiles left: Yellow %d, Red %d; after %d plies: ", s.Plain(invers.Yellow), s.Plain(invers.Red), s.Plies())
	if s.Over() {
		fr.Status += "over"
	} else {
		fr.Status += s.Side().String() + " to move"
	}
	if !f.push {
		return
	}
	p := f.last
	ex, ey := inversOrigin(p.Entry())
	fx, fy := inversOrigin(p.Far())
	x, y := min(ex, fx), min(ey, fy)
	w, h := max(ex, fx)-x+inversCell, max(ey, fy)-y+inversCell
	lx, ly := inversLetter(p)
	fr.Marks = append(fr.Marks, draw.WithID(draw.Rect(x, y, w, h, "pushed"), "invers-pushed"),
		draw.WithID(draw.Line(lx, ly, (lx+ex+inversCell/2)/2, (ly+ey+inversCell/2)/2, "push-arrow"), "invers-push-arrow"))
}
