// Package bench is botcup's bench signature: every game's fixed searches
// (its Bench cases: positions searched to a fixed depth, node or iteration
// count) run in one go, with nodes and nodes per second per case and per
// game, and the total node count as the signature. A change that alters
// search behaviour changes the signature, and its commit says so
// ("Bench: <nodes>"); one that does not says "No functional change".
//
// It offers GameBench (a game's bench cases, as its registration gives
// them) and Run (what `botcup bench [GAME]` prints for the registered
// games). The same cases run inside each bot with its -bench flag, which
// is how the bundler's tests prove a bundled bot equal to the normal build. The go test benchmarks of the hot paths live beside the
// code they measure (<game>/bench_test.go, search/*_bench_test.go); `make
// bench` runs them all for the contest target.
package bench

import (
	"fmt"
	"io"
	"strings"
	"time"

	"botcup/search"
)

// GameBench is one game's bench: its name and its cases.
type GameBench struct {
	Name  string
	Cases func() []search.BenchCase
}

// Summary is what Run measured of one game.
type Summary struct {
	Name    string
	Nodes   int64
	Elapsed time.Duration
}

// Run runs the benches of the named games of all (all of them when names
// is empty), writes each case, a line per game and the signature "Bench:
// <total nodes>" to w, and returns the per-game summaries and the total.
func Run(w io.Writer, all []GameBench, names []string) ([]Summary, int64, error) {
	games, err := pick(all, names)
	if err != nil {
		return nil, 0, err
	}
	var sums []Summary
	var total int64
	var took time.Duration
	for _, g := range games {
		fmt.Fprintf(w, "== %s\n", g.Name)
		results, nodes := search.RunBench(nil, g.Cases())
		s := Summary{Name: g.Name, Nodes: nodes}
		for _, r := range results {
			fmt.Fprintln(w, r)
			s.Elapsed += r.Elapsed
		}
		sums = append(sums, s)
		total += nodes
		took += s.Elapsed
	}
	fmt.Fprintln(w)
	for _, s := range sums {
		fmt.Fprintf(w, "%-10s %14d nodes %12.0f nps\n", s.Name, s.Nodes, nps(s.Nodes, s.Elapsed))
	}
	fmt.Fprintf(w, "Bench: %d (%.0f nps)\n", total, nps(total, took))
	return sums, total, nil
}

func nps(nodes int64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(nodes) / d.Seconds()
}

func names(games []GameBench) []string {
	out := make([]string, len(games))
	for i, g := range games {
		out[i] = g.Name
	}
	return out
}

// pick returns the named games of all in all's order, or all of them.
func pick(all []GameBench, wanted []string) ([]GameBench, error) {
	if len(wanted) == 0 {
		return all, nil
	}
	var out []GameBench
	for _, n := range wanted {
		found := false
		for _, g := range all {
			if g.Name == n {
				out = append(out, g)
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("no bench for game %q (there are: %s)", n, strings.Join(names(all), ", "))
		}
	}
	return out, nil
}
