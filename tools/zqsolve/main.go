// Command zqsolve measures how early the engine's exact solver (search.Solver)
// proves Zuniq positions: it replays the games of match records and, at each
// ply from -from on, asks the solver for the position's proof within a node
// budget, printing per ply the share of positions proven, the median time
// and nodes of a proof, and how often the proven side is the side to move.
//
//	go run ./tools/zqsolve -from 14 -nodes 5000000 RECORD.jsonl...
//
// With -calls PLAYER it audits instead every victory call that player (a
// record's command line, as the match table shows it) made: the position
// the call's move was played from must be proven won for the caller, and
// the move must keep the win (the opponent lost after it); it prints each
// call that is not, and the calls, their turns and the points they earned.
//
//	go run ./tools/zqsolve -calls bin/zuniq RECORD.jsonl...
//
// With -blunders PLAYER it finds that player's moves from -from on that
// threw a proven win away, and per game the first ply the solver decides
// and who had won it then: a game lost before that was lost in the middle
// game, where no exact search reaches.
//
//	go run ./tools/zqsolve -blunders bin/zuniq -from 20 RECORD.jsonl...
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"botcup/search"
	"botcup/zuniq"
)

type cell struct {
	asked, proven, won int
	times              []time.Duration
	nodes              []int64
}

func main() {
	from := flag.Int("from", 14, "the first ply to solve")
	maxNodes := flag.Int64("nodes", 5_000_000, "each proof's node budget")
	games := flag.Int("games", 20, "the most games to read")
	calls := flag.String("calls", "", "audit the victory calls of this player instead")
	thrown := flag.String("blunders", "", "find this player's moves that threw a proven win away, from -from on, instead")
	flag.Parse()
	run := solveFrom
	if *thrown != "" {
		run = func(files []string, from int, maxNodes int64, games int) error {
			return blunders(files, *thrown, from, maxNodes, games)
		}
	}
	if *calls != "" {
		run = func(files []string, _ int, maxNodes int64, games int) error {
			return audit(files, *calls, maxNodes, games)
		}
	}
	if err := run(flag.Args(), *from, *maxNodes, *games); err != nil {
		fmt.Fprintln(os.Stderr, "zqsolve:", err)
		os.Exit(1)
	}
}

func solveFrom(files []string, from int, maxNodes int64, games int) error {
	sv, err := newSolver(maxNodes)
	if err != nil {
		return err
	}
	cells := map[int]*cell{}
	read, err := eachGame(files, games, func(_ *record, ply int, s *zuniq.State, _ zuniq.Move) error {
		if ply < from || s.Over() {
			return nil
		}
		c := cells[ply]
		if c == nil {
			c = &cell{}
			cells[ply] = c
		}
		start := time.Now()
		p, done := sv.Prove(s)
		c.asked++
		if done {
			c.proven++
			c.times = append(c.times, time.Since(start))
			c.nodes = append(c.nodes, sv.Nodes())
			if p == search.ProvenWin {
				c.won++
			}
		}
		return nil
	}, nil)
	if err != nil {
		return err
	}
	fmt.Printf("%d games, proofs within %d nodes\n", read, maxNodes)
	fmt.Println("ply  asked  proven  won-for-mover  median-time  median-nodes")
	plies := make([]int, 0, len(cells))
	for p := range cells {
		plies = append(plies, p)
	}
	slices.Sort(plies)
	for _, p := range plies {
		c := cells[p]
		slices.Sort(c.times)
		slices.Sort(c.nodes)
		mt, mn := time.Duration(0), int64(0)
		if len(c.times) > 0 {
			mt, mn = c.times[len(c.times)/2], c.nodes[len(c.nodes)/2]
		}
		fmt.Printf("%3d  %5d  %6d  %13d  %11v  %12d\n", p, c.asked, c.proven, c.won, mt.Round(time.Microsecond), mn)
	}
	return nil
}
