package arena

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/stats"
	"botcup/game/toytest"
)

// countingSayer is sayer(word) that appends a line to file each time it
// starts, so tests can count the games it played.
func countingSayer(file, word string) string {
	return `echo x >> '` + file + `'; ` + sayer(word)
}

func startsIn(t *testing.T, file string) int {
	b, err := os.ReadFile(file)
	if os.IsNotExist(err) {
		return 0
	}
	require.NoError(t, err)
	return strings.Count(string(b), "x")
}

func TestMatchSchedule(t *testing.T) {
	a, b := shPlayer("A", sayer("3")), shPlayer("B", sayer("2"))
	sched, err := MatchSchedule(a, b, 4, 9)
	require.NoError(t, err)
	require.Len(t, sched, 4)
	assert.Equal(t, sched[0].Seed, sched[1].Seed)
	assert.Equal(t, sched[2].Seed, sched[3].Seed)
	assert.NotEqual(t, sched[0].Seed, sched[2].Seed)
	assert.Equal(t, [2]string{"A", "B"}, [2]string{sched[0].Players[0].Name, sched[0].Players[1].Name})
	assert.Equal(t, [2]string{"B", "A"}, [2]string{sched[1].Players[0].Name, sched[1].Players[1].Name})

	for _, n := range []int{0, -2, 3} {
		_, err := MatchSchedule(a, b, n, 9)
		assert.EqualError(t, err, "a match is played in pairs: the number of games must be even and positive, not "+itoa(n))
	}
	_, err = MatchSchedule(a, a, 2, 9)
	assert.EqualError(t, err, "the two players need different names")
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestMatchSummaryAndResume(t *testing.T) {
	dir := t.TempDir()
	starts := filepath.Join(dir, "starts")
	path := filepath.Join(dir, "match.jsonl")
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 3, Seeded: true}
	a := shPlayer("A", countingSayer(starts, "3"))
	b := shPlayer("B", sayer("2"))

	var observed []int // the games Observe was told of, as they ended
	run := func(games int) (MatchSummary, []Record) {
		observed = nil
		rf, resumed, tail, err := OpenRecordFile(path)
		require.NoError(t, err)
		require.Nil(t, tail)
		defer rf.Close()
		m := Match{Judge: j, A: a, B: b, Games: games, Seed: 5, Concurrency: 2, Record: rf, Resumed: resumed,
			Observe: func(r Record) { observed = append(observed, r.Index) }}
		sum, recs, err := m.Run(context.Background())
		require.NoError(t, err)
		return sum, recs
	}
	sum, recs := run(6)
	require.Len(t, recs, 6)
	assert.Equal(t, 6, startsIn(t, starts))
	assert.ElementsMatch(t, []int{0, 1, 2, 3, 4, 5}, observed, "every game played, once")

	// A scores 9 and B 6, plus 10 for whoever moves first on an even seed.
	var wantPenta stats.Penta
	var wantA, wantB float64
	winsA, lossesA := 0, 0
	for k := 0; k < 3; k++ {
		if PairSeed(5, k)%2 == 0 {
			wantPenta[2]++ // each wins when moving first
			wantA += 19 + 9
			wantB += 6 + 16
			winsA++
			lossesA++
		} else {
			wantPenta[4]++
			wantA += 18
			wantB += 12
			winsA += 2
		}
	}
	for i, r := range recs {
		assert.Equal(t, i, r.Index)
		assert.Equal(t, PairSeed(5, i/2), r.Seed)
	}
	assert.Equal(t, "sum", sum.Game)
	assert.Equal(t, 6, sum.Games)
	assert.Equal(t, wantPenta, sum.Penta)
	require.Len(t, sum.Players, 2)
	pa, pb := sum.Players[0], sum.Players[1]
	assert.Equal(t, "A", pa.Name)
	assert.InDelta(t, wantA/6, pa.Score, 1e-9)
	assert.InDelta(t, wantB/6, pb.Score, 1e-9)
	assert.Equal(t, [3]int{winsA, 0, lossesA}, [3]int{pa.Wins, pa.Draws, pa.Losses})
	assert.Equal(t, [3]int{lossesA, 0, winsA}, [3]int{pb.Wins, pb.Draws, pb.Losses})
	assert.Equal(t, map[string]int{"crash": 0, "closed": 0, "timeout": 0, "illegal": 0, "output": 0, "early": 0}, pa.Faults)
	elo, lo, hi := stats.Elo(wantPenta)
	assert.Equal(t, [3]float64{elo, lo, hi}, [3]float64{sum.Elo, sum.EloCI[0], sum.EloCI[1]})
	assert.Nil(t, sum.SPRT)

	// Resuming the finished match replays nothing.
	sum2, recs2 := run(6)
	assert.Equal(t, 6, startsIn(t, starts))
	assert.Empty(t, observed, "a resumed game is not observed again")
	assert.Equal(t, recs, recs2)
	assert.Equal(t, sum, sum2)

	// Extending it plays only the new games.
	_, recs3 := run(8)
	assert.Len(t, recs3, 8)
	assert.Equal(t, 8, startsIn(t, starts))
	assert.ElementsMatch(t, []int{6, 7}, observed)
	loaded, tail, err := LoadRecords(path)
	require.NoError(t, err)
	assert.Nil(t, tail)
	assert.Len(t, loaded, 8)
}

