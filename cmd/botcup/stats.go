package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"botcup/arena"
)

// stats runs `botcup stats FILE...`: sums up record files of any match,
// tournament or solve round, each game apart, with no schedule: games, distinct games,
// mean length, each player's W/D/L and faults, Elo with its interval, the
// first mover's results and the distribution of score margins.
func (c *cli) stats(args []string) error {
	fs := newFlags("stats")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("usage: botcup stats FILE...")
	}
	var games []arena.Record
	var boards []arena.SolveRecord
	for _, path := range pos {
		g, b, tail, err := arena.LoadAnyRecords(path)
		if err != nil {
			return err
		}
		if tail != nil {
			fmt.Fprintf(c.stderr, "botcup: %s: %v\n", path, tail)
		}
		games, boards = append(games, g...), append(boards, b...)
	}
	if len(games)+len(boards) == 0 {
		return fmt.Errorf("no record in %s", strings.Join(pos, ", "))
	}
	// Records of different games are never summed together: each game
	// gets its own summary, in the order the files name them.
	byGame, gameNames := groupBy(games, func(r arena.Record) string { return r.Game })
	byBoard, boardNames := groupBy(boards, func(r arena.SolveRecord) string { return r.Game })
	if n := len(gameNames) + len(boardNames); n > 1 {
		fmt.Fprintf(c.stdout, "records of %d games (%s), each summed up on its own\n", n, strings.Join(append(gameNames, boardNames...), ", "))
	}
	for _, g := range gameNames {
		writeGameStats(c.stdout, g, arena.SummarizeGames(byGame[g]))
	}
	for _, g := range boardNames {
		writeSolveStats(c.stdout, g, arena.SummarizeSolves(byBoard[g]))
	}
	return nil
}

// groupBy splits recs by key, keeping their order; keys are in the order
// they first appear.
func groupBy[T any](recs []T, key func(T) string) (map[string][]T, []string) {
	groups := map[string][]T{}
	var keys []string
	for _, r := range recs {
		k := key(r)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], r)
	}
	return groups, keys
}

func writeGameStats(w io.Writer, game string, st arena.GameStats) {
	fmt.Fprintf(w, "%s: %d games, %d distinct, %.1f moves on average\n", game, st.Games, st.Distinct, st.MeanPlies)
	writePlayers(w, st.Players, st.Elo == nil)
	if p := st.Pairs; p != nil {
		a, b := st.Players[0].Name, st.Players[1].Name
		fmt.Fprintf(w, "pairs for %s (0, 1/2, 1, 3/2, 2 points): %d %d %d %d %d (pairs: %d)\n", a, p[0], p[1], p[2], p[3], p[4], p.Pairs())
		if p.Pairs() == 0 {
			fmt.Fprintf(w, "Elo %s - %s: n/a (no complete pair)\n", a, b)
		} else {
			fmt.Fprintf(w, "Elo %s - %s: %+.1f, 95%% interval [%+.1f, %+.1f]\n", a, b, *st.Elo, st.EloCI[0], st.EloCI[1])
		}
	}
	faults := make([]string, 0, len(arena.FaultKinds))
	for _, k := range arena.FaultKinds {
		faults = append(faults, fmt.Sprintf("%s %d", k, st.Faults[k]))
	}
	fmt.Fprintf(w, "faults: %s\n", strings.Join(faults, ", "))
	fmt.Fprintf(w, "first mover: %d wins, %d draws, %d losses\n", st.First[0], st.First[1], st.First[2])
	margins := make([]float64, 0, len(st.Margins))
	for m := range st.Margins {
		margins = append(margins, m)
	}
	slices.Sort(margins)
	words := make([]string, len(margins))
	for i, m := range margins {
		words[i] = fmt.Sprintf("%+g:%d", m, st.Margins[m])
	}
	fmt.Fprintf(w, "score margins (first mover's score - second's: games): %s\n", strings.Join(words, " "))
}

func writeSolveStats(w io.Writer, game string, st arena.SolveStats) {
	fmt.Fprintf(w, "%s: %d boards solved, %d distinct solutions\n", game, st.Boards, st.Distinct)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "player\tboards\ttotal\tmean\tmin\tmedian\tmax\tno solution\tillegal\toutput\t")
	for _, p := range st.Players {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t%d\t%d\t%d\t%d\t%d\t%d\t\n", p.Name, p.Boards, p.Total, p.Mean, p.Min, p.Median, p.Max,
			p.Faults[arena.SolveNoSolution], p.Faults[arena.SolveIllegal], p.Faults[arena.SolveOutput])
	}
	tw.Flush()
}
