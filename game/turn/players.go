package turn

import (
	"io"

	"botcup/game"
	"botcup/search/duel"
)

// Players are the reference players of a game whose bot is a duel.Run
// loop: "random" (a uniformly random legal move every turn) and "greedy"
// (the best move by the game's one-ply evaluation), each run's Options
// with that engine and the seed.
func Players(run func(in io.Reader, out io.Writer, opts duel.BotOptions) error) map[string]game.Player {
	return map[string]game.Player{
		"random": player(run, duel.Random),
		"greedy": player(run, duel.Greedy),
	}
}

// player is run with engine kind and the seed as a game.Player.
func player(run func(io.Reader, io.Writer, duel.BotOptions) error, kind string) game.Player {
	return func(in io.Reader, out io.Writer, seed uint64) error {
		return run(in, out, duel.BotOptions{Engine: kind, Seed: seed})
	}
}
