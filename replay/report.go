package replay

import (
	"fmt"
	"html/template"
	"io"
	"strings"

	"botcup/arena"
	"botcup/arena/stats"
)

// reportPage is what the summary page's template needs: a title, lines of
// text, a table and plots.
type reportPage struct {
	Title string
	CSS   template.CSS
	Lines []string
	Head  []string
	Rows  [][]string
	Plots []template.HTML
	// Boards are the small plots of a solve, one per board.
	Boards []template.HTML
}

// MatchReport is what a match's summary page shows: its summary, every
// game's record (the order of their indices), the limit's text and the
// SPRT, if any.
type MatchReport struct {
	Summary arena.MatchSummary
	Records []arena.Record
	Limit   string // the arena's clock per player per game (-limit)
	SPRT    *stats.SPRT
}

// WriteMatchReport writes a match's summary page: the table, the Elo of the
// first player with its 95% interval after every game, the LLR after every
// game (with -sprt), and the distribution of each player's score per game.
// The plots have one point per game.
func WriteMatchReport(w io.Writer, r MatchReport) error {
	m := r.Summary
	if len(m.Players) != 2 {
		return fmt.Errorf("replay: a match report needs two players, not %d", len(m.Players))
	}
	a, b := m.Players[0].Name, m.Players[1].Name
	pg := reportPage{
		Title: fmt.Sprintf("%s: %s vs %s", m.Game, a, b),
		Lines: []string{
			fmt.Sprintf("%d games, limit %s per player per game (the arena's clock, -limit)", m.Games, r.Limit),
			fmt.Sprintf("pairs for %s (0, 1/2, 1, 3/2, 2 points): %d %d %d %d %d (pairs: %d)", a, m.Penta[0], m.Penta[1], m.Penta[2], m.Penta[3], m.Penta[4], m.Penta.Pairs()),
			fmt.Sprintf("Elo %s - %s: %+.1f, 95%% interval [%+.1f, %+.1f]", a, b, m.Elo, m.EloCI[0], m.EloCI[1]),
		},
		Head: append(append([]string{"player", "games", "score", "wins", "draws", "losses"}, arena.FaultKinds...), "max time"),
	}
	if s := m.SPRT; s != nil {
		pg.Lines = append(pg.Lines, fmt.Sprintf("SPRT [%g, %g] normalized Elo: LLR %.2f in [%.2f, %.2f]: %s", s.Elo0, s.Elo1, s.LLR, s.Lower, s.Upper, s.Result))
	}
	for _, p := range m.Players {
		row := []string{p.Name, fmt.Sprint(p.Games), fmt.Sprintf("%.2f", p.Score), fmt.Sprint(p.Wins), fmt.Sprint(p.Draws), fmt.Sprint(p.Losses)}
		for _, k := range arena.FaultKinds {
			row = append(row, fmt.Sprint(p.Faults[k]))
		}
		pg.Rows = append(pg.Rows, append(row, fmt.Sprintf("%.2fs", p.MaxTime)))
	}
	pg.Plots = matchPlots(r, a, b)
	return writeReport(w, pg)
}

// matchPlots are the Elo after each complete pair and the LLR after each
// game, in the order of the games' indices, and the score distributions.
// The Elo is the table's: the pentanomial estimate of the complete pairs
// so far, with the prior of one lost and one won pair (so 4 won games give
// +190.8, not the +1000 cap of a score of 1); its band is its 95% interval.
func matchPlots(r MatchReport, a, b string) []template.HTML {
	recs := r.Records
	var games, elo, llr, pairEnds []float64
	var tips, llrTips []string
	ci := &band{}
	var scores [2][]float64
	pairs := 0
	for k := range recs {
		rec := &recs[k]
		sa := 0
		if rec.Players[1] == a {
			sa = 1
		}
		scores[0] = append(scores[0], rec.Scores[sa])
		scores[1] = append(scores[1], rec.Scores[1-sa])
		x := float64(k + 1)
		games = append(games, x)
		penta := arena.MatchPenta(recs[:k+1], a)
		if n := penta.Pairs(); n > pairs {
			pairs = n
			e, lo, hi := stats.Elo(penta)
			pairEnds, elo = append(pairEnds, x), append(elo, e)
			ci.X, ci.Lo, ci.Hi = append(ci.X, x), append(ci.Lo, lo), append(ci.Hi, hi)
			tips = append(tips, fmt.Sprintf("after game %d (index %d: %s %g - %g), pairs: %d: Elo %+.1f [%+.1f, %+.1f]",
				k+1, rec.Index, a, rec.Scores[sa], rec.Scores[1-sa], n, e, lo, hi))
		}
		if r.SPRT != nil {
			l := r.SPRT.Test(penta).LLR
			llr = append(llr, l)
			llrTips = append(llrTips, fmt.Sprintf("game %d: LLR %.2f", k+1, l))
		}
	}
	plots := []template.HTML{linePlot{
		ID: "elo", Title: fmt.Sprintf("Elo of %s after each complete pair, as in the text above (band: its 95%% interval)", a),
		XLabel: "games", YLabel: "Elo", Width: 760, Height: 300, Band: ci,
		Series: []series{{Name: "Elo", Class: "elo", X: pairEnds, Y: elo, Tips: tips}},
	}.SVG()}
	if r.SPRT != nil {
		lo, hi := r.SPRT.Bounds()
		plots = append(plots, linePlot{
			ID: "llr", Title: fmt.Sprintf("LLR of the SPRT [%g, %g] over the games", r.SPRT.Elo0, r.SPRT.Elo1),
			XLabel: "games", YLabel: "LLR", Width: 760, Height: 260,
			Rules:  []rule{{Y: lo, Label: "H0"}, {Y: hi, Label: "H1"}},
			Series: []series{{Name: "LLR", Class: "llr", X: games, Y: llr, Tips: llrTips}},
		}.SVG())
	}
	plots = append(plots, histogram{
		ID: "scores", Title: "score per game", XLabel: "score", YLabel: "games", Width: 760, Height: 260,
		Names: []string{a, b}, Classes: []string{"first", "second"}, Values: scores[:],
	}.SVG())
	return plots
}

