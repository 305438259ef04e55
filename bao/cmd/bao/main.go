// Command bao is the Bao (CodeCup 2012) bot: it speaks the contest protocol
// on stdin and stdout. Flags are optional; the contest runs it with none.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"botcup/bao"
)

func main() {
	budget := flag.Duration("budget", bao.DefaultBudget, "total thinking time for the game")
	seed := flag.Uint64("seed", 1, "seed of the engine's random choices (0: from the clock)")
	opening := flag.Int("opening", 0, "play the first N moves at random (variety for matches)")
	verbose := flag.Bool("v", false, "write the reasoning to stderr")
	engine := flag.String("engine", bao.DefaultEngine, "ab (alpha-beta) or mcts")
	flag.Parse()
	var log io.Writer
	if *verbose {
		log = os.Stderr
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())
	}
	err := bao.Run(os.Stdin, os.Stdout, bao.Options{Budget: *budget, Seed: *seed, Engine: *engine, Log: log,
		RandomOpening: *opening})
	if err != nil {
		fmt.Fprintln(os.Stderr, "bao:", err)
		os.Exit(1)
	}
}
