package main

import "fmt"

// listGames runs `botcup games [-two-player|-puzzle] [-long]`: the
// registered games, one name per line (for scripts and `make play`).
func (c *cli) listGames(args []string) error {
	fs := newFlags("games")
	two := fs.Bool("two-player", false, "only two-player games")
	puzzle := fs.Bool("puzzle", false, "only single-player games")
	long := fs.Bool("long", false, "also the kind, reference players and perft")
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
		if *two && isPuzzle || *puzzle && !isPuzzle {
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
		fmt.Fprintf(c.stdout, "%s\t%s\tplayers: %s\t%s\n", g.Name, kind, playerNames(g), perft)
	}
	return nil
}
