// Package view draws Connect-4 in botcup's replay pages.
package view

import (
	_ "embed"
	"fmt"

	"botcup/c4"
	"botcup/game"
	"botcup/game/draw"
)

// Style is the replay page's style sheet for the drawing's cells.
//
//go:embed view.css
var Style string

// cellSize is a cell's side in the drawing.
const cellSize = 50

// follower replays the game on the rules of package c4.
type follower struct{ s *c4.State }

// Follow draws a game of Connect-4's judge move by move.
func Follow(game.Game) (draw.Follower, error) {
	return &follower{s: c4.New()}, nil
}

// Scene is the board, cells c4-COL-ROW from 1, the bottom row 1.
func (f *follower) Scene() draw.Scene {
	sc := draw.Scene{Width: (c4.Width + 1) * cellSize, Height: (c4.Height + 1) * cellSize}
	for col := range c4.Width {
		for row := range c4.Height {
			x, y := float64(col+1)*cellSize, float64(c4.Height-row)*cellSize
			sc.Cells = append(sc.Cells, draw.Cell{ID: fmt.Sprintf("c4-%d-%d", col+1, row+1), Shapes: []draw.Shape{
				draw.Circle(x, y, cellSize*0.4, "disc"),
			}})
		}
	}
	return sc
}

func (f *follower) ScoreLabel() string { return "score" }

func (f *follower) Before(_ int, line string) error {
	m, err := c4.ParseMove(line)
	if err != nil {
		return err
	}
	return f.s.Play(m)
}

func (f *follower) Draw(fr *draw.Frame) {
	states := make([]byte, 0, c4.Cells)
	for col := range c4.Width {
		for row := range c4.Height {
			b := byte('.')
			if side, ok := f.s.Disc(col, row); ok {
				b = "xo"[side]
			}
			states = append(states, b)
		}
	}
	fr.States = string(states)
	first, second := f.s.Scores()
	fr.Scores = []float64{float64(first), float64(second)}
	if f.s.Over() {
		fr.Status = "over"
	} else {
		fr.Status = f.s.Side().String() + " to move"
	}
}
