package main

import (
	"fmt"
	"time"
)

// perft runs `botcup perft GAME -depth N [-board TEXT]`: the game's perft
// at every depth from 1 to N, with the time and leaves per second.
func (c *cli) perft(args []string) error {
	fs := newFlags("perft")
	depth := fs.Int("depth", 0, "largest depth")
	board := fs.String("board", "", "the position in the game's own text (default: the start)")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("usage: botcup perft GAME -depth N [-board TEXT] (one game, not %d arguments)", len(pos))
	}
	if *depth < 1 {
		return usagef("-depth must be at least 1")
	}
	g, err := c.game(pos[0])
	if err != nil {
		return err
	}
	if g.Perft == nil {
		return usagef("game %s has no perft", g.Name)
	}
	fmt.Fprintf(c.stdout, "%5s %14s %10s %14s\n", "depth", "nodes", "time", "nodes/s")
	for d := 1; d <= *depth; d++ {
		start := time.Now()
		n, err := g.Perft(*board, d)
		el := time.Since(start)
		if err != nil {
			return fmt.Errorf("%s perft %d: %w", g.Name, d, err)
		}
		rate := 0.0
		if el > 0 {
			rate = float64(n) / el.Seconds()
		}
		fmt.Fprintf(c.stdout, "%5d %14d %9.3fs %14.0f\n", d, n, el.Seconds(), rate)
	}
	return nil
}