func TestMatchResumeAfterCutOffLine(t *testing.T) {
	dir := t.TempDir()
	starts := filepath.Join(dir, "starts")
	path := filepath.Join(dir, "match.jsonl")
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 2, Seeded: true}
	a := shPlayer("A", countingSayer(starts, "3"))
	b := shPlayer("B", sayer("1"))
	rf, _, _, err := OpenRecordFile(path)
	require.NoError(t, err)
	m := Match{Judge: j, A: a, B: b, Games: 4, Seed: 1, Concurrency: 1, Record: rf}
	_, recs, err := m.Run(context.Background())
	require.NoError(t, err)
	require.NoError(t, rf.Close())

	// Cut the file in the middle of its last line.
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	lastStart := strings.LastIndexByte(strings.TrimSuffix(string(data), "\n"), '\n') + 1
	require.NoError(t, os.WriteFile(path, data[:lastStart+10], 0o644))

	loaded, tail, err := LoadRecords(path)
	require.NoError(t, err)
	require.NotNil(t, tail)
	assert.Equal(t, 4, tail.Line)
	assert.Equal(t, int64(lastStart), tail.Offset)
	assert.Equal(t, recs[:3], loaded)

	rf, resumed, tail, err := OpenRecordFile(path)
	require.NoError(t, err)
	require.NotNil(t, tail)
	assert.Len(t, resumed, 3)
	m = Match{Judge: j, A: a, B: b, Games: 4, Seed: 1, Concurrency: 1, Record: rf, Resumed: resumed}
	_, recs2, err := m.Run(context.Background())
	require.NoError(t, err)
	require.NoError(t, rf.Close())
	assert.Equal(t, 5, startsIn(t, starts), "only the cut-off game is played again")
	require.Len(t, recs2, 4)
	assert.Equal(t, recs[:3], recs2[:3])
	assert.Equal(t, untimed(recs[3]), untimed(recs2[3]))
	loaded, tail, err = LoadRecords(path)
	require.NoError(t, err)
	assert.Nil(t, tail)
	assert.Equal(t, recs2, loaded)
}

func TestMatchResumeRefusesOtherMatch(t *testing.T) {
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 1}
	a, b := shPlayer("A", sayer("3")), shPlayer("B", sayer("2"))
	m := Match{Judge: j, A: a, B: b, Games: 2, Seed: 1}
	_, recs, err := m.Run(context.Background())
	require.NoError(t, err)
	m = Match{Judge: j, A: a, B: b, Games: 2, Seed: 2, Resumed: recs}
	_, _, err = m.Run(context.Background())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "recorded game 0 (sum, seed")
	assert.Contains(t, err.Error(), "is not game 0 of this match")
}

func TestMatchStopsOnSPRT(t *testing.T) {
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 1, Seeded: true}
	a, b := shPlayer("A", sayer("3")), shPlayer("B", sayer("2"))
	sprt := stats.SPRT{Elo0: 0, Elo1: 100, Alpha: stats.SPRTError, Beta: stats.SPRTError}
	m := Match{Judge: j, A: a, B: b, Games: 400, Seed: 3, Concurrency: 1, SPRT: &sprt}
	sum, recs, err := m.Run(context.Background())
	require.NoError(t, err)
	require.NotNil(t, sum.SPRT)
	assert.Equal(t, stats.SPRTAcceptH1, sum.SPRT.Result)
	require.Less(t, len(recs), 400)
	require.Equal(t, 0, len(recs)%2, "stops after a complete pair")
	assert.GreaterOrEqual(t, sum.SPRT.LLR, sum.SPRT.Upper)
	before := MatchPenta(recs[:len(recs)-2], "A")
	assert.Less(t, stats.LLR(before, stats.SPRTNormalized, 0, 100), sum.SPRT.Upper, "one pair earlier it had not decided")
}

// untimed is r without its thinking times, which vary from run to run.
func untimed(r Record) Record {
	r.Time = [2]float64{}
	r.Moves = append([]Move(nil), r.Moves...)
	for i := range r.Moves {
		r.Moves[i].Time = 0
	}
	return r
}
