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
	_, _, err = bench.Run(c.stdout, games)
	return err
}
