package judge

import (
	"fmt"

	"botcup/amazes"
	"botcup/amazes/view"
	"botcup/game"
)

// Registration is Amazes' entry in the CLI's game registry: the judge and
// its options, the reference players, the bench, the bot and the replay
// drawing. It has no perft (a move's outcome depends on the hidden maze)
// and no opening lines (the bot follows none).
func Registration() game.Registration {
	return game.Registration{
		Name: "amazes",
		NewJudge: func(opts map[string]string) (game.Judge, error) {
			j, err := New(opts)
			if err != nil {
				return nil, err
			}
			return j, nil
		},
		Options: []game.Option{
			{Name: "moves", Value: "N", About: fmt.Sprintf("moves per player, 1..%d, fewer for short games (default %[1]d, the rules')", amazes.MovesPerPlayer)},
			{Name: "setup", Value: "FILE", About: "play every game on the maze and starts in FILE (default: a setup drawn from each game's seed)"},
		},
		Players: Players(),
		Bench:   amazes.Bench,
		Bot:     "./amazes/cmd/amazes",
		Sides:   [2]string{"Red", "Blue"},
		Follow:  view.Follow,
		Style:   view.Style,
	}
}
