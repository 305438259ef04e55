package judge

import (
	"botcup/arena"
	"botcup/invers"
	"botcup/invers/view"
	"botcup/search"
)

// Registration is Invers's entry in the CLI's game registry: the judge and its
// budget option, the reference players random and greedy (the bot with
// those engines), Perft (from a position as invers.ParsePosition reads it; ""
// is the start), the bench, the bot, the opening lines and the replay
// drawing.
func Registration() arena.Registration {
	return arena.Registration{
		Name:       rules.Name,
		NewJudge:   rules.NewJudge,
		Options:    []arena.Option{arena.BudgetOption(invers.TimeLimit)},
		Players:    arena.DuelPlayers(invers.Run),
		Perft:      arena.PerftOf(invers.ParsePosition),
		Bench:      invers.Bench,
		Bot:        "./invers/cmd/invers",
		Repeatable: []string{"-engine", "ab", "-depth", "4"},
		NewLine: func(*search.Rng) arena.OpeningLine {
			return arena.DuelLine[invers.State, invers.Push](invers.New(), invers.PointValue)
		},
		Sides:  [2]string{"Yellow", "Red"},
		Follow: view.Follow,
		Style:  view.Style,
	}
}
