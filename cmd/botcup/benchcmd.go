package main

import (
	"botcup/bench"
)

// benchSignature runs `botcup bench [GAME...]`: every game's fixed searches,
// nodes and nodes per second, and the total node count as the signature.
func (c *cli) benchSignature(args []string) error {
	fs := newFlags("bench")
	games, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	_, _, err = bench.Run(c.stdout, c.benches(), games)
	return err
}

// benches are the registered games' benches, in the registry's order.
func (c *cli) benches() []bench.GameBench {
	var out []bench.GameBench
	for _, g := range c.games {
		if g.Bench != nil {
			out = append(out, bench.GameBench{Name: g.Name, Cases: g.Bench})
		}
	}
	return out
}
