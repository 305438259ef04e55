// Command invers is the Invers (CodeCup 2011) bot: it speaks the contest
// protocol on stdin and stdout (see invers.Run). Flags are optional (see
// search.DuelCommand); the contest runs it with none.
//
//	invers [-budget 27s] [-seed 1] [-engine ab|mcts|greedy|random] [-depth N] [-playouts N] [-opening N] [-v] [-bench]
package main

import (
	"os"

	"botcup/invers"
	"botcup/search"
)

func main() {
	os.Exit(search.DuelCommand("invers", "botcup's bot for Invers (CodeCup 2011).", os.Args[1:], os.Stdin, os.Stdout, os.Stderr,
		invers.DefaultBudget, invers.DefaultEngine, invers.Bench, invers.Params(), invers.Run))
}
