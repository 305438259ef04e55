// Command bao is the Bao (CodeCup 2012) bot: it speaks the contest protocol
// on stdin and stdout (see bao.Run). Flags are optional (see
// search.DuelCommand); the contest runs it with none.
//
//	bao [-budget 27s] [-seed 1] [-engine ab|mcts|greedy|random] [-depth N] [-playouts N] [-opening N] [-v] [-bench]
package main

import (
	"os"

	"botcup/bao"
	"botcup/search"
)

func main() {
	os.Exit(search.DuelCommand("bao", "botcup's bot for Bao (CodeCup 2012).", os.Args[1:], os.Stdin, os.Stdout, os.Stderr,
		bao.DefaultBudget, bao.DefaultEngine, bao.Bench, bao.Params(), bao.Run))
}
