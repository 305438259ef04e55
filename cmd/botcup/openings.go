package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"

	"botcup/game"
	"botcup/search"
)

// openings runs `botcup openings GAME -plies N -n K [-balanced] [-seed S]`:
// an opening suite of K distinct random legal lines of N plies from the
// start, one a line (see arena.Suite), for match -openings. With -balanced
// only lines whose position an alpha-beta search of fixed depth (-depth)
// scores within -margin contest points of even are kept.
func (c *cli) openings(args []string) error {
	const usage = "usage: botcup openings GAME -plies N -n K [-balanced [-depth D] [-margin P]] [-seed S] [-o FILE]"
	if len(args) == 0 || len(args[0]) > 0 && args[0][0] == '-' {
		return usagef(usage)
	}
	fs := newFlags("openings")
	plies := fs.Int("plies", 4, "moves in each line, from the start")
	n := fs.Int("n", 50, "number of lines (all different)")
	balanced := fs.Bool("balanced", false, "keep only lines the fixed search scores near even (see -depth, -margin)")
	depth := fs.Int("depth", 6, "with -balanced: the alpha-beta depth that scores a line's position")
	margin := fs.Float64("margin", 1, "with -balanced: the largest |value| kept, in contest points (stones, points, moves)")
	seed := fs.Uint64("seed", 1, "seed of the random lines (and of the boards a game draws for them)")
	out := fs.String("o", "", "write the suite to FILE instead of standard output")
	pos, err := c.parse(fs, args[1:])
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return usagef("%s (unexpected %q)", usage, pos)
	}
	reg, err := c.game(args[0])
	if err != nil {
		return err
	}
	if reg.NewLine == nil {
		return usagef("%s has no opening lines (known: %s)", args[0], c.openerNames())
	}
	switch {
	case *plies < 1:
		return usagef("-plies must be at least 1, not %d", *plies)
	case *n < 1:
		return usagef("-n must be at least 1, not %d", *n)
	case *depth < 1:
		return usagef("-depth must be at least 1, not %d", *depth)
	case *margin < 0:
		return usagef("-margin must not be negative")
	}
	gen := lineGenerator{open: reg.NewLine, plies: *plies, rng: search.NewRng(*seed)}
	if *balanced {
		gen.depth, gen.margin = *depth, *margin
	}
	lines, err := gen.lines(*n)
	if err != nil {
		return err
	}
	w := c.stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# botcup openings %s -plies %d -n %d -seed %d", args[0], *plies, *n, *seed)
	if *balanced {
		fmt.Fprintf(bw, " -balanced -depth %d -margin %g: |alpha-beta value| <= %g points at depth %d", *depth, *margin, *margin, *depth)
	}
	fmt.Fprintf(bw, "\n# %d of %d random lines kept\n", len(lines), gen.tried)
	for _, l := range lines {
		fmt.Fprintln(bw, l)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if *out != "" {
		fmt.Fprintf(c.stderr, "botcup: %s: %d lines (%d random lines tried)\n", *out, len(lines), gen.tried)
	}
	return nil
}

// lineGenerator draws distinct random lines, keeping with depth > 0 only
// those within margin points of even.
type lineGenerator struct {
	open   func(rng *search.Rng) game.OpeningLine
	plies  int
	rng    *search.Rng
	depth  int
	margin float64
	tried  int
}

// maxTries bounds the random lines tried per line wanted.
const maxTries = 200

func (g *lineGenerator) lines(n int) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for g.tried = 0; len(out) < n; g.tried++ {
		if g.tried >= maxTries*n {
			return nil, fmt.Errorf("only %d different lines found in %d tries (fewer plies, a larger -margin or fewer lines?)", len(out), g.tried)
		}
		text, ok := g.line()
		if !ok || seen[text] {
			continue
		}
		seen[text] = true
		out = append(out, text)
	}
	return out, nil
}

// line is one random line as a suite writes it, and whether it is kept.
func (g *lineGenerator) line() (string, bool) {
	l := g.open(g.rng)
	words := l.Options()
	for range g.plies {
		if l.Over() {
			return "", false
		}
		words = append(words, l.PlayRandom(g.rng))
	}
	if l.Over() {
		return "", false
	}
	if g.depth > 0 && math.Abs(l.Value(g.depth)) > g.margin {
		return "", false
	}
	return strings.Join(words, " "), true
}

// openerNames are the games with opening lines.
func (c *cli) openerNames() string {
	var names []string
	for _, g := range c.games {
		if g.NewLine != nil {
			names = append(names, g.Name)
		}
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
