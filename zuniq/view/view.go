// Package view draws Zuniq in botcup's replay pages: a recorded game
// move by move (Follow), and Style, the page's style sheet for it. Its
// registration (zuniq/judge) hands both to package replay.
package view

import (
	_ "embed"
	"fmt"
	"strings"

	"botcup/game"
	"botcup/game/draw"
	"botcup/zuniq"
)

// Style is the replay page's style sheet for the drawing's cells, scoped
// by the game's name.
//
//go:embed view.css
var Style string

// gap is the distance between two dots in the drawing; margin the room
// around the dots for the coordinates.
const (
	gap    = 60
	margin = 40
)

// follower replays the game on the rules of package zuniq (the judge
// plays the same rules on its own state).
type follower struct {
	s    *zuniq.State
	last zuniq.Segment // the last move's segment; Segments before the first
}

// Follow draws a game of Zuniq's judge move by move.
func Follow(game.Game) (draw.Follower, error) {
	return &follower{s: zuniq.New(), last: zuniq.Segments}, nil
}

func dot(r, c int) (float64, float64) { return margin + float64(c)*gap, margin + float64(r)*gap }

// Scene is the 25 cells (zuniq-c-RC, state o open or z closed), then the
// 60 segments (zuniq-<move>, state . open, - drawn, x the last move, #
// inside a closed zone), over them the dots and the coordinates.
func (f *follower) Scene() draw.Scene {
	size := float64(2*margin + (zuniq.Dots-1)*gap)
	sc := draw.Scene{Width: size, Height: size}
	for r := 0; r < zuniq.CellSide; r++ {
		for c := 0; c < zuniq.CellSide; c++ {
			x, y := dot(r, c)
			sc.Cells = append(sc.Cells, draw.Cell{ID: fmt.Sprintf("zuniq-c-%d%d", r, c),
				Shapes: []draw.Shape{draw.Rect(x, y, gap, gap, "cell")}})
		}
	}
	for g := zuniq.Segment(0); g < zuniq.Segments; g++ {
		r, c := g.RowCol()
		x1, y1 := dot(r, c)
		x2, y2 := x1+gap, y1
		if !g.Horizontal() {
			x2, y2 = x1, y1+gap
		}
		sc.Cells = append(sc.Cells, draw.Cell{ID: "zuniq-" + g.String(), Shapes: []draw.Shape{draw.Line(x1, y1, x2, y2, "seg")}})
	}
	for r := 0; r < zuniq.Dots; r++ {
		x, y := dot(r, 0)
		sc.Static = append(sc.Static, draw.Text(x-24, y+6, string(rune('A'+r)), "coord"))
		for c := 0; c < zuniq.Dots; c++ {
			x, y := dot(r, c)
			sc.Static = append(sc.Static, draw.Circle(x, y, 5, "dot"))
		}
	}
	for c := 0; c < zuniq.Dots; c++ {
		x, y := dot(0, c)
		sc.Static = append(sc.Static, draw.Text(x, y-18, fmt.Sprint(c+1), "coord"))
	}
	return sc
}

func (f *follower) ScoreLabel() string { return "score" }

func (f *follower) Before(_ int, line string) error {
	m, err := zuniq.ParseMove(line)
	if err != nil {
		return err
	}
	if err := f.s.Play(m); err != nil {
		return err
	}
	f.last = m.Segment()
	return nil
}

func (f *follower) Draw(fr *draw.Frame) {
	var b strings.Builder
	closed := f.s.Closed()
	for i := 0; i < zuniq.Cells; i++ {
		if closed&(1<<uint(i)) != 0 {
			b.WriteByte('z')
		} else {
			b.WriteByte('o')
		}
	}
	for g := zuniq.Segment(0); g < zuniq.Segments; g++ {
		switch {
		case g == f.last:
			b.WriteByte('x')
		case f.s.Drawn(g):
			b.WriteByte('-')
		default:
			b.WriteByte('.')
		}
	}
	fr.States = b.String()
	white, black := f.s.Scores()
	fr.Scores = []float64{float64(white), float64(black)}
	fr.Status = fmt.Sprintf("ply %d, zones of sizes %s, ", f.s.Ply(), sizes(f.s.Sizes()))
	if f.s.Over() {
		w, _ := f.s.Winner()
		fr.Status += w.String() + " made the last move"
	} else {
		fr.Status += f.s.Side().String() + " to move"
	}
}

// sizes lists the closed zones' sizes.
func sizes(mask uint32) string {
	var out []string
	for k := 1; k <= zuniq.Cells; k++ {
		if mask&(1<<uint(k)) != 0 {
			out = append(out, fmt.Sprint(k))
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, " ")
}
