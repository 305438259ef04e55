// Command blackhole is the Black Hole (CodeCup 2018) bot: it speaks the
// contest protocol on stdin and stdout (see blackhole.Run). Flags are
// optional (see duel.Command); the contest runs it with none.
//
//	blackhole [-budget 4.4s] [-seed 1] [-engine mcts|ab|greedy|random] [-depth N] [-playouts N] [-opening N] [-param NAME=VALUE] [-params] [-v] [-bench]
package main

import (
	"os"

	"botcup/blackhole"
	"botcup/search/duel"
)

func main() {
	cmd := duel.Command{
		Name:   "blackhole",
		About:  "botcup's bot for Black Hole (CodeCup 2018).",
		Budget: blackhole.DefaultBudget,
		Engine: blackhole.DefaultEngine,
		Bench:  blackhole.Bench,
		Params: blackhole.Params(),
		Play:   blackhole.Run,
	}
	os.Exit(cmd.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
