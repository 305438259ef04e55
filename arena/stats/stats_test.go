package stats

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLLRPublishedFigures(t *testing.T) {
	tests := []struct {
		name       string
		penta      Penta
		elo0, elo1 float64
		llr        float64
		result     string
	}{
		// fishtest/fastchess normalized-Elo pentanomial figures (2 decimals).
		{"fishtest STC", Penta{1721, 77704, 208246, 77189, 1732}, -1.75, 0.25, 3.19, SPRTAcceptH1},
		{"fishtest LTC", Penta{39, 8843, 26675, 9240, 44}, 0.5, 2.5, 2.94, SPRTContinue},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.InDelta(t, tc.llr, LLR(tc.penta, SPRTNormalized, tc.elo0, tc.elo1), 0.005)
			r := SPRT{Elo0: tc.elo0, Elo1: tc.elo1, Alpha: SPRTError, Beta: SPRTError}.Test(tc.penta)
			assert.Equal(t, tc.result, r.Result)
			assert.InDelta(t, -2.944, r.Lower, 0.001)
			assert.InDelta(t, 2.944, r.Upper, 0.001)
		})
	}
}

func TestSPRTAcceptsH0(t *testing.T) {
	// Clearly losing pairs against bounds (0, 5), under both models.
	for _, model := range SPRTModels {
		r := SPRT{Elo0: 0, Elo1: 5, Alpha: SPRTError, Beta: SPRTError, Model: model}.Test(Penta{300, 200, 100, 20, 5})
		assert.Equal(t, SPRTAcceptH0, r.Result, model)
		assert.Less(t, r.LLR, r.Lower, model)
		assert.Equal(t, 0.0, LLR(Penta{}, model, 0, 5), model)
	}
}

// A 1000-0 match (500 pairs of two wins) decides H1 under both models;
// the moment approximation the arena used before said LLR 0.39, not
// decided, because the sample's variance vanishes.
func TestSPRTDecidesAOneSidedMatch(t *testing.T) {
	sweep := Penta{0, 0, 0, 0, 500}
	for _, tc := range []struct {
		model string
		llr   float64
	}{{SPRTNormalized, 90.92}, {SPRTLogistic, 66.80}} {
		r := SPRT{Elo0: 0, Elo1: 50, Alpha: SPRTError, Beta: SPRTError, Model: tc.model}.Test(sweep)
		assert.Equal(t, SPRTAcceptH1, r.Result, tc.model)
		assert.InDelta(t, tc.llr, r.LLR, 0.01, tc.model)
		assert.Equal(t, tc.model, r.Model)
	}
	// The LLR grows with the evidence: one such pair decides nothing.
	one := SPRT{Elo0: 0, Elo1: 50, Alpha: SPRTError, Beta: SPRTError}.Test(Penta{0, 0, 0, 0, 1})
	assert.Equal(t, SPRTContinue, one.Result)
	assert.InDelta(t, 0.18, one.LLR, 0.005)
	// An empty model is the normalized one.
	assert.Equal(t, SPRTNormalized, one.Model)
}

func TestSPRTBoundsFollowAlphaBeta(t *testing.T) {
	lo, hi := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.01, Beta: 0.1}.Bounds()
	assert.InDelta(t, math.Log(0.1/0.99), lo, 1e-12)
	assert.InDelta(t, math.Log(0.9/0.01), hi, 1e-12)
}

func TestSPRTCheck(t *testing.T) {
	ok := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	require.NoError(t, ok.Check())
	for _, tc := range []struct {
		mod  func(*SPRT)
		want string
	}{
		{func(s *SPRT) { s.Elo0 = 5 }, "SPRT: ELO0 (5) must be below ELO1 (5)"},
		{func(s *SPRT) { s.Alpha = 0 }, "SPRT: alpha (0) and beta (0.05) must be between 0 and 1"},
		{func(s *SPRT) { s.Beta = 1 }, "SPRT: alpha (0.05) and beta (1) must be between 0 and 1"},
		{func(s *SPRT) { s.Alpha, s.Beta = 0.6, 0.5 }, "SPRT: alpha + beta (1.1) must be below 1"},
		{func(s *SPRT) { s.Model = "bayesian" }, `SPRT: unknown model "bayesian" (known: [normalized logistic])`},
	} {
		s := ok
		tc.mod(&s)
		assert.EqualError(t, s.Check(), tc.want)
	}
}

