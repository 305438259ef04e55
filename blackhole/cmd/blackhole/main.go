// Command blackhole is the Black Hole (CodeCup 2018) bot: it speaks the
// contest protocol on stdin and stdout (see blackhole.Run). Flags are
// optional (see search.DuelCommand); the contest runs it with none.
//
//	blackhole [-budget 4.4s] [-seed 1] [-engine ab|mcts|greedy|random] [-depth N] [-playouts N] [-opening N] [-param NAME=VALUE] [-params] [-v] [-bench]
package main

import (
	"os"

	"botcup/blackhole"
	"botcup/search"
)

func main() {
	os.Exit(search.DuelCommand("blackhole", "botcup's bot for Black Hole (CodeCup 2018).", os.Args[1:], os.Stdin, os.Stdout, os.Stderr,
		blackhole.DefaultBudget, blackhole.DefaultEngine, blackhole.Bench, blackhole.Params(), blackhole.Run))
}
