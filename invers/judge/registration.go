package judge

import (
	"botcup/arena"
	"botcup/invers"
)

// Registration is Invers's entry in the CLI's game registry: the judge, the
// reference players random and greedy (the bot with those engines) and Perft (from a position as invers.ParsePosition reads
// it; "" is the start).
func Registration() arena.Registration {
	return arena.Registration{Name: "invers", NewJudge: rules.NewJudge,
		Players: arena.DuelPlayers(invers.Run),
		Perft:   arena.PerftOf(invers.ParsePosition)}
}
