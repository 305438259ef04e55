package arena

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/proc"
	"botcup/arena/stats"
	"botcup/game/toytest"
)

// finished is a finished record of a match between A and B: index k, the
// first mover, final scores and the seats that faulted.
func finished(k int, first string, scores [2]float64, faulted ...int) Record {
	r := Record{Game: "sum", Index: k, Players: [2]string{"A", "B"}, Scores: scores, Contest: scores}
	if first == "B" {
		r.Players = [2]string{"B", "A"}
	}
	for _, p := range faulted {
		r.Faults = append(r.Faults, Fault{Player: p, Kind: FaultCrash, Move: 3, Detail: "exit status 2",
			Stderr: "usage: more [-budget D]\n\n  -budget duration\n    \tthinking time\n  -depth int\n"})
		r.Scores[p] = 0
	}
	return r
}

// A faulty side loses the game in W/D/L, in the pairs and in Elo, even
// where its final score (0) is above the other's (here -5, as in a game
// with negative scores); a double fault is a draw.
func TestSummarizeCountsAFaultAsALoss(t *testing.T) {
	recs := []Record{
		finished(0, "A", [2]float64{-3, -5}, 0),    // A faulted: A loses though 0 > -5
		finished(1, "B", [2]float64{10, 20}),       // A wins by score
		finished(2, "A", [2]float64{30, 10}, 1),    // B faulted: A wins
		finished(3, "B", [2]float64{40, 10}, 0, 1), // both faulted: a draw
	}
	sum := Summarize("sum", "A", "B", recs, nil)
	a, b := sum.Players[0], sum.Players[1]
	assert.Equal(t, [3]int{2, 1, 1}, [3]int{a.Wins, a.Draws, a.Losses})
	assert.Equal(t, [3]int{1, 1, 2}, [3]int{b.Wins, b.Draws, b.Losses})
	assert.Equal(t, 2, a.Faults[FaultCrash])
	assert.Equal(t, 2, b.Faults[FaultCrash])
	// Pair 0: a loss and a win (1 point); pair 1: a win and a draw (3/2).
	assert.Equal(t, stats.Penta{0, 0, 1, 1, 0}, sum.Penta)
	elo, lo, hi := stats.Elo(stats.Penta{0, 0, 1, 1, 0})
	assert.Equal(t, [3]float64{elo, lo, hi}, [3]float64{sum.Elo, sum.EloCI[0], sum.EloCI[1]})
	assert.InDelta(t, 0.25, sum.DrawRatio, 1e-12)
	// Final scores, a faulted player's 0: pair 0 A 0-(-5) and 20-10 -> 7.5;
	// pair 1 30-0 and 0-0 -> 15.
	assert.Equal(t, stats.ScoreDiff{Mean: 11.25, Pairs: 2}, sum.ScoreDiff)

	require.Len(t, sum.Faults, 4)
	assert.Equal(t, FaultNote{Game: 0, Player: "A", Kind: FaultCrash, Move: 3, Detail: "exit status 2",
		Stderr: "usage: more [-budget D]\n  -budget duration\n    \tthinking time"}, sum.Faults[0])
	assert.Equal(t, []string{"A", "B", "B", "A"},
		[]string{sum.Faults[0].Player, sum.Faults[1].Player, sum.Faults[2].Player, sum.Faults[3].Player})
	assert.Equal(t, []int{0, 2, 3, 3}, []int{sum.Faults[0].Game, sum.Faults[1].Game, sum.Faults[2].Game, sum.Faults[3].Game})

	none := Summarize("sum", "A", "B", recs[1:2], nil)
	assert.Equal(t, []FaultNote{}, none.Faults)
}

