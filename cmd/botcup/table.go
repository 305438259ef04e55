package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"botcup/arena"
	"botcup/arena/stats"
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

// writeMatch prints a match's table, pairs, Elo, score difference, SPRT
// and faults.
func writeMatch(w io.Writer, m arena.MatchSummary, limit string) {
	a, b := m.Players[0].Name, m.Players[1].Name
	fmt.Fprintf(w, "%s: %d games, %s vs %s, limit %s per player per game\n", m.Game, m.Games, a, b, limit)
	writePlayers(w, m.Players, false)
	p := m.Penta
	fmt.Fprintf(w, "pairs for %s (0, 1/2, 1, 3/2, 2 points): %d %d %d %d %d (pairs: %d)\n", a, p[0], p[1], p[2], p[3], p[4], p.Pairs())
	fmt.Fprintf(w, "Elo %s - %s: %+.1f, 95%% interval [%+.1f, %+.1f]; nElo %+.1f [%+.1f, %+.1f]; LOS %.1f%%; draw ratio %.1f%%\n",
		a, b, m.Elo, m.EloCI[0], m.EloCI[1], m.NElo, m.NEloCI[0], m.NEloCI[1], 100*m.LOS, 100*m.DrawRatio)
	fmt.Fprintf(w, "score diff %s - %s per game: %s\n", a, b, scoreDiffText(m.ScoreDiff))
	if s := m.SPRT; s != nil {
		fmt.Fprintf(w, "SPRT [%g, %g] %s, alpha %g, beta %g: LLR %.2f in [%.2f, %.2f]: %s\n",
			s.Elo0, s.Elo1, sprtUnit(s.Model), s.Alpha, s.Beta, s.LLR, s.Lower, s.Upper, sprtWords(s.Result))
	}
	writeFaults(w, m.Faults)
}

func scoreDiffText(d stats.ScoreDiff) string {
	if d.Pairs == 0 {
		return "n/a (no complete pair)"
	}
	if d.CI == nil {
		return fmt.Sprintf("%+.2f, 95%% interval n/a (pairs: %d; given from %d on)", d.Mean, d.Pairs, stats.MinScorePairs)
	}
	return fmt.Sprintf("%+.2f, 95%% interval [%+.2f, %+.2f] (%d pairs)", d.Mean, d.CI[0], d.CI[1], d.Pairs)
}

func sprtUnit(model string) string {
	if model == stats.SPRTLogistic {
		return "Elo (logistic model)"
	}
	return "normalized Elo (normalized model)"
}

func sprtWords(r string) string {
	switch r {
	case stats.SPRTAcceptH1:
		return "H1 accepted (stronger)"
	case stats.SPRTAcceptH0:
		return "H0 accepted (not stronger)"
	}
	return "not decided"
}

// matchStatus is the progress report's summary of a match so far: the
// first player's points, Elo and, in an SPRT, the LLR.
func matchStatus(m arena.MatchSummary) string {
	if len(m.Players) == 0 {
		return ""
	}
	a := m.Players[0]
	s := fmt.Sprintf("%s %g-%g  Elo %+.1f [%+.1f, %+.1f]", a.Name, float64(a.Wins)+float64(a.Draws)/2,
		float64(a.Losses)+float64(a.Draws)/2, m.Elo, m.EloCI[0], m.EloCI[1])
	if m.Penta.Pairs() == 0 { // Elo counts complete pairs: none yet
		s = fmt.Sprintf("%s %g-%g  Elo n/a (no complete pair)", a.Name, float64(a.Wins)+float64(a.Draws)/2, float64(a.Losses)+float64(a.Draws)/2)
	}
	if m.SPRT != nil {
		s += fmt.Sprintf("  LLR %.2f [%.2f, %.2f]", m.SPRT.LLR, m.SPRT.Lower, m.SPRT.Upper)
	}
	if n := len(m.Faults); n > 0 {
		s += fmt.Sprintf("  FAULTS %d", n)
	}
	return s
}

// maxFaultsShown bounds the faults a table lists; the JSON summary and the
// record file hold them all.
const maxFaultsShown = 10

// writeFaults warns about the faults, each with the first lines of the
// player's stderr.
func writeFaults(w io.Writer, faults []arena.FaultNote) {
	if len(faults) == 0 {
		return
	}
	fmt.Fprintf(w, "WARNING: %d fault(s); a faulty side lost its game:\n", len(faults))
	writeFaultList(w, faults, func(f arena.FaultNote) {
		fmt.Fprintf(w, "  game %d: %s %s at move %d: %s\n", f.Game, f.Player, f.Kind, f.Move, f.Detail)
		writeStderr(w, f.Stderr, f.StderrTail)
	})
	if slices.ContainsFunc(faults, func(f arena.FaultNote) bool { return f.Kind == arena.FaultTimeout }) {
		fmt.Fprintln(w, "  (a timeout: does each bot's own budget, in its command line, fit under -limit?)")
	}
}

// writeFaultList writes each of the first maxFaultsShown faults with
// write, then how many more there are.
func writeFaultList[T any](w io.Writer, faults []T, write func(T)) {
	for i, f := range faults {
		if i == maxFaultsShown {
			fmt.Fprintf(w, "  ... and %d more (all in -json and the record file)\n", len(faults)-i)
			return
		}
		write(f)
	}
}

// writeStderr shows a faulty player's stderr under its fault: the start
// and, when more was written than the start holds, the end.
func writeStderr(w io.Writer, head, tail string) {
	if head != "" {
		fmt.Fprintf(w, "    stderr: %s\n", strings.ReplaceAll(head, "\n", "\n            "))
	}
	if tail != "" {
		fmt.Fprintf(w, "    stderr ends: %s\n", strings.ReplaceAll(tail, "\n", "\n                 "))
	}
}

// writeBoardFaults warns about the boards of a solve round that faulted,
// each with the first lines of the player's stderr, as writeFaults does.
func writeBoardFaults(w io.Writer, boards []arena.BoardResult) {
	faults := boardFaults(boards)
	if len(faults) == 0 {
		return
	}
	fmt.Fprintf(w, "WARNING: %d board(s) faulted, each scored 0:\n", len(faults))
	writeFaultList(w, faults, func(r arena.BoardResult) {
		fmt.Fprintf(w, "  board %d: %s: %s\n", r.Board, r.Fault, r.Detail)
		writeStderr(w, strings.TrimRight(r.Stderr, "\n"), strings.TrimRight(r.StderrTail, "\n"))
	})
}

// boardFaults are the boards that faulted.
func boardFaults(boards []arena.BoardResult) []arena.BoardResult {
	var out []arena.BoardResult
	for _, r := range boards {
		if r.Fault != "" {
			out = append(out, r)
		}
	}
	return out
}

// boardFaultsError is the error of a solve round whose boards faulted, or
// nil: exit status 1, as a match with faults.
func boardFaultsError(boards []arena.BoardResult) error {
	if n := len(boardFaults(boards)); n > 0 {
		return fmt.Errorf("%d fault(s) in %d boards (listed above): each faulty board scored 0", n, len(boards))
	}
	return nil
}

// writeTournament prints a tournament's table and cross table.
func writeTournament(w io.Writer, t arena.TournamentSummary, limit string) {
	fmt.Fprintf(w, "%s: %d games, %d players, limit %s per player per game\n", t.Game, t.Games, len(t.Players), limit)
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
	writeFaults(w, t.Faults)
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
