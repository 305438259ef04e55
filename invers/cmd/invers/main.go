// Command invers is the Invers (CodeCup 2011) bot: it speaks the contest
// protocol on stdin and stdout (see invers.Run). Flags are optional (see
// duel.Command); the contest runs it with none.
//
//	invers [-budget 27s] [-seed 1] [-engine ab|mcts|greedy|random] [-depth N] [-playouts N] [-opening N] [-v] [-bench]
package main

import (
	"os"

	"botcup/invers"
	"botcup/search/duel"
)

func main() {
	cmd := duel.Command{
		Name:   "invers",
		About:  "botcup's bot for Invers (CodeCup 2011).",
		Budget: invers.DefaultBudget,
		Engine: invers.DefaultEngine,
		Bench:  invers.Bench,
		Params: invers.Params(),
		Play:   invers.Run,
	}
	os.Exit(cmd.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
