// Package view draws Bao in botcup's replay pages: a recorded game move by
// move (Follow), and Style, the page's style sheet for it. Its registration
// (bao/judge) hands both to package replay.
package view

import (
	_ "embed"
	"fmt"
	"strconv"

	"botcup/bao"
	"botcup/game"
	"botcup/game/draw"
)

// Style is the replay page's style sheet for the drawing's cells and marks,
// scoped by the game's name.
//
//go:embed view.css
var Style string

// Bao's drawing: Black's pits L..G above White's A..F (cells bao-A..bao-L,
// labelled with their stones), Black's store on the left and White's on
// the right (bao-store-black, bao-store-white, labelled with the stones
// captured). The last move's pits have a state: e for a pit emptied (the
// move's pit and each relay), s sown into, l the last stone's pit, x the
// pit captured from, . the others; a store that gained stones is +. The
// sown path is drawn as a line through the pits in the order the stones
// fell.
const (
	baoPitStep = 80
	baoLeft    = 100
	baoTop     = 40
)

// baoFollower replays Bao with the rules of package bao (the judge plays
// the same rules on its own state).
type baoFollower struct {
	s        *bao.State
	path     []bao.Pit
	from     bao.Pit
	counts   [bao.Pits]int // the stones in each pit before the last move
	captured [2]int        // the stones each side had captured before it
	moved    bool
}

// Follow draws a game of Bao's judge move by move, replaying it on the
// rules of package bao.
func Follow(game.Game) (draw.Follower, error) {
	return &baoFollower{s: bao.New()}, nil
}

// baoCentre is the centre of pit p in the drawing.
func baoCentre(p bao.Pit) (x, y float64) {
	if p < bao.PitsPerSide {
		return baoLeft + float64(p)*baoPitStep + baoPitStep/2, baoTop + 1.5*baoPitStep
	}
	return baoLeft + float64(bao.Pits-1-int(p))*baoPitStep + baoPitStep/2, baoTop + baoPitStep/2
}

func (f *baoFollower) Scene() draw.Scene {
	sc := draw.Scene{Width: 2*baoLeft + bao.PitsPerSide*baoPitStep, Height: 2*baoTop + 2*baoPitStep}
	sc.Under = append(sc.Under, draw.Rect(baoLeft-90, baoTop-10, bao.PitsPerSide*baoPitStep+180, 2*baoPitStep+20, "board"))
	for p := bao.Pit(0); p < bao.Pits; p++ {
		x, y := baoCentre(p)
		sc.Cells = append(sc.Cells, draw.Cell{ID: "bao-" + p.String(), Shapes: []draw.Shape{
			draw.Circle(x, y, 32, "pit"),
			draw.Text(x, y+7, "", "label"),
		}})
		ly := y + 50
		if p >= bao.PitsPerSide {
			ly = y - 42
		}
		sc.Static = append(sc.Static, draw.Text(x, ly, p.String(), "coord"))
	}
	for _, side := range []bao.Side{bao.Black, bao.White} {
		x := float64(baoLeft - 80)
		name := "black"
		if side == bao.White {
			x, name = baoLeft+bao.PitsPerSide*baoPitStep+10, "white"
		}
		sc.Cells = append(sc.Cells, draw.Cell{ID: "bao-store-" + name, Shapes: []draw.Shape{
			draw.Rect(x, baoTop, 70, 2*baoPitStep, "store "+name),
			draw.Text(x+35, baoTop+baoPitStep+7, "", "label"),
		}})
		sc.Static = append(sc.Static, draw.Text(x+35, baoTop+2*baoPitStep+24, side.String(), "coord"))
	}
	return sc
}

func (f *baoFollower) ScoreLabel() string { return "score now" }

func (f *baoFollower) Before(_ int, line string) error {
	p, err := bao.ParseMove(line)
	if err != nil {
		return err
	}
	f.from, f.moved = p, true
	f.path = f.s.Sown(p, f.path)
	f.captured = [2]int{f.s.Captured(bao.White), f.s.Captured(bao.Black)}
	for q := bao.Pit(0); q < bao.Pits; q++ {
		f.counts[q] = f.s.Stones(q)
	}
	return f.s.Play(p)
}

func (f *baoFollower) Draw(fr *draw.Frame) {
	s := f.s
	states := make([]byte, bao.Pits+2)
	for i := range states {
		states[i] = '.'
	}
	fr.Labels = make([]string, bao.Pits+2)
	for p := bao.Pit(0); p < bao.Pits; p++ {
		fr.Labels[p] = strconv.Itoa(s.Stones(p))
	}
	fr.Labels[bao.Pits] = strconv.Itoa(s.Captured(bao.Black))
	fr.Labels[bao.Pits+1] = strconv.Itoa(s.Captured(bao.White))
	if f.moved {
		f.drawMove(states, fr)
	}
	fr.States = string(states)
	white, black := s.Scores()
	fr.Scores = []float64{float64(white), float64(black)}
	fr.Status = fmt.Sprintf("White captured %d, Black captured %d; after %d of %d moves: ",
		s.Captured(bao.White), s.Captured(bao.Black), s.MovesPlayed(), bao.MaxMoves)
	if s.Over() {
		fr.Status += "over"
	} else {
		fr.Status += s.Side().String() + " to move"
	}
}

// drawMove marks the last move's pits and draws its path: the stones in
// hand when the path starts are the move pit's, and a relay starts where
// the hand runs out before the path does.
func (f *baoFollower) drawMove(states []byte, fr *draw.Frame) {
	mover := f.s.Side().Other()
	x, y := baoCentre(f.from)
	xy := []float64{x, y}
	for _, p := range f.path {
		states[p] = 's'
		x, y := baoCentre(p)
		xy = append(xy, x, y)
	}
	// Emptied pits: the move's pit and each relay, found by replaying the
	// counts the path drops.
	counts := f.counts
	at := f.from
	hand := counts[at]
	counts[at] = 0
	states[at] = 'e'
	for _, p := range f.path {
		if hand == 0 {
			hand = counts[at]
			counts[at] = 0
			states[at] = 'e'
		}
		counts[p]++
		hand--
		at = p
	}
	if len(f.path) > 0 {
		states[f.path[len(f.path)-1]] = 'l'
	}
	store := bao.Pits + 1 // White's
	if mover == bao.Black {
		store = bao.Pits
	}
	if f.s.Captured(mover) > f.captured[mover] && len(f.path) > 0 {
		states[bao.Opposite(f.path[len(f.path)-1])] = 'x'
		states[store] = '+'
	}
	fr.Marks = append(fr.Marks, draw.WithID(draw.Polyline("path", xy...), "bao-path"),
		draw.WithID(draw.Circle(xy[0], xy[1], 8, "path-start"), "bao-path-start"))
}
