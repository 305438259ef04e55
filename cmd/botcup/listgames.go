package main

import (
	"fmt"
	"strings"
)

// listGames runs `botcup games [-two-player|-puzzle] [-openings] [-long]`:
// the registered games, one name per line (for scripts and the Makefile's
// play, strength and soak targets).
func (c *cli) listGames(args []string) error {
	fs := newFlags("games")
	two := fs.Bool("two-player", false, "only two-player games")
	puzzle := fs.Bool("puzzle", false, "only single-player games")
	long := fs.Bool("long", false, "also the kind, reference players and perft")
	openings := fs.Bool("openings", false, "only games that register opening suites, each followed by its suites' paths (tab-separated)")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return usagef("unexpected arguments %q", pos)
	}
	if *two && *puzzle {
		return usagef("-two-player and -puzzle exclude each other")
	}
	for _, g := range c.games {
		isPuzzle := g.NewPuzzle != nil
		if *two && isPuzzle || *puzzle && !isPuzzle || *openings && len(g.Openings) == 0 {
			continue
		}
		if *openings && !*long {
			fmt.Fprintln(c.stdout, strings.Join(append([]string{g.Name}, g.Openings...), "\t"))
			continue
		}
		if !*long {
			fmt.Fprintln(c.stdout, g.Name)
			continue
		}
		kind := "two-player"
		if isPuzzle {
			kind = "single-player"
		}
		perft := "no perft"
		if g.Perft != nil {
			perft = "perft"
		}
		suites := ""
		if len(g.Openings) > 0 {
			suites = "\topenings: " + strings.Join(g.Openings, ", ")
		}
		fmt.Fprintf(c.stdout, "%s\t%s\tplayers: %s\t%s%s\n", g.Name, kind, playerNames(g), perft, suites)
	}
	return nil
}
