package main

import (
	"flag"
	"fmt"
	"slices"
	"strings"

	"botcup/arena"
	"botcup/game"
)

// suiteFlags are match's and tournament's -openings FILE and
// -opening-order.
type suiteFlags struct {
	file  string
	order string
}

func (s *suiteFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&s.file, "openings", "", "opening suite: one line per pair, sides swapped; players get it as {opening}")
	fs.StringVar(&s.order, "opening-order", arena.OrderSequential, "order of the suite's lines: sequential or random (shuffled once by -seed)")
}

func (s *suiteFlags) check() error {
	if s.order != arena.OrderSequential && s.order != arena.OrderRandom {
		return usagef("-opening-order must be %s or %s, not %q", arena.OrderSequential, arena.OrderRandom, s.order)
	}
	return nil
}

// suite loads -openings, checks every line with the game's judge and
// warns about players that are not given the line: a command line without
// {opening} (the arena adds nothing to a command line) and reference
// players, which do not follow lines; their games will show them as
// straying. It returns nil without -openings.
func (c *cli) suite(g game.Registration, pf playFlags, ents []arena.Entrant) (*arena.Openings, error) {
	if pf.suite.file == "" {
		return nil, nil
	}
	suite, err := arena.LoadSuite(pf.suite.file, g.Options)
	if err != nil {
		return nil, usagef("-openings: %v", err)
	}
	if err := suite.Check(g.NewJudge, pf.opts); err != nil {
		return nil, usagef("-openings: %v", err)
	}
	for _, e := range ents {
		if !slices.ContainsFunc(e.Argv, func(a string) bool { return strings.Contains(a, arena.OpeningPlaceholder) }) {
			fmt.Fprintf(c.stderr, "botcup: player %q has no %s in its command line: it is not given the suite's lines and will be reported as straying\n",
				e.Name, arena.OpeningPlaceholder)
		}
	}
	fmt.Fprintf(c.stderr, "botcup: openings %s: %d lines, %s order\n", suite.Name, len(suite.Lines), pf.suite.order)
	return &arena.Openings{Suite: suite, Order: pf.suite.order}, nil
}
