package judge

import (
	_ "embed"
	"strings"

	"botcup/samegame"
	"botcup/search"
)

// standard20 is the 20 standard 15x15 boards with 5 colours (Schadd et al.
// 2008), one per line, the same file as samegame/testdata/standard20.txt.
//
//go:embed standard20.txt
var standard20 string

// StandardBoards is the 20 standard boards in the contest's input format.
func StandardBoards() []string {
	var boards []string
	for _, l := range strings.Split(standard20, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			boards = append(boards, l)
		}
	}
	return boards
}

// generatedShapes is the contest-like set GeneratedBoards draws from: the
// contest varied the size, the colour count and weights, and announced
// pictures. One entry per board, cycled.
var generatedShapes = []samegame.GenOptions{
	{Columns: 15, Rows: 15, Colours: 5},
	{Columns: 20, Rows: 10, Colours: 4, Weights: []int{4, 3, 2, 1}},
	{Columns: 30, Rows: 30, Colours: 6, Pattern: samegame.Areas, Noise: 20},
	{Columns: 10, Rows: 25, Colours: 3, Pattern: samegame.Stripes, Noise: 25},
	{Columns: 40, Rows: 40, Colours: 8, Pattern: samegame.Gradient, Noise: 10},
	{Columns: 12, Rows: 12, Colours: 2},
	{Columns: 50, Rows: 20, Colours: 5, Weights: []int{10, 5, 3, 2, 1}},
	{Columns: 64, Rows: 64, Colours: 16, Pattern: samegame.Areas, Noise: 5},
	{Columns: 100, Rows: 100, Colours: 3},
	{Columns: 256, Rows: 256, Colours: 5},
}

// GeneratedBoards draws n contest-like boards from seed (sizes from 12x12
// to 256x256, 2 to 16 colours, random and picture-like).
func GeneratedBoards(seed uint64, n int) []string {
	r := search.NewRng(seed)
	boards := make([]string, 0, n)
	for k := 0; k < n; k++ {
		rows, err := samegame.Generate(generatedShapes[k%len(generatedShapes)], r)
		if err != nil {
			panic("judge: bad generatedShapes entry: " + err.Error()) // a fixed table, checked by a test
		}
		boards = append(boards, samegame.FormatBoard(rows))
	}
	return boards
}
