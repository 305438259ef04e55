// Package view draws SameGame in botcup's replay pages: a solved board move
// by move (Solve), and Style, the page's style sheet for it. Its
// registration (samegame/judge) hands both to package replay.
package view

import (
	_ "embed"
	"fmt"
	"strings"

	"botcup/game/draw"
	"botcup/samegame"
)

// Style is the replay page's style sheet for the drawing's cells and marks,
// scoped by the game's name.
//
//go:embed view.css
var Style string

// SameGame's drawing: the board (cells samegame-X-Y, column x from the
// left and row y from the bottom, from 0, as the contest's moves name
// them; the state is the stone's colour as one character of
// sameGameColours, 0 for an empty cell) after each move of the solution
// that counted, the group the next move removes outlined (one
// samegame-next shape per stone), and the running score under both
// scorings (the points of the groups removed so far; the last frame adds
// the end term).
const (
	sameGameOff = 24
	// sameGameMaxStates bounds a page's board data: cells times frames.
	// Decision: 20 million characters (a 15x15 board has 225 cells and
	// at most 113 moves; a 256x256 board with its thousands of moves is
	// refused rather than written as gigabytes).
	sameGameMaxStates = 20_000_000
)

// sameGameColours are the state characters of colours 0 (empty) to 61;
// higher colours share the last ones (colour c is drawn as
// sameGameColours[1+(c-1)%61]).
const sameGameColours = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// sameGameCellSize is the side of a cell: boards of every size fit in
// about 600 units.
func sameGameCellSize(cols, rows int) float64 {
	return max(4, min(36, 600/float64(max(cols, rows))))
}

// Solve draws solution (a solved board's line; "" for none) on board move
// by move: the scene, one frame per move and the start frame, and as Title
// the board's size (columns x rows).
func Solve(board, solution string) (draw.Drawing, error) {
	rows, err := samegame.ParseBoard(board)
	if err != nil {
		return draw.Drawing{}, err
	}
	boards := [2]*samegame.Board{}
	for i, s := range []samegame.Scoring{samegame.Contest, samegame.Classic} {
		if boards[i], err = samegame.NewBoard(rows, s); err != nil {
			return draw.Drawing{}, err
		}
	}
	var moves []samegame.Move
	if strings.TrimSpace(solution) != "" {
		if moves, err = samegame.ParseSolution(solution); err != nil {
			return draw.Drawing{}, fmt.Errorf("solution: %w", err)
		}
	}
	b := boards[0]
	cols, nrows := b.Columns(), b.RowCount()
	if n := cols * nrows * (len(moves) + 1); n > sameGameMaxStates {
		return draw.Drawing{}, fmt.Errorf("too large to draw (%dx%d cells, %d moves: %d cell states, at most %d)",
			cols, nrows, len(moves), n, sameGameMaxStates)
	}
	out := draw.Drawing{
		Title:      fmt.Sprintf("%dx%d", cols, nrows),
		ScoreNames: []string{"contest", "classic"},
		ScoreLabel: "score",
		Scene:      sameGameScene(cols, nrows),
	}
	var group []samegame.Move
	for k := 0; k <= len(moves); k++ {
		fr := draw.Frame{Ply: k}
		if k > 0 {
			m := moves[k-1]
			n := b.GroupSize(m.X(), m.Y())
			for _, bd := range boards {
				if err := bd.Apply(m); err != nil {
					return draw.Drawing{}, fmt.Errorf("move %d %v: %w", k, m, err)
				}
			}
			fr.Move = m.String()
			fr.Status = fmt.Sprintf("move %d removed %d stones (contest +%d, classic +%d); ", k, n, samegame.Contest.Points(n), samegame.Classic.Points(n))
		}
		fr.Status += fmt.Sprintf("%d stones left", b.Stones())
		fr.Scores = []float64{float64(boards[0].Gained()), float64(boards[1].Gained())}
		if k == len(moves) {
			fr.Scores = []float64{float64(boards[0].Score()), float64(boards[1].Score())}
			fr.Status += fmt.Sprintf("; end term: contest %+d, classic %+d", boards[0].EndTerm(), boards[1].EndTerm())
		}
		fr.States = sameGameStates(b)
		if k < len(moves) {
			m := moves[k]
			group = b.Group(m.X(), m.Y(), group)
			cell := sameGameCellSize(cols, nrows)
			for _, g := range group {
				x, y := sameGameOrigin(g.X(), g.Y(), nrows, cell)
				fr.Marks = append(fr.Marks, draw.Rect(x, y, cell, cell, "next-group"))
			}
		}
		out.Frames = append(out.Frames, fr)
	}
	return out, nil
}

// sameGameOrigin is the top-left corner of cell (x, y) on a board of rows
// rows (row 0 at the bottom).
func sameGameOrigin(x, y, rows int, cell float64) (float64, float64) {
	return sameGameOff + float64(x)*cell, sameGameOff + float64(rows-1-y)*cell
}

func sameGameScene(cols, rows int) draw.Scene {
	cell := sameGameCellSize(cols, rows)
	sc := draw.Scene{Width: float64(cols)*cell + 2*sameGameOff, Height: float64(rows)*cell + 2*sameGameOff}
	sc.Static = append(sc.Static, draw.Rect(sameGameOff, sameGameOff, float64(cols)*cell, float64(rows)*cell, "frame"))
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			ox, oy := sameGameOrigin(x, y, rows, cell)
			sc.Cells = append(sc.Cells, draw.Cell{ID: fmt.Sprintf("samegame-%d-%d", x, y), Shapes: []draw.Shape{
				draw.Rect(ox+0.5, oy+0.5, cell-1, cell-1, "stone"),
			}})
		}
	}
	if cell >= 12 {
		for x := 0; x < cols; x++ {
			ox, _ := sameGameOrigin(x, 0, rows, cell)
			sc.Static = append(sc.Static, draw.Text(ox+cell/2, float64(rows)*cell+sameGameOff+16, fmt.Sprint(x), "coord"))
		}
		for y := 0; y < rows; y++ {
			_, oy := sameGameOrigin(0, y, rows, cell)
			sc.Static = append(sc.Static, draw.Text(sameGameOff/2, oy+cell/2+4, fmt.Sprint(y), "coord"))
		}
	}
	return sc
}

// sameGameStates is one character per cell, in the scene's order (rows
// from the bottom, columns from the left).
func sameGameStates(b *samegame.Board) string {
	cols, rows := b.Columns(), b.RowCount()
	st := make([]byte, 0, cols*rows)
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			st = append(st, sameGameColour(b.Colour(x, y)))
		}
	}
	return string(st)
}

// sameGameColour is the state character of colour c.
func sameGameColour(c uint8) byte {
	if c == 0 {
		return '0'
	}
	return sameGameColours[1+(int(c)-1)%(len(sameGameColours)-1)]
}
