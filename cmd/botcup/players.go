package main

import (
	"sort"
	"strconv"
	"strings"

	"botcup/arena"
	"botcup/game"
)

// refPrefix marks a reference player in a player argument: ref:random.
const refPrefix = "ref:"

// entrants turns player arguments into processes to start: ref:NAME runs
// this binary as `botcup player GAME NAME -seed S`; anything else is a
// command line. Equal arguments get "#2", "#3" appended to their names.
func (c *cli) entrants(g game.Registration, specs []string, seed uint64) ([]arena.Entrant, error) {
	out := make([]arena.Entrant, 0, len(specs))
	seen := map[string]int{}
	for _, spec := range specs {
		var e arena.Entrant
		if name, ok := strings.CutPrefix(spec, refPrefix); ok {
			if _, known := g.Players[name]; !known {
				return nil, usagef("game %s has no reference player %q (known: %s)", g.Name, name, playerNames(g))
			}
			e = arena.Entrant{Name: spec, Argv: []string{c.self, "player", g.Name, name, "-seed", strconv.FormatUint(seed, 10)}}
		} else {
			var err error
			if e, err = arena.ParseCommand(spec); err != nil {
				return nil, err
			}
		}
		seen[spec]++
		if n := seen[spec]; n > 1 {
			e.Name += "#" + strconv.Itoa(n)
		}
		out = append(out, e)
	}
	return out, nil
}

func playerNames(g game.Registration) string {
	names := make([]string, 0, len(g.Players))
	for n := range g.Players {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}
