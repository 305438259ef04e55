package arena

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/stats"
)

// handMade is a record file written by hand: two old lines without a kind,
// a solve line, and three new game lines. A beats B on seed 5 as both
// sides, draws twice on seed 6 (two equal games), and wins by B's crash on
// seed 7 (no partner game).
const handMade = `{"game":"sum","index":0,"seed":5,"setup":"s","players":["A","B"],"moves":[{"p":0,"m":"3"},{"p":1,"m":"2"}],"contest":[3,2],"scores":[3,2]}
{"game":"sum","index":1,"seed":5,"setup":"s","players":["B","A"],"moves":[{"p":0,"m":"2"},{"p":1,"m":"3"}],"contest":[2,3],"scores":[2,3]}
{"kind":"solve","version":1,"game":"pick","board_text":"3","player":"P","time_s":1,"board":0,"score":10,"scores":{"contest":10},"moves":2,"fault":"","solution":"1 2"}
{"kind":"game","version":1,"game":"sum","index":2,"seed":6,"setup":"s","players":["A","B"],"moves":[{"p":0,"m":"1"},{"p":1,"m":"1"}],"contest":[1,1],"scores":[1,1]}
{"kind":"game","version":1,"game":"sum","index":3,"seed":6,"setup":"s","players":["B","A"],"moves":[{"p":0,"m":"1"},{"p":1,"m":"1"}],"contest":[1,1],"scores":[1,1]}
{"kind":"game","version":1,"game":"sum","index":4,"seed":7,"setup":"s","players":["A","B"],"moves":[{"p":0,"m":"3"},{"p":1,"m":"1","jury":true}],"contest":[3,1],"scores":[3,0],"faults":[{"player":1,"kind":"crash","move":1,"detail":"killed"}]}
`

func TestStatsOfAHandMadeRecordFile(t *testing.T) {
	// Games are recorded as they end: B first in the file (game 1) must
	// not make B the first player.
	lines := strings.SplitAfter(handMade, "\n")
	lines[0], lines[1] = lines[1], lines[0]
	games, boards, tail, err := ReadAnyRecords(strings.NewReader(strings.Join(lines, "")))
	require.NoError(t, err)
	assert.Nil(t, tail)
	require.Len(t, games, 5)
	require.Len(t, boards, 1)

	st := SummarizeGames(games)
	assert.Equal(t, 5, st.Games)
	assert.Equal(t, 4, st.Distinct, "the two draws are one game")
	assert.InDelta(t, 2.0, st.MeanPlies, 1e-12)
	require.Len(t, st.Players, 2)
	a, b := st.Players[0], st.Players[1]
	assert.Equal(t, [4]any{"A", 3, 2, 0}, [4]any{a.Name, a.Wins, a.Draws, a.Losses})
	assert.Equal(t, [4]any{"B", 0, 2, 3}, [4]any{b.Name, b.Wins, b.Draws, b.Losses})
	assert.Equal(t, 1, b.Faults[FaultCrash])
	assert.InDelta(t, (3+3+1+1+3)/5.0, a.Score, 1e-12)
	assert.Equal(t, &stats.Penta{0, 0, 1, 0, 1}, st.Pairs, "seed 5: two wins, seed 6: two draws, seed 7: no pair")
	elo, lo, hi := stats.Elo(stats.Penta{0, 0, 1, 0, 1})
	assert.Equal(t, elo, *st.Elo)
	assert.Equal(t, [2]float64{lo, hi}, *st.EloCI)
	assert.Nil(t, a.Elo, "two players: the pairs' Elo, not the field's")
	assert.Equal(t, map[string]int{"crash": 1, "closed": 0, "timeout": 0, "illegal": 0, "output": 0, "early": 0}, st.Faults)
	assert.Equal(t, [3]int{2, 2, 1}, st.First)
	assert.Equal(t, map[float64]int{-1: 1, 0: 2, 1: 1, 3: 1}, st.Margins)

	sv := SummarizeSolves(boards)
	assert.Equal(t, 1, sv.Boards)
	assert.Equal(t, 1, sv.Distinct)
	assert.Equal(t, SolvePlayerStats{Name: "P", Boards: 1, Total: 10, Mean: 10, Min: 10, Median: 10, Max: 10,
		Faults: map[string]int{SolveNoSolution: 0, SolveIllegal: 0, SolveOutput: 0}}, sv.Players[0])

	_, _, _, err = ReadAnyRecords(strings.NewReader(`{"kind":"move"}` + "\n"))
	assert.EqualError(t, err, `record line 1: unknown kind "move"`)
	_, _, _, err = ReadRecords(strings.NewReader(handMade[:strings.Index(handMade, "\n")+1] +
		`{"kind":"solve","game":"pick"}` + "\n"))
	assert.EqualError(t, err, "line 2 is a solve record, not a game's")
}

func TestStatsOfAFieldOfThree(t *testing.T) {
	recs := []Record{
		{Players: [2]string{"A", "B"}, Scores: [2]float64{2, 1}},
		{Players: [2]string{"B", "C"}, Scores: [2]float64{2, 1}},
		{Players: [2]string{"C", "A"}, Scores: [2]float64{1, 1}},
	}
	st := SummarizeGames(recs)
	assert.Nil(t, st.Pairs)
	require.Len(t, st.Players, 3)
	for i, want := range [][3]int{{1, 1, 0}, {1, 0, 1}, {0, 1, 1}} {
		p := st.Players[i]
		assert.Equal(t, want, [3]int{p.Wins, p.Draws, p.Losses}, p.Name)
		elo, lo, hi := stats.TrinomialElo(want[0], want[1], want[2])
		assert.Equal(t, [3]float64{elo, lo, hi}, [3]float64{*p.Elo, p.EloCI[0], p.EloCI[1]})
	}
	assert.Equal(t, 1, st.Distinct, "three games without setup or moves look the same")
}
