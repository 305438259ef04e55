// Package view draws Amazes in botcup's replay pages: a recorded game move
// by move (Follow), and Style, the page's style sheet for it. Its
// registration (amazes/judge) hands both to package replay.
package view

import (
	_ "embed"
	"fmt"

	"botcup/amazes"
	"botcup/game"
	"botcup/game/draw"
)

// Style is the replay page's style sheet for the drawing's cells and marks,
// scoped by the game's name.
//
//go:embed view.css
var Style string

// Amazes' drawing: the 25x25 maze with its walls, every cell (amazes-R-C,
// row and column from 1 as the rules count) in the state of its
// discovery: . by nobody, r by Red only, b by Blue only, x by both; the
// players as discs with a tick the way they face (amazes-red,
// amazes-blue), the line between them with the squared distance each is
// told (amazes-dist), and the cells the last move walked.
const (
	amazesCell = 20
	amazesOff  = 10
)

// amazesFollower reads the judge's game, which keeps both players' poses
// and discoveries.
type amazesFollower struct {
	g     referee
	maze  *amazes.Maze
	from  amazes.Pose
	line  string
	mover int
	moved bool
}

// referee is the judge's game as the drawing reads it: both players'
// poses, points and discoveries.
type referee interface {
	game.Game
	Points() [2]int
	Discovered() [2]int
	DiscoveredCells(p int) [amazes.Cells]bool
	Poses() [2]amazes.Pose
	SuddenDeath() int
}

// Follow draws a game of Amazes' judge (g) move by move, on the maze of
// its setup.
func Follow(g game.Game) (draw.Follower, error) {
	ag, ok := g.(referee)
	if !ok {
		return nil, fmt.Errorf("replay: the amazes judge's game is a %T", g)
	}
	setup, err := amazes.ParseSetup(g.Setup())
	if err != nil {
		return nil, fmt.Errorf("replay: the game's maze: %w", err)
	}
	return &amazesFollower{g: ag, maze: &setup.Maze}, nil
}

// amazesCentre is the centre of cell (row, col) in the drawing.
func amazesCentre(row, col int) (x, y float64) {
	return amazesOff + float64(col)*amazesCell + amazesCell/2, amazesOff + float64(row)*amazesCell + amazesCell/2
}

func (f *amazesFollower) Scene() draw.Scene {
	size := float64(amazes.Size * amazesCell)
	sc := draw.Scene{Width: size + 2*amazesOff, Height: size + 2*amazesOff}
	for r := 0; r < amazes.Size; r++ {
		for c := 0; c < amazes.Size; c++ {
			x, y := amazesOff+float64(c)*amazesCell, amazesOff+float64(r)*amazesCell
			sc.Cells = append(sc.Cells, draw.Cell{ID: fmt.Sprintf("amazes-%d-%d", r+1, c+1), Shapes: []draw.Shape{
				draw.Rect(x, y, amazesCell, amazesCell, "room"),
			}})
			if c < amazes.Size-1 && f.maze.Wall(r, c, amazes.East) {
				sc.Static = append(sc.Static, draw.Line(x+amazesCell, y, x+amazesCell, y+amazesCell, "wall"))
			}
			if r < amazes.Size-1 && f.maze.Wall(r, c, amazes.South) {
				sc.Static = append(sc.Static, draw.Line(x, y+amazesCell, x+amazesCell, y+amazesCell, "wall"))
			}
		}
	}
	sc.Static = append(sc.Static, draw.Rect(amazesOff, amazesOff, size, size, "frame"))
	return sc
}

func (f *amazesFollower) ScoreLabel() string { return "points" }

func (f *amazesFollower) Before(player int, line string) error {
	f.mover, f.line, f.moved = player, line, true
	f.from = f.g.Poses()[player]
	return nil
}

func (f *amazesFollower) Draw(fr *draw.Frame) {
	disc := [2][amazes.Cells]bool{f.g.DiscoveredCells(amazes.Red), f.g.DiscoveredCells(amazes.Blue)}
	states := make([]byte, amazes.Cells)
	for i := range states {
		switch {
		case disc[0][i] && disc[1][i]:
			states[i] = 'x'
		case disc[0][i]:
			states[i] = 'r'
		case disc[1][i]:
			states[i] = 'b'
		default:
			states[i] = '.'
		}
	}
	fr.States = string(states)
	pts := f.g.Points()
	fr.Scores = []float64{float64(pts[0]), float64(pts[1])}
	poses := f.g.Poses()
	found := f.g.Discovered()
	fr.Status = fmt.Sprintf("Red discovered %d cells, Blue %d; squared distance %d", found[0], found[1], amazes.Dist2(poses[0], poses[1]))
	if p := f.g.SuddenDeath(); p >= 0 {
		fr.Status += "; sudden death: " + amazes.PlayerName(p) + " wins"
	} else if f.g.Over() {
		fr.Status += "; over"
	}
	if f.moved {
		_, walked, _ := f.maze.Walk(f.from, f.line, nil)
		x, y := amazesCentre(f.from.Row, f.from.Col)
		xy := []float64{x, y}
		for _, cell := range walked {
			x, y := amazesCentre(cell/amazes.Size, cell%amazes.Size)
			xy = append(xy, x, y)
		}
		name := [2]string{"red", "blue"}[f.mover]
		fr.Marks = append(fr.Marks, draw.WithID(draw.Polyline("walk "+name, xy...), "amazes-walk"))
	}
	x0, y0 := amazesCentre(poses[0].Row, poses[0].Col)
	x1, y1 := amazesCentre(poses[1].Row, poses[1].Col)
	fr.Marks = append(fr.Marks, draw.WithID(draw.Line(x0, y0, x1, y1, "dist"), "amazes-dist"),
		draw.Text((x0+x1)/2, (y0+y1)/2-4, fmt.Sprint(amazes.Dist2(poses[0], poses[1])), "dist-label"))
	for p, name := range [2]string{"red", "blue"} {
		x, y := amazesCentre(poses[p].Row, poses[p].Col)
		d := poses[p].Facing
		fr.Marks = append(fr.Marks,
			draw.WithID(draw.Circle(x, y, amazesCell*0.38, "player "+name), "amazes-"+name),
			draw.Line(x, y, x+float64(d.DCol())*amazesCell*0.5, y+float64(d.DRow())*amazesCell*0.5, "facing "+name))
	}
}
