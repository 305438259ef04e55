package main

import (
	"fmt"
	"io"

	"botcup/game"
)

// writeJudgeOptions lists g's judge options (-opt NAME=VALUE) with their
// meaning and default, as its registration describes them.
func writeJudgeOptions(w io.Writer, g game.Registration) {
	if len(g.Options) == 0 {
		fmt.Fprintf(w, "  %s: none\n", g.Name)
		return
	}
	fmt.Fprintf(w, "  %s:\n", g.Name)
	for _, o := range g.Options {
		fmt.Fprintf(w, "    %-27s %s\n", o.Name+"="+o.Value, o.About)
	}
}
