// Command bao is the Bao (CodeCup 2012) bot: it speaks the contest protocol
// on stdin and stdout (see bao.Run). Flags are optional (see
// duel.Command); the contest runs it with none.
//
//	bao [-budget 27s] [-seed 1] [-engine ab|mcts|greedy|random] [-depth N] [-playouts N] [-opening N] [-v] [-bench]
package main

import (
	"os"

	"botcup/bao"
	"botcup/search/duel"
)

func main() {
	cmd := duel.Command{
		Name:   "bao",
		About:  "botcup's bot for Bao (CodeCup 2012).",
		Budget: bao.DefaultBudget,
		Engine: bao.DefaultEngine,
		Bench:  bao.Bench,
		Params: bao.Params(),
		Play:   bao.Run,
	}
	os.Exit(cmd.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
