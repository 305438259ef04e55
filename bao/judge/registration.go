package judge

import (
	"botcup/arena"
	"botcup/bao"
)

// Registration is Bao's entry in the CLI's game registry: the judge, the
// reference players random and greedy (the bot with those engines) and Perft (from a position as bao.ParsePosition reads
// it; "" is the start).
func Registration() arena.Registration {
	return arena.Registration{Name: "bao", NewJudge: rules.NewJudge,
		Players: arena.DuelPlayers(bao.Run),
		Perft:   arena.PerftOf(bao.ParsePosition)}
}
