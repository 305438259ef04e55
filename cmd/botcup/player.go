package main

import (
	"bufio"
	"fmt"
)

// player runs `botcup player GAME NAME [-seed S]`: a reference player
// speaking the contest protocol on stdin and stdout.
func (c *cli) player(args []string) error {
	fs := newFlags("player")
	seed := fs.Uint64("seed", 1, "seed of the player's random choices")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usagef("usage: botcup player GAME NAME [-seed S]")
	}
	g, err := c.game(pos[0])
	if err != nil {
		return err
	}
	p, ok := g.Players[pos[1]]
	if !ok {
		return usagef("game %s has no reference player %q (known: %s)", g.Name, pos[1], playerNames(g))
	}
	out := bufio.NewWriter(c.stdout)
	err = p(bufio.NewReader(c.stdin), flushWriter{out}, *seed)
	if ferr := out.Flush(); err == nil && ferr != nil {
		err = ferr
	}
	if err != nil {
		return fmt.Errorf("%s %s: %w", g.Name, pos[1], err)
	}
	return nil
}

// flushWriter flushes after every write, so that a player's move leaves at
// once even if the player forgets to flush.
type flushWriter struct{ w *bufio.Writer }

func (f flushWriter) Write(b []byte) (int, error) {
	n, err := f.w.Write(b)
	if err == nil {
		err = f.w.Flush()
	}
	return n, err
}
