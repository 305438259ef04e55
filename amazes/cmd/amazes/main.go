// Command amazes is the Amazes (CodeCup 2010) bot: it speaks the contest
// protocol on stdin and stdout. Flags (the contest runs it with none):
// -budget, -seed, -v, -finish, -bench.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"botcup/amazes"
	"botcup/search"
	"botcup/search/botflag"
)

func main() {
	botflag.Usage(flag.CommandLine, "amazes", "botcup's bot for Amazes (CodeCup 2010).")
	budget := flag.Duration("budget", amazes.DefaultBudget, "thinking time for the whole game")
	seed := flag.Uint64("seed", 1, "seed of the bot's random choices")
	verbose := flag.Bool("v", false, "reasoning to stderr")
	finish := flag.Bool("finish", false, "finish the map when the points allow, then hunt for sudden death (not shown stronger: off)")
	bench := flag.Bool("bench", false, "run the bench's fixed searches, print nodes and the signature, exit")
	flag.Parse()
	if err := botflag.PositiveDuration("budget", *budget); err != nil {
		fmt.Fprintln(os.Stderr, "amazes:", err)
		os.Exit(2)
	}
	if *bench {
		search.RunBench(os.Stdout, amazes.Bench())
		return
	}
	opts := amazes.Options{Budget: *budget, Seed: *seed, Finish: *finish}
	if *verbose {
		opts.Log = os.Stderr
	}
	if err := amazes.Run(os.Stdin, os.Stdout, opts); err != nil && err != io.EOF {
		fmt.Fprintln(os.Stderr, "amazes:", err)
		os.Exit(1)
	}
}
