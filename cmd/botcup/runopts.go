package main

import "botcup/arena"

// gameOptions are the arena's options for every game of a run, made here
// once from the flags for match, tournament, tune and solve (whose boards
// take only judge options: its other flags are left zero, the defaults):
// the limit, the judge options, the start-up and the players' limits.
func (p *playFlags) gameOptions() arena.GameOptions {
	return arena.GameOptions{Budget: p.budget, JudgeOptions: p.opts, Limits: p.limits, Startup: p.startup}
}
