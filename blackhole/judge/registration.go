package judge

import (
	"botcup/blackhole"
	"botcup/blackhole/view"
	"botcup/game"
	"botcup/game/turn"
)

// Registration is Black Hole's entry in botcup's registry (cmd/botcup's
// games.go): the judge and its options brown and budget, the reference
// players random and greedy (the bot with those engines), Perft (from a
// position as blackhole.ParsePosition reads it: the five brown fields and
// the moves played; "" is blackhole.DefaultBrown's start), the bench, the
// bot, the opening lines (NewLine) and the replay drawing.
func Registration() game.Registration {
	return game.Registration{
		Name:     Name,
		NewJudge: NewJudge,
		Options: []game.Option{
			{Name: OptBrown, Value: "F1,F2,F3,F4,F5|default",
				About: "the five brown stones of every game, or default (A8,B4,D2,E4,H1) (default: five drawn from each game's seed)"},
			game.BudgetOption(blackhole.TimeLimit),
		},
		Players:    turn.Players(blackhole.Run),
		Perft:      game.PerftOf(blackhole.ParsePosition),
		Bench:      blackhole.Bench,
		Bot:        "./blackhole/cmd/blackhole",
		Repeatable: []string{"-playouts", "3000"},
		Openings:   []string{"blackhole/openings/blackhole-4.txt"},
		NewLine:    NewLine,
		Sides:      [2]string{"Red", "Blue"},
		Follow:     view.Follow,
		Style:      view.Style,
	}
}
