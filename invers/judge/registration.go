package judge

import (
	"botcup/arena"
	"botcup/invers"
)

// Registration is Invers's entry in the CLI's game registry.
func Registration() arena.Registration {
	return arena.Registration{
		Name:     "invers",
		NewJudge: newJudge,
		Players:  map[string]arena.Player{"random": Random, "greedy": Greedy},
		Perft:    Perft,
	}
}

// newJudge is New as the arena's constructor.
func newJudge(opts map[string]string) (arena.Judge, error) {
	j, err := New(opts)
	if err != nil {
		return nil, err
	}
	return j, nil
}

// Perft counts the move sequences of exactly depth moves from board (a
// position as invers.ParsePosition reads it; "" is the start).
func Perft(board string, depth int) (uint64, error) {
	s, err := invers.ParsePosition(board)
	if err != nil {
		return 0, err
	}
	return s.Perft(depth), nil
}
