package judge

import (
	"fmt"

	"botcup/game"
	"botcup/samegame"
	"botcup/samegame/view"
)

// Registration is SameGame's entry in the CLI's game registry: the puzzle
// judge and its options, the reference players, perft, the bench, the bot
// and the replay drawing of a solved board.
func Registration() game.Registration {
	return game.Registration{
		Name:      "samegame",
		NewPuzzle: newPuzzle,
		Options: []game.Option{
			{Name: "boards", Value: "standard|generated", About: "the 20 standard boards (default), or generated ones"},
			{Name: "seed", Value: "N", About: "the generated boards' seed (default 1)"},
			{Name: "n", Value: "N", About: fmt.Sprintf("how many boards to generate (default %d)", DefaultGenerated)},
		},
		Players:   map[string]game.Player{"random": Random, "greedy": Greedy},
		Perft:     Perft,
		Bench:     samegame.Bench,
		Bot:       "./samegame/cmd/samegame",
		DrawSolve: view.Solve,
		Style:     view.Style,
	}
}

// newPuzzle is New as the arena's constructor.
func newPuzzle(opts map[string]string) (game.PuzzleJudge, error) {
	j, err := New(opts)
	if err != nil {
		return nil, err
	}
	return j, nil
}

// ExampleBoard is the board of the contest text's example, the position
// Perft starts from when given none.
const ExampleBoard = "[[1, 3, 2, 3], [4, 1, 4, 4], [2, 3, 4, 2], [3, 1, 1, 2]]"

// Perft counts the move sequences of exactly depth moves (one move per
// group) from board, or from ExampleBoard when board is "".
func Perft(board string, depth int) (uint64, error) {
	if board == "" {
		board = ExampleBoard
	}
	rows, err := parseBoard(board)
	if err != nil {
		return 0, err
	}
	b, err := samegame.NewBoard(rows, samegame.Contest)
	if err != nil {
		return 0, err
	}
	return b.Perft(depth), nil
}
