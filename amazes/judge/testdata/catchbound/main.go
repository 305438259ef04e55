// Command catchbound replays Amazes record files and measures, for the
// hunting player named: how many of its 150 turns were left when its map
// first held every cell (the turns on which it can win by sudden death),
// how many turns it played with its whole map and on how many of those it
// stood on its opponent's cell (told 0: the one cell where a move cannot
// end, so the opponent is safe there), and who won by sudden death.
//
// It also prints the most cells of a 25x25 maze at one squared distance
// from one cell (16): a hunter that ends its move on a cell drawn from
// those at the distance it was told catches an opponent not on its own cell
// with probability at least 1/16 on each such turn, whatever the opponent
// does.
//
//	go run ./amazes/judge/testdata/catchbound -hunter ref:tracker FILE...
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"

	"botcup/amazes"
	"botcup/amazes/judge"
	"botcup/arena"
)

func main() {
	hunter := flag.String("hunter", "ref:tracker", "the hunting player's name in the records")
	flag.Parse()
	fmt.Printf("most cells at one squared distance from one cell: %d\n", maxOnOneCircle())
	for _, path := range flag.Args() {
		recs, tail, err := arena.LoadRecords(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if tail != nil {
			fmt.Fprintf(os.Stderr, "%s: %v (read the whole games before it)\n", path, tail)
		}
		report(path, *hunter, recs)
	}
}

// report prints one file's figures.
func report(path, hunter string, recs []arena.Record) {
	var turns []int
	var theirs, ours float64
	games, full, hunted, told0 := 0, 0, 0, 0
	for i := range recs {
		r := &recs[i]
		h := -1
		for p, name := range r.Players {
			if name == hunter {
				h = p
			}
		}
		if h < 0 || r.Game != "amazes" {
			continue
		}
		t, sudden, hu, t0, err := fullMapTurns(r, h)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: game %d: %v\n", path, r.Index, err)
			os.Exit(1)
		}
		games++
		hunted += hu
		told0 += t0
		turns = append(turns, t)
		if t > 0 {
			full++
		}
		switch sudden {
		case h:
			theirs++
		case 1 - h:
			ours++
		}
	}
	if games == 0 {
		fmt.Printf("%s: no game with %s\n", path, hunter)
		return
	}
	sort.Ints(turns)
	n := float64(games)
	fmt.Printf("%s: %d games against %s\n", path, games, hunter)
	fmt.Printf("  the hunter had its whole map with turns left in %d games (%.1f%%)\n", full, 100*float64(full)/n)
	fmt.Printf("  its turns left from then on, per game: min %d, quartiles %d %d %d, max %d\n",
		turns[0], turns[games/4], turns[games/2], turns[3*games/4], turns[games-1])
	fmt.Printf("  turns the hunter played with its whole map: %d, of them started on its opponent's cell (told 0): %d (%.1f%%)\n",
		hunted, told0, 100*float64(told0)/float64(max(hunted, 1)))
	fmt.Printf("  sudden death: the hunter won %.1f%%, its opponent %.1f%% of the games\n", 100*theirs/n, 100*ours/n)
}

// fullMapTurns replays r and counts the turns player h has left, of its
// 150, from the first it starts (its view taken) with all cells
// discovered: the turns it would have had if the game had not ended
// earlier; sudden is the game's sudden-death winner or -1; hunted counts
// the turns h played with its whole map, told0 those of them it started on
// its opponent's cell, the one cell where it cannot end its move.
func fullMapTurns(r *arena.Record, h int) (turns, sudden int, hunted, told0 int, err error) {
	s, err := amazes.ParseSetup(r.Setup)
	if err != nil {
		return 0, -1, 0, 0, err
	}
	g, err := judge.NewGame(s)
	if err != nil {
		return 0, -1, 0, 0, err
	}
	played := 0
	for _, m := range r.Moves {
		if g.Over() {
			break
		}
		p, _ := g.Next()
		if p != m.Player {
			return 0, -1, 0, 0, fmt.Errorf("move by %d on %d's turn", m.Player, p)
		}
		if p == h {
			if g.Discovered()[h] == amazes.Cells {
				if turns == 0 {
					turns = amazes.MovesPerPlayer - played
				}
				hunted++
				if pose := g.Poses(); amazes.Dist2(pose[0], pose[1]) == 0 {
					told0++
				}
			}
			played++
		}
		if err := g.Play(p, m.Line); err != nil {
			return 0, -1, 0, 0, err
		}
	}
	return turns, g.SuddenDeath(), hunted, told0, nil
}

// maxOnOneCircle is the most cells of the maze at one squared distance
// from one cell, over every cell and distance.
func maxOnOneCircle() int {
	best := 0
	for c := 0; c < amazes.Cells; c++ {
		var count [2 * amazes.Size * amazes.Size]int
		a := amazes.Pose{Row: c / amazes.Size, Col: c % amazes.Size}
		for d := 0; d < amazes.Cells; d++ {
			if d == c {
				continue
			}
			n := amazes.Dist2(a, amazes.Pose{Row: d / amazes.Size, Col: d % amazes.Size})
			count[n]++
			best = max(best, count[n])
		}
	}
	return best
}
