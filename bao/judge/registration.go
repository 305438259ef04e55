package judge

import (
	"botcup/arena"
	"botcup/bao"
)

// Registration is Bao's entry in the CLI's game registry: the judge, the
// reference players and Perft (from a position as bao.ParsePosition reads
// it; "" is the start).
func Registration() arena.Registration {
	return arena.Registration{Name: "bao", NewJudge: rules.NewJudge,
		Players: map[string]arena.Player{"random": Random, "greedy": Greedy},
		Perft:   arena.PerftOf(bao.ParsePosition)}
}
