package replay_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/stats"
	"botcup/replay"
	"botcup/replay/replaytest"
	"botcup/replay/viewtest"
)

// matchRecords plays n whole games of the toy game by the jury's moves, in
// pairs with sides swapped, as a match between A and B records them.
func matchRecords(t *testing.T, n int) []arena.Record {
	t.Helper()
	j := toy(t)
	var recs []arena.Record
	for i := 0; i < n; i++ {
		rec := viewtest.PlayRecord(t, j, uint64(100+i/2), 1000, viewtest.Jury)
		rec.Index = i
		rec.Players = [2]string{"A", "B"}
		if i%2 == 1 {
			rec.Players = [2]string{"B", "A"}
		}
		recs = append(recs, *rec)
	}
	return recs
}

// TestMatchReportInBrowser: the page loads without an error; the Elo plot
// has one point per complete pair, the LLR plot one per game, the last Elo
// point is the match's Elo, and the histogram counts every game of each
// player.
func TestMatchReportInBrowser(t *testing.T) {
	recs := matchRecords(t, 8)
	sprt := &stats.SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	sum := arena.Summarize("sum", "A", "B", recs, sprt)
	var b bytes.Buffer
	require.NoError(t, replay.WriteMatchReport(&b, replay.MatchReport{Summary: sum, Records: recs, Limit: "30s", SPRT: sprt}))
	p := viewtest.OpenReport(t, b.Bytes())
	assert.Equal(t, 4, p.Count("#elo .point"))
	assert.Equal(t, 8, p.Count("#llr .point"))
	assert.Equal(t, fmt.Sprint(sum.Elo), p.AttrOf("#elo .point:last-of-type", "data-y"))
	assert.Equal(t, fmt.Sprint(sum.SPRT.LLR), p.AttrOf("#llr .point:last-of-type", "data-y"))
	assert.Equal(t, 8, replaytest.Eval[int](p.Page, `Array.from(document.querySelectorAll("#scores .bar.first[data-count]")).reduce((n, b) => n + Number(b.dataset.count), 0)`))
	assert.Equal(t, 8, replaytest.Eval[int](p.Page, `Array.from(document.querySelectorAll("#scores .bar.second[data-count]")).reduce((n, b) => n + Number(b.dataset.count), 0)`))
	assert.Equal(t, 2, p.Count("#table tbody tr"))
	assert.Equal(t, "games", replaytest.Eval[string](p.Page, `document.querySelector("#scores text.axis:last-of-type").textContent`))
	p.NoErrors()
}

// TestSolveReportInBrowser: each board's plot has a point per line in
// time (the line that counted alone for an old record), none for a board
// without a solution.
func TestSolveReportInBrowser(t *testing.T) {
	sum := arena.SolveSummary{Game: "pick", Scoring: "contest", Total: 130, Boards: []arena.BoardResult{
		{Board: 0, Score: 100, Lines: 3, Last: 0.7, History: []arena.LineScore{
			{At: 0.1, Scores: map[string]int64{"contest": 40}},
			{At: 0.4, Scores: map[string]int64{"contest": 0}, Fault: arena.SolveIllegal},
			{At: 0.7, Scores: map[string]int64{"contest": 100}},
		}},
		{Board: 1, Score: 30, Lines: 2, Last: 0.5},
		{Board: 2, Fault: arena.SolveNoSolution, Detail: "no complete line in time"},
	}}
	var b bytes.Buffer
	require.NoError(t, replay.WriteSolveReport(&b, replay.SolveReport{Summary: sum, Player: "P", Time: "1s"}))
	p := viewtest.OpenReport(t, b.Bytes())
	assert.Equal(t, 3, p.Count("#board-0 .point"))
	assert.Equal(t, "100", p.AttrOf("#board-0 .point:last-of-type", "data-y"))
	assert.Equal(t, "0.4", p.AttrOf("#board-0 .point:nth-of-type(2)", "data-x"))
	assert.Equal(t, 1, p.Count("#board-1 .point"))
	assert.Equal(t, "0.5", p.AttrOf("#board-1 .point", "data-x"))
	assert.Equal(t, 0, p.Count("#board-2 .point"))
	assert.Equal(t, 3, p.Count("#table tbody tr"))
	assert.Equal(t, "boards", replaytest.Eval[string](p.Page, `document.querySelector("#scores text.axis:last-of-type").textContent`), "the histogram counts boards")
	p.NoErrors()
}

// The Elo plot and the text agree: after 4 won games both say the pairs'
// Elo with its prior (+190.8), never the +1000 cap of a score of 1; the
// header names the arena's limit.
func TestMatchReportEloAgreesWithText(t *testing.T) {
	recs := matchRecords(t, 4)
	for i := range recs {
		a := 0
		if recs[i].Players[1] == "A" {
			a = 1
		}
		recs[i].Scores[a], recs[i].Scores[1-a] = 40, 8
	}
	sum := arena.Summarize("sum", "A", "B", recs, nil)
	var b bytes.Buffer
	require.NoError(t, replay.WriteMatchReport(&b, replay.MatchReport{Summary: sum, Records: recs, Limit: "30s"}))
	page := b.String()
	assert.Contains(t, page, "Elo A - B: &#43;190.8, 95% interval [-126.4, &#43;1000.0]")
	assert.Contains(t, page, "4 games, limit 30s per player per game (the arena&#39;s clock, -limit)")
	assert.Regexp(t, `<circle class="point" [^>]*data-x="2" data-y="[0-9.]+"`, page)
	assert.Equal(t, 2, strings.Count(page, `<circle class="point"`), "a point per pair")
	assert.Contains(t, page, `data-y="`+fmt.Sprint(sum.Elo)+`"`)
	assert.InDelta(t, 190.8, sum.Elo, 0.05)
	assert.NotContains(t, page, `data-y="1000"`)
}

// TestMatchReportNeedsTwoPlayers: a summary of another shape is refused.
func TestMatchReportNeedsTwoPlayers(t *testing.T) {
	var b bytes.Buffer
	assert.ErrorContains(t, replay.WriteMatchReport(&b, replay.MatchReport{}), "needs two players, not 0")
}
