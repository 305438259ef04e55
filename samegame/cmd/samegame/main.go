// Command samegame is the SameGame solver of the AStA FH Wedel 2015
// contest: it reads one board on stdin, prints a first solution at once and
// every better one after it, until it is killed.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"

	"botcup/samegame"
	"botcup/search"
	"botcup/search/botflag"
)

func main() {
	botflag.Usage(flag.CommandLine, "samegame", "botcup's solver for SameGame (AStA FH Wedel 2015): it reads one board,\nprints a first solution at once and every better one after it, until it is killed.")
	scoring := flag.String("scoring", "contest", "contest or classic")
	engine := flag.String("engine", samegame.EngineAuto, strings.Join(samegame.Engines, ", "))
	threads := flag.Int("threads", 0, "workers (0: one per core)")
	seed := flag.Uint64("seed", 1, "random seed")
	budget := flag.Duration("budget", 0, "stop after this long (0: run until killed, as in the contest)")
	chains := flag.Bool("chains", true, "with -engine auto on 15x15 boards: chains beside the tail beams (-chains=false: the beam's passes)")
	verbose := flag.Bool("v", false, "reasoning to stderr")
	bench := flag.Bool("bench", false, "run the bench's fixed searches, print nodes and the signature, exit")
	flag.Parse()
	if err := botflag.Check(botflag.OneOf("scoring", *scoring, "contest", "classic"), botflag.OneOf("engine", *engine, samegame.Engines...),
		botflag.AtLeast("threads", *threads, 0), botflag.NonNegativeDuration("budget", *budget)); err != nil {
		fmt.Fprintln(os.Stderr, "samegame:", err)
		os.Exit(2)
	}
	if *threads == 0 {
		*threads = runtime.GOMAXPROCS(0)
	}
	if *bench {
		search.RunBench(os.Stdout, samegame.Bench())
		return
	}
	opts := samegame.Options{Engine: *engine, Threads: *threads, Seed: *seed, Budget: *budget, NoChains: !*chains}
	var err error
	if opts.Scoring, err = samegame.ParseScoring(*scoring); err == nil {
		if *verbose {
			opts.Log = os.Stderr
		}
		err = samegame.Run(os.Stdin, os.Stdout, opts)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "samegame:", err)
		os.Exit(1)
	}
}
