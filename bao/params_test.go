package bao

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestParamsSetTheBotsConstants(t *testing.T) {
	c, odds, togo, margin := exploration, captureOdds, movesToGoCap, rewardMargin
	t.Cleanup(func() { exploration, captureOdds, movesToGoCap, rewardMargin = c, odds, togo, margin })
	ps := Params()
	require.Len(t, ps, 6)
	assert.Equal(t, search.DefaultExploration, ps[0].Value)
	require.NoError(t, ps.Set("mcts-c", 0.7))
	require.NoError(t, ps.Set("capture-odds", 200.4))
	require.NoError(t, ps.Set("moves-to-go", 14))
	require.NoError(t, ps.Set("reward-margin", 0.25))
	assert.Equal(t, 0.7, exploration)
	assert.Equal(t, 200, captureOdds)
	assert.Equal(t, 14, movesToGoCap)
	assert.Equal(t, 0.25, rewardMargin)
	assert.ErrorContains(t, ps.Set("mcts-c", 0), "outside")
	assert.ErrorContains(t, ps.Set("capture-odds", 257), "outside")
}

func TestRewardMixesResultAndMargin(t *testing.T) {
	margin := rewardMargin
	t.Cleanup(func() { rewardMargin = margin })
	// Black's side is empty: White keeps its 10 stones, 30 - 18 before
	// White gives one stone, 29 - 19 after.
	s, err := ParsePosition("1 2 3 4 0 0 0 0 0 0 0 0 / 20 18 / B 40")
	require.NoError(t, err)
	require.True(t, s.Over())
	rewardMargin = 0
	assert.Equal(t, -1.0, s.Reward(), "Black to move has lost")
	rewardMargin = 0.5
	assert.InDelta(t, 0.5*-1+0.5*-10.0/48, s.Reward(), 1e-12)
	draw, err := ParsePosition("0 0 0 0 0 1 0 0 0 0 0 0 / 24 23 / B 40")
	require.NoError(t, err)
	require.True(t, draw.Over())
	assert.Equal(t, 0.0, draw.Reward(), "24 - 24 is a draw")
}

func TestRewardOfACutRolloutIsEvals(t *testing.T) {
	scale := evalScale
	t.Cleanup(func() { evalScale = scale })
	s := New()
	assert.Equal(t, math.Tanh(-200.0/400), s.Reward(), "the start is even but for the stone White gives")
	evalScale = 2
	s.Make(1) // B: White sows, Black to move
	want := math.Tanh(float64(s.Eval()) / 200)
	assert.Equal(t, want, s.Reward())
	assert.NotEqual(t, 0.0, want)
}
