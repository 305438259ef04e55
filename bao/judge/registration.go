package judge

import (
	"botcup/bao"
	"botcup/bao/view"
	"botcup/game"
	"botcup/game/turn"
	"botcup/search"
)

// Registration is Bao's entry in the CLI's game registry: the judge and its
// budget option, the reference players random and greedy (the bot with
// those engines), Perft (from a position as bao.ParsePosition reads it; ""
// is the start), the bench, the bot, the opening lines and the replay
// drawing.
func Registration() game.Registration {
	return game.Registration{
		Name:       rules.Name,
		NewJudge:   rules.NewJudge,
		Options:    []game.Option{game.BudgetOption(bao.TimeLimit)},
		Players:    turn.Players(bao.Run),
		Perft:      game.PerftOf(bao.ParsePosition),
		Bench:      bao.Bench,
		Bot:        "./bao/cmd/bao",
		Repeatable: []string{"-engine", "mcts", "-playouts", "2000"},
		Openings:   []string{"bao/openings/bao-6.txt"},
		NewLine: func(*search.Rng) game.OpeningLine {
			return turn.Line[bao.State, bao.Pit](bao.New(), bao.StoneValue)
		},
		Sides:  [2]string{"White", "Black"},
		Follow: view.Follow,
		Style:  view.Style,
	}
}
