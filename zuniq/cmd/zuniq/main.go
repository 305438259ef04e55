// Command zuniq is botcup's Zuniq bot: it speaks the contest protocol
// on stdin and stdout (see zuniq.Run). Flags are optional (see
// duel.Command); the contest runs it with none.
package main

import (
	"os"

	"botcup/search/duel"
	"botcup/zuniq"
)

func main() {
	cmd := duel.Command{
		Name:   "zuniq",
		About:  "botcup's bot for Zuniq.",
		Budget: zuniq.DefaultBudget,
		Engine: zuniq.DefaultEngine,
		Bench:  zuniq.Bench,
		Play:   zuniq.Run,
		Params: zuniq.Params(),
	}
	os.Exit(cmd.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
