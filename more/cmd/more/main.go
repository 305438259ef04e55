// Command more is botcup's bot for More (CodeCup 2017): it speaks the
// contest protocol on stdin and stdout (see more.Run). The contest runs it
// without flags.
//
//	more [-budget 27s] [-seed 1] [-engine ab|mcts] [-v] [-depth N] [-nodes N] [-line "M1 M2 ..."] [-param name=value] [-params] [-bench]
//
// -depth and -nodes bound every move's search (as well as the budget): fixed
// depth for repeatable play, fixed nodes for matches between builds that
// search at different speeds.
//
// -param sets one of the tunable constants (more.Params; -params lists
// them as JSON for botcup tune).
//
// -line is an opening line from the start (the arena's {opening}): the
// bot plays its own side's moves of it before it thinks.
package main

import (
	"flag"
	"fmt"
	"os"

	"botcup/more"
	"botcup/search"
	"botcup/search/botflag"
)

func main() {
	botflag.Usage(flag.CommandLine, "more", "botcup's bot for More (CodeCup 2017).")
	budget := flag.Duration("budget", more.DefaultBudget, "total thinking time for the game")
	seed := flag.Uint64("seed", 1, "seed of the search's random choices")
	engine := flag.String("engine", string(more.AlphaBeta), "search engine: ab (alpha-beta) or mcts")
	verbose := flag.Bool("v", false, "write the reasoning to stderr")
	depth := flag.Int("depth", 0, "search every move to this depth only (0: as time allows); repeatable play for tests")
	nodes := flag.Int("nodes", 0, "search every move for this many nodes (MCTS: playouts) at most (0: as time allows)")
	bench := flag.Bool("bench", false, "run the bench's fixed searches, print nodes and the signature, exit")
	line := flag.String("line", "", "opening line from the start, moves separated by blanks: play this side's moves of it first")
	params := more.Params()
	listParams := params.Register(flag.CommandLine)
	flag.Parse()
	if *listParams {
		if err := params.WriteJSON(os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "more:", err)
			os.Exit(1)
		}
		return
	}
	if err := botflag.Check(botflag.PositiveDuration("budget", *budget), botflag.OneOf("engine", *engine, string(more.AlphaBeta), string(more.MCTS)),
		botflag.AtLeast("depth", *depth, 0), botflag.AtLeast("nodes", *nodes, 0)); err != nil {
		fmt.Fprintln(os.Stderr, "more:", err)
		os.Exit(2)
	}
	moves, err := more.ParseLine(*line)
	if err != nil {
		fmt.Fprintln(os.Stderr, "more: -line:", err)
		os.Exit(2)
	}
	if *bench {
		search.RunBench(os.Stdout, more.Bench())
		return
	}
	opts := more.Options{Budget: *budget, Seed: *seed, Engine: more.EngineOptions{Kind: more.Kind(*engine), MaxDepth: *depth, MaxNodes: int64(*nodes)}, Line: moves}
	if *verbose {
		opts.Log = os.Stderr
	}
	if err := more.Run(os.Stdin, os.Stdout, opts); err != nil {
		fmt.Fprintln(os.Stderr, "more:", err)
		os.Exit(1)
	}
}
