package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"botcup/arena"
)

// writePlayers prints the per-player table of a match or tournament.
func writePlayers(w io.Writer, players []arena.PlayerSummary, withElo bool) {
	width := len("player")
	for _, p := range players {
		width = max(width, len(p.Name))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := fmt.Sprintf("%-*s\t", width, "player") + "games\tscore\twins\tdraws\tlosses\t" + strings.Join(arena.FaultKinds, "\t") + "\tmax time\t"
	strayed := slices.ContainsFunc(players, func(p arena.PlayerSummary) bool { return p.Strays > 0 })
	if strayed {
		head += "strayed\t"
	}
	if withElo {
		head += "Elo\t95%\t"
	}
	fmt.Fprintln(tw, head)
	for _, p := range players {
		fmt.Fprintf(tw, "%-*s\t%d\t%.2f\t%d\t%d\t%d\t", width, p.Name, p.Games, p.Score, p.Wins, p.Draws, p.Losses)
		for _, k := range arena.FaultKinds {
			fmt.Fprintf(tw, "%d\t", p.Faults[k])
		}
		fmt.Fprintf(tw, "%.2fs\t", p.MaxTime)
		if strayed {
			fmt.Fprintf(tw, "%d\t", p.Strays)
		}
		if withElo && p.Elo != nil {
			fmt.Fprintf(tw, "%+.1f\t[%+.1f, %+.1f]\t", *p.Elo, p.EloCI[0], p.EloCI[1])
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}

// writeMatch prints a match's table, pairs, Elo and SPRT.
func writeMatch(w io.Writer, m arena.MatchSummary, budget string) {
	a, b := m.Players[0].Name, m.Players[1].Name
	fmt.Fprintf(w, "%s: %d games, %s vs %s, budget %s per player per game\n", m.Game, m.Games, a, b, budget)
	writePlayers(w, m.Players, false)
	p := m.Penta
	fmt.Fprintf(w, "pairs for %s (0, 1/2, 1, 3/2, 2 points): %d %d %d %d %d (%d pairs)\n", a, p[0], p[1], p[2], p[3], p[4], p.Pairs())
	fmt.Fprintf(w, "Elo %s - %s: %+.1f, 95%% interval [%+.1f, %+.1f]\n", a, b, m.Elo, m.EloCI[0], m.EloCI[1])
	if s := m.SPRT; s != nil {
		fmt.Fprintf(w, "SPRT [%g, %g] normalized Elo, alpha = beta = %g: LLR %.2f in [%.2f, %.2f]: %s\n",
			s.Elo0, s.Elo1, arena.SPRTError, s.LLR, s.Lower, s.Upper, sprtWords(s.Result))
	}
}

func sprtWords(r string) string {
	switch r {
	case arena.SPRTAcceptH1:
		return "H1 accepted (stronger)"
	case arena.SPRTAcceptH0:
		return "H0 accepted (not stronger)"
	}
	return "not decided"
}

// writeTournament prints a tournament's table and cross table.
func writeTournament(w io.Writer, t arena.TournamentSummary, budget string) {
	fmt.Fprintf(w, "%s: %d games, %d players, budget %s per player per game\n", t.Game, t.Games, len(t.Players), budget)
	writePlayers(w, t.Players, true)
	fmt.Fprintln(w, "cross table (points of the row player against the column player / games):")
	width := 0
	for i, p := range t.Players {
		width = max(width, len(fmt.Sprintf("%d %s", i+1, p.Name)))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%*s\t", width, "")
	for i := range t.Players {
		fmt.Fprintf(tw, "%d\t", i+1)
	}
	fmt.Fprintln(tw)
	for i, p := range t.Players {
		fmt.Fprintf(tw, "%-*s\t", width, fmt.Sprintf("%d %s", i+1, p.Name))
		for j := range t.Players {
			if c := t.Cross[i][j]; i == j || c.Games == 0 {
				fmt.Fprint(tw, "-\t")
			} else {
				fmt.Fprintf(tw, "%g/%d\t", c.Points, c.Games)
			}
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}

// writeJSON prints v as one line.
func writeJSON(w io.Writer, v interface{}) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
