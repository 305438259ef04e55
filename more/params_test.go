package more

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/clocktest"
)

func TestParamsSetTheBotsConstants(t *testing.T) {
	savedShare, savedStart, savedUnstable, savedOpp, savedLMR, savedTT, savedExact := TimeShare, IterationStart, UnstableStart, OpponentLookahead, DefaultLMR, TTBits, ExactRaceOn
	defer func() {
		TimeShare, IterationStart, UnstableStart, OpponentLookahead, DefaultLMR, TTBits, ExactRaceOn = savedShare, savedStart, savedUnstable, savedOpp, savedLMR, savedTT, savedExact
	}()
	ps := Params()
	require.Len(t, ps, 7)
	var defaults []float64
	for _, p := range ps {
		defaults = append(defaults, p.Value)
	}
	assert.Equal(t, []float64{100, 50, 50, Unit / 2, 3, 20, 0}, defaults, "the defaults are the code's")

	// iter-start: with 10 s over 10 moves (soft 1 s), an iteration may
	// start before 500 ms by default, before 800 ms at 80.
	clock := &clocktest.HandClock{}
	budget, err := search.NewGameBudget(10*time.Second, 0, clock)
	require.NoError(t, err)
	d := iterationDeadline{budget.Move(10), &moveStability{}}
	clock.T = 499 * time.Millisecond
	assert.True(t, d.NewIteration())
	clock.T = 500 * time.Millisecond
	assert.False(t, d.NewIteration(), "the timer's own rule: half the soft limit")
	require.NoError(t, ps.Set("iter-start", 80))
	clock.T = 799 * time.Millisecond
	assert.True(t, d.NewIteration())
	clock.T = 800 * time.Millisecond
	assert.False(t, d.NewIteration())
	assert.False(t, d.Stop(), "the hard limit, 4 s, is the timer's")

	// unstable-start: once the best move has changed, until 2 s at 200.
	require.NoError(t, ps.Set("unstable-start", 200))
	d.stab.report(search.AlphaBetaResult[Move]{Move: 1})
	d.stab.report(search.AlphaBetaResult[Move]{Move: 2})
	clock.T = 1999 * time.Millisecond
	assert.True(t, d.NewIteration())
	clock.T = 2000 * time.Millisecond
	assert.False(t, d.NewIteration())

	// time-share: the start of the example game, 25 points home plus 4.
	g := NewSearchPosition(mustBoard(t, ExampleBoard))
	require.Equal(t, 29, movesToGo(g))
	require.NoError(t, ps.Set("time-share", 50))
	assert.Equal(t, 14, movesToGo(g), "half of 29, rounded down")
	require.NoError(t, ps.Set("time-share", 20))
	assert.Equal(t, 5, movesToGo(g))

	// opp-lookahead: the opponent's b2d2 over the white stone gains 1.
	b := mustBoard(t, openBoard)
	p, err := Setup(b, squares(t, "a1", "a2", "b1", "c2"), squares(t, "f4", "f5", "f6", "b2"), White)
	require.NoError(t, err)
	g = SearchPositionAt(p, NewRace(b))
	g.SetLookahead(true)
	require.NoError(t, ps.Set("opp-lookahead", 0))
	assert.Equal(t, g.RaceValue()-2*Unit, g.Eval())
	require.NoError(t, ps.Set("opp-lookahead", 8))
	assert.Equal(t, g.RaceValue()-2*Unit-8, g.Eval())

	// tt-bits: the table's size in entries.
	require.NoError(t, ps.Set("tt-bits", 12))
	e, err := NewEngine(b, EngineOptions{})
	require.NoError(t, err)
	assert.Equal(t, 1<<12, e.tt.Len())

	// lmr 0 searches as NoLMR does: the same nodes at a fixed depth.
	nodes := func(opts EngineOptions) int64 {
		e, err := NewEngine(mustBoard(t, ExampleBoard), opts)
		require.NoError(t, err)
		th, err := e.Think(nil)
		require.NoError(t, err)
		return th.Nodes
	}
	withLMR := nodes(EngineOptions{MaxDepth: 7})
	require.NoError(t, ps.Set("lmr", 0))
	assert.Equal(t, nodes(EngineOptions{MaxDepth: 7, NoLMR: true}), nodes(EngineOptions{MaxDepth: 7}))
	assert.NotEqual(t, withLMR, nodes(EngineOptions{MaxDepth: 7}), "lmr 3 reduces, 0 does not")

	// exact-race: a Separated position is answered by the race at once.
	sep, err := Setup(b, squares(t, "a3", "a2", "b1", "c2"), squares(t, "f4", "f5", "f6", "e6"), White)
	require.NoError(t, err)
	require.True(t, sep.Separated())
	race := func() bool {
		e, err := NewEngine(b, EngineOptions{MaxDepth: 3})
		require.NoError(t, err)
		e.game.Position = *sep
		th, err := e.Think(nil)
		require.NoError(t, err)
		return th.Race
	}
	assert.False(t, race(), "searched by default")
	require.NoError(t, ps.Set("exact-race", 1))
	assert.True(t, race())

	assert.Error(t, ps.Set("tt-bits", 25))
	assert.Error(t, ps.Set("time-share", 10))
}
