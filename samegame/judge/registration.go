package judge

import (
	"botcup/arena"
	"botcup/samegame"
)

// Registration is SameGame's entry in the CLI's game registry.
func Registration() arena.Registration {
	return arena.Registration{
		Name:      "samegame",
		NewPuzzle: newPuzzle,
		Players:   map[string]arena.Player{"random": Random, "greedy": Greedy},
		Perft:     Perft,
	}
}

// newPuzzle is New as the arena's constructor.
func newPuzzle(opts map[string]string) (arena.PuzzleJudge, error) {
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