// SolveReport is what a solve round's summary page shows.
type SolveReport struct {
	Summary arena.SolveSummary
	Player  string
	Time    string
}

// WriteSolveReport writes a solve round's summary page: the table of
// boards, the distribution of the boards' scores, and each board's score
// over time (a point per line the solver printed in time; records made
// before the arena kept every line have only the line that counted).
func WriteSolveReport(w io.Writer, r SolveReport) error {
	s := r.Summary
	pg := reportPage{
		Title: fmt.Sprintf("%s: %s, %s per board", s.Game, r.Player, r.Time),
		Lines: []string{fmt.Sprintf("%d boards, %s scoring: total %d", len(s.Boards), s.Scoring, s.Total)},
		Head:  []string{"board", "score", "moves", "lines", "last at", "fault"},
	}
	var scores []float64
	for _, b := range s.Boards {
		fault := "-"
		if b.Fault != "" {
			fault = b.Fault + ": " + b.Detail
		}
		pg.Rows = append(pg.Rows, []string{fmt.Sprint(b.Board), fmt.Sprint(b.Score), fmt.Sprint(b.Moves), fmt.Sprint(b.Lines), fmt.Sprintf("%.2fs", b.Last), fault})
		scores = append(scores, float64(b.Score))
		pg.Boards = append(pg.Boards, boardPlot(b, s.Scoring))
	}
	pg.Plots = []template.HTML{histogram{
		ID: "scores", Title: "score per board", XLabel: "score", YLabel: "boards", Width: 760, Height: 260,
		Names: []string{r.Player}, Classes: []string{"first"}, Values: [][]float64{scores},
	}.SVG()}
	return writeReport(w, pg)
}

// boardPlot is a board's score over time under scoring, as a step line.
func boardPlot(b arena.BoardResult, scoring string) template.HTML {
	var t, y []float64
	var tips []string
	for i, h := range b.History {
		t, y = append(t, h.At), append(y, float64(h.Scores[scoring]))
		tip := fmt.Sprintf("line %d at %.3fs: %d", i+1, h.At, h.Scores[scoring])
		if h.Fault != "" {
			tip += " (" + h.Fault + ")"
		}
		tips = append(tips, tip)
	}
	if len(b.History) == 0 && b.Fault == "" {
		t, y = []float64{b.Last}, []float64{float64(b.Score)}
		tips = []string{fmt.Sprintf("the line that counted, at %.3fs: %d", b.Last, b.Score)}
	}
	return linePlot{
		ID: fmt.Sprintf("board-%d", b.Board), Title: fmt.Sprintf("board %d: %d", b.Board, b.Score),
		XLabel: "seconds", YLabel: "score", Width: 360, Height: 220,
		Series: []series{{Name: "score", Class: "elo", X: t, Y: y, Step: true, Tips: tips}},
	}.SVG()
}

func writeReport(w io.Writer, pg reportPage) error {
	pg.CSS = template.CSS(asset("report.css"))
	for i, l := range pg.Lines {
		pg.Lines[i] = strings.TrimSpace(l)
	}
	return templates.ExecuteTemplate(w, "report.html", pg)
}
