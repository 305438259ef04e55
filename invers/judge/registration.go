package judge

import (
	"botcup/arena"
	"botcup/invers"
)

// Registration is Invers's entry in the CLI's game registry: the judge, the
// reference players and Perft (from a position as invers.ParsePosition reads
// it; "" is the start).
func Registration() arena.Registration {
	return arena.Registration{Name: "invers", NewJudge: rules.NewJudge,
		Players: map[string]arena.Player{"random": Random, "greedy": Greedy},
		Perft:   arena.PerftOf(invers.ParsePosition)}
}
