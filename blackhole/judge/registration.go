package judge

import (
	"botcup/arena"
	"botcup/blackhole"
)

// Registration is Black Hole's entry in the CLI's game registry: the judge,
// the reference players random and greedy (the bot with those engines) and
// Perft (from a position as blackhole.ParsePosition reads it: the five
// brown fields and the moves played; "" is blackhole.DefaultBrown's start).
func Registration() arena.Registration {
	return arena.Registration{Name: Name, NewJudge: NewJudge,
		Players: arena.DuelPlayers(blackhole.Run),
		Perft:   arena.PerftOf(blackhole.ParsePosition)}
}
