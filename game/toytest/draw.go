package toytest

import (
	"fmt"
	"strconv"

	"botcup/game"
	"botcup/game/draw"
)

// Follow draws a game of Sum for the replay pages: a cell a player
// (sum-0, sum-1) whose state is the last number it said ('0' before its
// first), the running sums as the frame's scores.
func Follow(g game.Game) (draw.Follower, error) {
	sg, ok := g.(*sumGame)
	if !ok {
		return nil, fmt.Errorf("toytest: a %T is no game of Sum", g)
	}
	return sumFollower{sg}, nil
}

// Style is the style sheet of Sum's drawing, scoped by its name.
const Style = ".sum .said { fill: #eee; stroke: #333; }"

type sumFollower struct{ g *sumGame }

func (sumFollower) Scene() draw.Scene {
	sc := draw.Scene{Width: 100, Height: 50}
	for p := range 2 {
		sc.Cells = append(sc.Cells, draw.Cell{ID: "sum-" + strconv.Itoa(p),
			Shapes: []draw.Shape{draw.Rect(float64(50*p), 0, 50, 50, "said")}})
	}
	return sc
}

func (sumFollower) ScoreLabel() string       { return "sum" }
func (sumFollower) Before(int, string) error { return nil }

func (f sumFollower) Draw(fr *draw.Frame) {
	last := []byte("00")
	for i, v := range f.g.said {
		last[i%2] = byte('0' + v)
	}
	fr.States = string(last)
	fr.Scores = []float64{f.g.sums[0], f.g.sums[1]}
	fr.Status = fmt.Sprintf("%d said", len(f.g.said))
}
