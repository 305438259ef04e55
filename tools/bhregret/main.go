// Command bhregret says where a Black Hole match's points were given away
// in the end game: it reads a match record (botcup match -o), solves every
// position from ply -from on exactly (the engine's Solver on every hook of
// Black Hole's, the cuts included) and charges each move its regret, the
// exact value before it less the exact value after it for its mover (0
// for a best move). From ply 16 (15 empty fields) 200 games take about two
// minutes (2,800 positions); earlier plies take seconds a position.
//
//	go run ./tools/bhregret -from 16 [-v] wh.jsonl
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	from := flag.Int("from", 19, "first ply solved (0 is Red's first stone; 30 stones in all)")
	verbose := flag.Bool("v", false, "list every move that gave points away, with its game")
	flag.Parse()
	if flag.NArg() != 1 || *from < 0 || *from > 29 {
		fmt.Fprintln(os.Stderr, "usage: bhregret [-from PLY (0..29)] [-v] RECORD.jsonl")
		os.Exit(2)
	}
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "bhregret:", err)
		os.Exit(1)
	}
	defer f.Close()
	rep, err := analyse(f, *from)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bhregret:", err)
		os.Exit(1)
	}
	rep.write(os.Stdout, *verbose)
}
