package judge

import (
	"botcup/game"
	"botcup/game/turn"
	"botcup/invers"
	"botcup/invers/view"
	"botcup/search"
)

// Registration is Invers's entry in the CLI's game registry: the judge and its
// budget option, the reference players random and greedy (the bot with
// those engines), Perft (from a position as invers.ParsePosition reads it; ""
// is the start), the bench, the bot, the opening lines and the replay
// drawing.
func Registration() game.Registration {
	return game.Registration{
		Name:       rules.Name,
		NewJudge:   rules.NewJudge,
		Options:    []game.Option{game.BudgetOption(invers.TimeLimit)},
		Players:    turn.Players(invers.Run),
		Perft:      game.PerftOf(invers.ParsePosition),
		Bench:      invers.Bench,
		Bot:        "./invers/cmd/invers",
		Repeatable: []string{"-engine", "ab", "-depth", "4"},
		Openings:   []string{"invers/openings/invers-4.txt"},
		NewLine: func(*search.Rng) game.OpeningLine {
			return turn.Line[invers.State, invers.Push](invers.New(), invers.PointValue)
		},
		Sides:  [2]string{"Yellow", "Red"},
		Follow: view.Follow,
		Style:  view.Style,
	}
}
