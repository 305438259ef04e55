// Package view draws Black Hole in botcup's replay pages: a recorded game
// move by move (Follow), and Style, the page's style sheet for it. Its
// registration (blackhole/judge) hands both to package replay.
package view

import (
	_ "embed"
	"fmt"
	"strconv"

	"botcup/blackhole"
	"botcup/game"
	"botcup/game/draw"
)

// Style is the replay page's style sheet for the drawing's cells and marks,
// scoped by the game's name.
//
//go:embed view.css
var Style string

// Black Hole's drawing: the triangle of 36 fields, row A on top and H1 at
// the bottom, each row shifted by half a field as the hexagons lie (cells
// blackhole-A1..blackhole-H1, labelled with a stone's value; state . for
// an empty field, R and B for a red and a blue stone, N for a brown one,
// H for the black hole once the game is over); the row letters on the left
// and the numbers along row A; the last stone ringed.
const (
	fieldStep = 64
	rowStep   = fieldStep * 0.866 // the hexagons' rows lie closer than their columns
	offset    = 60
	radius    = fieldStep * 0.45
)

// follower replays Black Hole with the rules of package blackhole (the
// judge plays the same rules on its own state).
type follower struct {
	s    *blackhole.State
	last blackhole.Move
	move bool
}

// Follow draws a game of Black Hole's judge move by move, replaying it on
// the rules of package blackhole from the game's brown stones (its Setup).
func Follow(g game.Game) (draw.Follower, error) {
	s, err := blackhole.ParsePosition(g.Setup())
	if err != nil {
		return nil, err
	}
	return &follower{s: s}, nil
}

// centre is the centre of field f in the drawing.
func centre(f blackhole.Field) (x, y float64) {
	u, v := f.Row(), f.Place()
	return offset + (float64(v)+float64(u)/2)*fieldStep, offset + float64(u)*rowStep
}

func (f *follower) Scene() draw.Scene {
	sc := draw.Scene{Width: 2*offset + (blackhole.Rows-1)*fieldStep, Height: 2*offset + (blackhole.Rows-1)*rowStep}
	for fl := blackhole.Field(0); fl < blackhole.Fields; fl++ {
		x, y := centre(fl)
		sc.Cells = append(sc.Cells, draw.Cell{ID: "blackhole-" + fl.String(), Shapes: []draw.Shape{
			draw.Circle(x, y, radius, "field"),
			draw.Text(x, y+8, "", "label"),
		}})
	}
	for u := 0; u < blackhole.Rows; u++ {
		x, y := centre(blackhole.At(u, 0))
		sc.Static = append(sc.Static, draw.Text(x-fieldStep*0.8, y+6, string(rune('A'+u)), "coord"))
	}
	for v := 0; v < blackhole.Rows; v++ {
		x, y := centre(blackhole.At(0, v))
		sc.Static = append(sc.Static, draw.Text(x, y-fieldStep*0.6, strconv.Itoa(v+1), "coord"))
	}
	return sc
}

// ScoreLabel: the points as if the hole were any of the empty fields, on
// the mean (the contest's points once the game is over).
func (f *follower) ScoreLabel() string { return "points, mean hole" }

func (f *follower) Before(_ int, line string) error {
	m, err := blackhole.ParseMove(line)
	if err != nil {
		return err
	}
	f.last, f.move = m, true
	return f.s.Play(m)
}

func (f *follower) Draw(fr *draw.Frame) {
	s := f.s
	states := make([]byte, blackhole.Fields)
	fr.Labels = make([]string, blackhole.Fields)
	for fl := blackhole.Field(0); fl < blackhole.Fields; fl++ {
		c, v := s.Stone(fl)
		switch {
		case s.Brown()>>fl&1 != 0:
			states[fl] = 'N'
		case v != 0:
			states[fl] = "RB"[c]
			fr.Labels[fl] = strconv.Itoa(v)
		case s.Over():
			states[fl] = 'H'
		default:
			states[fl] = '.'
		}
	}
	fr.States = string(states)
	d := meanAround(s)
	fr.Scores = []float64{blackhole.BasePoints + d, blackhole.BasePoints - d}
	if s.Over() {
		red, blue := s.Scores()
		fr.Status = fmt.Sprintf("over after %d plies: the hole %v, Red %d, Blue %d", s.Plies(), s.Hole(), red, blue)
	} else {
		fr.Status = fmt.Sprintf("after %d plies: %v to move", s.Plies(), s.Side())
	}
	if f.move {
		x, y := centre(f.last.Field())
		fr.Marks = append(fr.Marks, draw.WithID(draw.Circle(x, y, radius+4, "lastmove"), "blackhole-lastmove"))
	}
}

// meanAround is R-B next to an empty field, on the mean over the empty
// fields: the hole's R-B once the game is over.
func meanAround(s *blackhole.State) float64 {
	sum, n := 0, 0
	for fl := blackhole.Field(0); fl < blackhole.Fields; fl++ {
		if s.Empty()>>fl&1 != 0 {
			sum += s.Around(fl)
			n++
		}
	}
	return float64(sum) / float64(n) // the empty fields are never none: the hole stays
}
