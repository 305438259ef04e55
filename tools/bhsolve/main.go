// Command bhsolve measures Black Hole's exact end game: on fixed positions
// from self-play (blackhole/testdata/endgames.txt) it times today's exact
// search (alpha-beta on the bot's MCTS position, what exact-plies runs
// without exact-solver) and the engine's Solver on Black Hole's hooks:
// the test at MCTS's estimate (Test at its rounded margin) without the
// cuts of blackhole/solvercuts.go (SolverMoves and Bounds only), and with
// every hook the sign (Prove, what MCTS's leaves ask), the test at the
// estimate and the exact value with its move (SolveMove, what exact-solver
// plays). It prints, per number of empty fields, the medians and 90th
// percentiles of time and nodes.
//
// Measured 2026-11-29 (the 2-core machine quiet but for this; nodes are
// the stable figure), go run ./tools/bhsolve -ab=false -maxnodes 2000000:
// medians (time, nodes) and how many of 50 went over 2,000,000 nodes a
// question:
//
//	empty  Test, no cuts           Prove                  Test at MCTS            SolveMove
//	19     0.40 s 2.0M, 50 over    0.61 s 2.0M, 50 over   0.61 s 2.0M, 50 over    0.62 s 2.0M, 50 over
//	17     0.50 s 2.0M, 37 over    0.73 s 2.0M, 34 over   0.70 s 1.97M, 25 over   0.83 s 2.0M, 35 over
//	15     46 ms 127k, 7 over      40 ms 60k, 5 over      22 ms 29k, 4 over       65 ms 114k, 6 over
//
// With 30,000,000 nodes (-empties 19 -n 6 -maxnodes 30000000) the Solver
// proves the sign of 1 of the first 6 positions with 19 empty fields and
// tests none at the estimate (about 9 s each).
//
//	go run ./tools/bhsolve [-empties 19,17,15] [-n 50] [-ab=true] [blackhole/testdata/endgames.txt]
//	go run ./tools/bhsolve -gen -games 50 -playouts 3000 -seed 1 > blackhole/testdata/endgames.txt
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

func main() {
	gen := flag.Bool("gen", false, "write positions from self-play to stdout instead of measuring")
	games := flag.Int("games", 50, "-gen: games of self-play")
	playouts := flag.Int("playouts", 3000, "-gen: MCTS playouts a move")
	seed := flag.Uint64("seed", 1, "-gen: the first game's seed (game i uses seed+i)")
	empties := flag.String("empties", "19,17,15", "the numbers of empty fields measured")
	n := flag.Int("n", 50, "positions measured per number of empty fields (the first n)")
	estimate := flag.Int("estimate", 20000, "MCTS playouts for the estimate the test and Solve start from")
	ab := flag.Bool("ab", true, "measure today's alpha-beta too")
	limit := flag.Duration("limit", 20*time.Second, "alpha-beta's limit a position")
	maxNodes := flag.Int64("maxnodes", 200_000_000, "the Solver's node limit a question")
	flag.Parse()
	if *gen {
		if err := generate(os.Stdout, *games, *playouts, *seed); err != nil {
			fmt.Fprintln(os.Stderr, "bhsolve:", err)
			os.Exit(1)
		}
		return
	}
	var sizes []int
	for _, s := range strings.Split(*empties, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || v < 2 || v > 31 {
			fmt.Fprintf(os.Stderr, "bhsolve: -empties %q: want numbers 2..31\n", *empties)
			os.Exit(2)
		}
		sizes = append(sizes, v)
	}
	path := "blackhole/testdata/endgames.txt"
	if flag.NArg() == 1 {
		path = flag.Arg(0)
	}
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bhsolve:", err)
		os.Exit(1)
	}
	defer f.Close()
	set, err := readPositions(f)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bhsolve:", err)
		os.Exit(1)
	}
	cfg := config{PerSize: *n, Estimate: *estimate, AlphaBeta: *ab, Cap: *limit, MaxNodes: *maxNodes}
	if err := measure(os.Stdout, os.Stderr, set, sizes, cfg); err != nil {
		fmt.Fprintln(os.Stderr, "bhsolve:", err)
		os.Exit(1)
	}
}
