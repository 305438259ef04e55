package tune

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/game/toytest"
	"botcup/search"
	"botcup/search/botflag"
)

func knob(start float64) []Param {
	return []Param{{Param: botflag.Param{Name: "x", Value: start, Min: 0, Max: 100, Step: 6, Int: true}, REnd: 0.1}}
}

func TestSPSAGainsEndAtStepAndREnd(t *testing.T) {
	s := SPSA{Params: []Param{{Param: botflag.Param{Name: "w", Value: 10, Min: 0, Max: 50, Step: 2}, REnd: 0.005}}, Iterations: 500}
	ak, ck := s.gains(0, s.Iterations-1)
	assert.InDelta(t, 2, ck, 1e-9, "c at the last iteration is the step")
	assert.InDelta(t, 0.005, ak/(ck*ck), 1e-12, "a/c^2 at the last iteration is r_end")
	a0, c0 := s.gains(0, 0)
	assert.Greater(t, c0, ck, "the perturbation shrinks")
	assert.Greater(t, a0, ak, "the step shrinks")
}

func TestSPSAFlipsAreSeededSigns(t *testing.T) {
	s := SPSA{Params: append(knob(20), knob(30)...), Iterations: 10, Seed: 9}
	count := 0.0
	for k := 0; k < 200; k++ {
		f := s.Flips(k)
		assert.Equal(t, f, s.Flips(k), "the same signs for the same iteration")
		for _, v := range f {
			require.True(t, v == 1 || v == -1)
			count += v
		}
	}
	assert.Less(t, math.Abs(count), 60.0, "about as many + as - over 400 signs")
}

// A model of a bot whose strength peaks at x = 60: the plus side wins a
// game with a logistic chance of how much nearer 60 it is. SPSA from 20
// ends near 60.
func TestSPSAMovesToTheKnownOptimumOfAModel(t *testing.T) {
	s := SPSA{Params: knob(20), Iterations: 400, Seed: 3}
	s.Params[0].REnd = 0.02
	s.Params[0].Int = false
	rng := search.NewRng(5)
	win := func(a, b float64) float64 { // a's chance against b
		return 1 / (1 + math.Exp((math.Abs(a-60)-math.Abs(b-60))/8))
	}
	theta := s.Start()
	for k := 0; k < s.Iterations; k++ {
		flips := s.Flips(k)
		plus, minus := s.Perturb(k, theta, flips)
		result := 0.0
		for g := 0; g < 2; g++ {
			if rng.Float64() < win(plus[0], minus[0]) {
				result++
			} else {
				result--
			}
		}
		s.Update(k, theta, flips, result)
	}
	assert.InDelta(t, 60, theta[0], 8, "from 20 to near the optimum 60")
}

// knobBot is a toy bot for the sum game whose strength peaks at -param
// x=60: of its 10 moves it says 3 in the first 10 - |x-60|/6 and 1 after.
// knobBudget is the clock of the tune tests' games: the knob bot answers
// each of its 10 lines at once (milliseconds), but a timeout would change
// a game's result and so the tuning; a loaded machine (make test beside
// other work) stretched 2 s into a timeout.
const knobBudget = 30 * time.Second

const knobBot = `x=0; while [ $# -gt 0 ]; do if [ "$1" = -param ]; then x=${2#x=}; shift; fi; shift; done
d=$((x-60)); [ $d -lt 0 ] && d=$((-d)); n=$((10 - d/6)); [ $n -lt 0 ] && n=0; t=0
while read l; do [ "$l" = Quit ] && exit 0; if [ $t -lt $n ]; then echo 3; else echo 1; fi; t=$((t+1)); done`

func TestTuneMovesARealBotTowardItsBestValue(t *testing.T) {
	bot := arena.Entrant{Name: "knob", Argv: []string{"sh", "-c", knobBot, "knob"}}
	tuner := Tuner{
		SPSA: SPSA{Params: knob(20), Iterations: 40, Seed: 1}, Judge: toytest.Sum{Clock: knobBudget, MovesEach: 10},
		Bot: bot, Concurrency: 2,
	}
	var steps []float64
	tuner.Progress = func(done int, theta []float64) { steps = append(steps, theta[0]) }
	theta, recs, err := tuner.Run(context.Background())
	require.NoError(t, err)
	require.Len(t, recs, 40)
	t.Logf("x after each batch: %.1f", steps)
	assert.InDelta(t, 60, theta[0], 10, "from 20 toward the best value 60")
	assert.Len(t, steps, 21, "one report before and one after each batch of two")
	// Each record's games were played by the plus and minus values.
	r := recs[0]
	assert.Equal(t, [2]string{"knob [+]", "knob [-]"}, r.Games[0].Players)
	assert.Equal(t, [2]string{"knob [-]", "knob [+]"}, r.Games[1].Players)
	assert.Contains(t, r.Games[0].Commands[0], "-param x="+FormatParam(tuner.SPSA.Params[0], r.Plus[0]))
	assert.Greater(t, r.Plus[0]*r.Flips[0], r.Minus[0]*r.Flips[0])
}

func TestTuneResumesWhereItsRecordEnds(t *testing.T) {
	dir := t.TempDir()
	run := func(path string, iterations int) ([]float64, []Record, *arena.BrokenTail) {
		rf, recs, tail, err := OpenRecordFile(path)
		require.NoError(t, err)
		defer rf.Close()
		tuner := Tuner{
			SPSA:  SPSA{Params: knob(30), Iterations: iterations, Seed: 4},
			Judge: toytest.Sum{Clock: knobBudget, MovesEach: 10}, Bot: arena.Entrant{Name: "knob", Argv: []string{"sh", "-c", knobBot, "knob"}},
			Concurrency: 1, Record: rf, Resumed: recs,
		}
		theta, all, err := tuner.Run(context.Background())
		require.NoError(t, err)
		return theta, all, tail
	}
	whole, _, _ := run(filepath.Join(dir, "whole.jsonl"), 8)

	// A run killed after its fifth iteration, its last line cut in two.
	part := filepath.Join(dir, "part.jsonl")
	_, recs, _ := run(part, 8)
	raw, err := os.ReadFile(part)
	require.NoError(t, err)
	cut := 0
	for n := 0; n < 5; cut++ {
		if raw[cut] == '\n' {
			n++
		}
	}
	require.NoError(t, os.WriteFile(part, raw[:cut+10], 0o644))
	resumed, all, tail := run(part, 8)
	require.NotNil(t, tail, "the cut line is reported")
	assert.Equal(t, 6, tail.Line)
	assert.Equal(t, whole, resumed, "the resumed run ends where the whole one did")
	assert.Equal(t, recs[7].Result, all[7].Result)
	f, err := os.Open(part)
	require.NoError(t, err)
	defer f.Close()
	lines, _, tail, err := ReadRecords(f)
	require.NoError(t, err)
	assert.Nil(t, tail, "the cut line was replaced")
	assert.Len(t, lines, 8, "five kept, three played again")
}