func TestElo(t *testing.T) {
	tests := []struct {
		name        string
		penta       Penta
		elo, lo, hi float64
	}{
		// With the prior: {11, 20, 40, 20, 11}, score 1/2, pair variance
		// 8/102 over 102 pairs: se 0.0277296, interval 0.5 ± 0.0543490
		// -> Elo ±37.91547.
		{"even", Penta{10, 20, 40, 20, 10}, 0, -37.91547, 37.91547},
		// {1, 0, 50, 0, 51}: score 76/102 = 0.745098 (Elo 186.33610),
		// variance 0.0673779 -> [142.84785, 235.94894].
		{"all win-loss or two wins", Penta{0, 0, 50, 0, 50}, 186.33610, 142.84785, 235.94894},
		// The prior alone: score 1/2, variance 1/4 over 2 pairs: 0.5 ± 0.69.
		{"no pairs", Penta{}, 0, -EloCap, EloCap},
		// 4 games won: {1, 0, 0, 0, 3}, score 3/4, variance 3/16 over 4
		// pairs: se 0.216506 -> [0.32566, 1.17434] -> [-126.44948, +1000].
		{"4 games won", Penta{0, 0, 0, 0, 2}, 190.84850, -126.44948, EloCap},
		// One pair of a loss and a draw (the -190.8 [-190.8, -190.8] of
		// old): {1, 1, 0, 0, 1}, score 5/12.
		{"one pair lost", Penta{0, 1, 0, 0, 0}, -58.45121, -EloCap, 376.92073},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			elo, lo, hi := Elo(tc.penta)
			assert.InDelta(t, tc.elo, elo, 0.001)
			assert.InDelta(t, tc.lo, lo, 0.001)
			assert.InDelta(t, tc.hi, hi, 0.001)
		})
	}
}

func TestNEloAndLOS(t *testing.T) {
	// fastchess prints nElo 117.50 +/- 48.15 for Ptnml [1, 11, 47, 25, 16]
	// (without a prior); with it, {2, 11, 47, 25, 17}: score 0.607843,
	// variance 0.0569973, nElo 0.107843 / sqrt(0.1139946) * 347.4356 =
	// 110.9749 over 102 pairs, ±1.96 * 347.4356 / sqrt(204) = ±47.6760.
	nelo, lo, hi := NElo(Penta{1, 11, 47, 25, 16})
	assert.InDelta(t, 110.9749, nelo, 0.001)
	assert.InDelta(t, 47.6760, hi-nelo, 0.001)
	assert.InDelta(t, 47.6760, nelo-lo, 0.001)
	assert.InDelta(t, 0.99999747, LOS(Penta{1, 11, 47, 25, 16}), 1e-8)
	assert.InDelta(t, 0.5, LOS(Penta{3, 0, 10, 0, 3}), 1e-12)
	assert.InDelta(t, 0.5, LOS(Penta{}), 1e-12)
}

func TestScoreDiff(t *testing.T) {
	assert.Equal(t, ScoreDiff{}, ScoreDiffOf(nil))
	few := ScoreDiffOf([]float64{10, 20, 30, 40})
	assert.Equal(t, 25.0, few.Mean)
	assert.Equal(t, 4, few.Pairs)
	assert.Nil(t, few.CI, "four pairs: no interval")
	// Five pairs 10..50: mean 30, sd sqrt(250), se sqrt(50), t(4) 2.7694
	// (the exact quantile is 2.7764).
	d := ScoreDiffOf([]float64{10, 20, 30, 40, 50})
	require.NotNil(t, d.CI)
	assert.InDelta(t, 30-2.7694*math.Sqrt(50), d.CI[0], 0.001)
	assert.InDelta(t, 30+2.7694*math.Sqrt(50), d.CI[1], 0.001)
	assert.InDelta(t, 2.2622, tQuantile975(9), 0.001) // exact 2.2622
	assert.InDelta(t, zConf, tQuantile975(100000), 1e-4)
}

func TestEloFromScore(t *testing.T) {
	assert.InDelta(t, 0, EloFromScore(0.5), 1e-12)
	assert.InDelta(t, -400*math.Log10(3), EloFromScore(0.25), 1e-9)
	assert.Equal(t, float64(EloCap), EloFromScore(1))
	assert.Equal(t, float64(-EloCap), EloFromScore(0))
}
