package judge

import (
	"botcup/game"
	"botcup/game/turn"
	"botcup/search"
	"botcup/zuniq"
	"botcup/zuniq/view"
)

// Registration is Zuniq's entry in botcup's registry (cmd/botcup's
// games.go): the judge and its budget option, the reference players random
// and greedy (the bot with those engines), Perft (from a position as
// zuniq.ParsePosition reads it; "" is the start), the bench, the bot,
// the opening lines and the replay drawing.
func Registration() game.Registration {
	return game.Registration{
		Name:     rules.Name,
		NewJudge: NewJudge,
		Options:  options,
		Players:  turn.Players(zuniq.Run),
		Perft:    game.PerftOf(zuniq.ParsePosition),
		Bench:    zuniq.Bench,
		Bot:      "./zuniq/cmd/zuniq",
		// The bot's flags for repeatable play: its bundle is proved to
		// play as its normal build with them.
		Repeatable: []string{"-playouts", "300"},
		NewLine: func(*search.Rng) game.OpeningLine {
			return turn.Line[zuniq.State, zuniq.Move](zuniq.New(), zuniq.PointValue)
		},
		Sides:  [2]string{"White", "Black"},
		Follow: view.Follow,
		Style:  view.Style,
	}
}