// A real crash: A exits at once with a usage error on stderr; it loses
// every game and its stderr's first line is in the summary.
func TestMatchCrashingPlayerLoses(t *testing.T) {
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 2}
	a := shPlayer("A", `echo "usage: bad flag -budget" >&2; exit 2`)
	b := shPlayer("B", sayer("1"))
	m := Match{Judge: j, A: a, B: b, Games: 2, Seed: 1, Concurrency: 1}
	sum, _, err := m.Run(context.Background())
	require.NoError(t, err)
	assert.Equal(t, [3]int{0, 0, 2}, [3]int{sum.Players[0].Wins, sum.Players[0].Draws, sum.Players[0].Losses})
	assert.Equal(t, stats.Penta{1, 0, 0, 0, 0}, sum.Penta)
	assert.Less(t, sum.Elo, 0.0)
	require.Len(t, sum.Faults, 2)
	assert.Equal(t, "usage: bad flag -budget", sum.Faults[0].Stderr)
	assert.Equal(t, FaultCrash, sum.Faults[0].Kind)
}

func TestFirstLines(t *testing.T) {
	assert.Equal(t, "", firstLines("", 3, 10))
	assert.Equal(t, "a\n b", firstLines("a\r\n\n b\n", 3, 10))
	assert.Equal(t, "0123456789...\nx", firstLines("0123456789abc\nx\ny", 2, 10))
}

// A cancelled context interrupts a match: no game starts after it, the
// game in progress is dropped, and Run returns what finished with the
// context's error.
func TestMatchCancelInterrupts(t *testing.T) {
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 1}
	a, b := shPlayer("A", sayer("3")), shPlayer("B", sayer("2"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var seen []int
	m := Match{Judge: j, A: a, B: b, Games: 20, Seed: 1, Concurrency: 1,
		Progress: func(done, total int, sum MatchSummary) {
			seen = append(seen, done)
			assert.Equal(t, done, sum.Games)
			if done == 3 {
				cancel()
			}
		}}
	start := time.Now()
	sum, recs, err := m.Run(ctx)
	require.ErrorIs(t, err, context.Canceled)
	assert.Len(t, recs, 3)
	assert.Equal(t, 3, sum.Games)
	assert.Equal(t, []int{0, 1, 2, 3}, seen)
	assert.Less(t, time.Since(start), 10*time.Second)
}

func TestLastLines(t *testing.T) {
	assert.Equal(t, "", lastLines("", 3, 10))
	assert.Equal(t, "b\nc", lastLines("a\nb\n\nc\n\n", 2, 10))
	assert.Equal(t, "0123456789...", lastLines("x\n0123456789abc", 1, 10))
}

// A player that writes more stderr than the record's head keeps, then
// crashes: the fault keeps the end (the panic) too, and the summary shows
// its last lines.
func TestFaultKeepsTheEndOfALongStderr(t *testing.T) {
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 1}
	chatty := shPlayer("A", `i=0; while [ $i -lt 400 ]; do echo "thinking about move $i, a long line of reasoning" >&2; i=$((i+1)); done; echo "panic: boom" >&2; echo "goroutine 1 [running]" >&2; exit 2`)
	m := Match{Judge: j, A: chatty, B: shPlayer("B", sayer("1")), Games: 2, Seed: 1, Concurrency: 1}
	sum, recs, err := m.Run(context.Background())
	require.NoError(t, err)
	f := recs[0].Faults[0]
	assert.Len(t, f.Stderr, proc.StderrKeep)
	assert.True(t, strings.HasSuffix(f.StderrTail, "panic: boom\ngoroutine 1 [running]\n"), f.StderrTail)
	assert.LessOrEqual(t, len(f.StderrTail), proc.StderrTailKeep)
	assert.Equal(t, "thinking about move 399, a long line of reasoning\npanic: boom\ngoroutine 1 [running]", sum.Faults[0].StderrTail)
	assert.Equal(t, "thinking about move 0, a long line of reasoning\nthinking about move 1, a long line of reasoning\nthinking about move 2, a long line of reasoning", sum.Faults[0].Stderr)

	// A short stderr is all in the head: no tail.
	sum, _, err = (&Match{Judge: j, A: shPlayer("A", `echo short >&2; exit 1`), B: shPlayer("B", sayer("1")), Games: 2, Seed: 1}).Run(context.Background())
	require.NoError(t, err)
	assert.Equal(t, "short", sum.Faults[0].Stderr)
	assert.Equal(t, "", sum.Faults[0].StderrTail)
}
