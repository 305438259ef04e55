package judge

import (
	"botcup/arena"
	"botcup/more"
)

// Registration is More's entry for the botcup CLI: the judge, the
// reference players random and greedy, and perft.
func Registration() arena.Registration {
	return arena.Registration{
		Name: Name,
		NewJudge: func(opts map[string]string) (arena.Judge, error) {
			return Parse(opts)
		},
		Players: map[string]arena.Player{
			"random": Player(RandomMove),
			"greedy": Player(GreedyMove),
		},
		Perft: Perft,
	}
}

// Perft counts the move sequences of exactly depth moves from the start of
// a game on board (a wall line; "" is the text's example board).
func Perft(board string, depth int) (uint64, error) {
	if board == "" {
		board = more.ExampleBoard
	}
	b, err := more.ParseBoard(board)
	if err != nil {
		return 0, err
	}
	return more.NewPosition(b).Perft(depth), nil
}
