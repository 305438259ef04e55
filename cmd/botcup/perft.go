package main

import (
	"fmt"
	"text/tabwriter"
	"time"
)

// perft runs `botcup perft GAME -depth N [-board TEXT]`: the game's perft
// at every depth from 1 to N, with the time and leaves per second.
func (c *cli) perft(args []string) error {
	if len(args) == 0 || len(args[0]) > 0 && args[0][0] == '-' {
		return usagef("usage: botcup perft GAME -depth N [-board TEXT]")
	}
	fs := newFlags("perft")
	depth := fs.Int("depth", 0, "largest depth")
	board := fs.String("board", "", "the position in the game's own text (default: the start)")
	pos, err := parse(fs, args[1:])
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return usagef("unexpected arguments %q", pos)
	}
	if *depth < 1 {
		return usagef("-depth must be at least 1")
	}
	g, err := c.game(args[0])
	if err != nil {
		return err
	}
	if g.Perft == nil {
		return usagef("game %s has no perft", g.Name)
	}
	tw := tabwriter.NewWriter(c.stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "depth\tnodes\ttime\tnodes/s\t")
	for d := 1; d <= *depth; d++ {
		start := time.Now()
		n, err := g.Perft(*board, d)
		el := time.Since(start)
		if err != nil {
			tw.Flush()
			return fmt.Errorf("%s perft %d: %w", g.Name, d, err)
		}
		rate := 0.0
		if el > 0 {
			rate = float64(n) / el.Seconds()
		}
		fmt.Fprintf(tw, "%d\t%d\t%.3fs\t%.0f\t\n", d, n, el.Seconds(), rate)
		tw.Flush()
	}
	return nil
}
