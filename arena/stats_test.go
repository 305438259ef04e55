package arena

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
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
			assert.InDelta(t, tc.llr, LLR(tc.penta, tc.elo0, tc.elo1), 0.005)
			r := SPRT{Elo0: tc.elo0, Elo1: tc.elo1, Alpha: SPRTError, Beta: SPRTError}.Test(tc.penta)
			assert.Equal(t, tc.result, r.Result)
			assert.InDelta(t, -2.944, r.Lower, 0.001)
			assert.InDelta(t, 2.944, r.Upper, 0.001)
		})
	}
}

func TestSPRTAcceptsH0(t *testing.T) {
	// Clearly losing pairs against bounds (0, 5).
	r := SPRT{Elo0: 0, Elo1: 5, Alpha: SPRTError, Beta: SPRTError}.Test(Penta{300, 200, 100, 20, 5})
	assert.Equal(t, SPRTAcceptH0, r.Result)
	assert.Less(t, r.LLR, r.Lower)
	assert.Equal(t, 0.0, LLR(Penta{}, 0, 5))
}

func TestElo(t *testing.T) {
	tests := []struct {
		name        string
		penta       Penta
		elo, lo, hi float64
	}{
		// Score 1/2, pair variance 0.075 over 100 pairs: se 0.0273861,
		// interval 0.5 ± 0.0536759 -> Elo ±37.44206.
		{"even", Penta{10, 20, 40, 20, 10}, 0, -37.44206, 37.44206},
		// Score 0.75 (Elo 190.8485), variance 0.0625/100 -> se 0.025,
		// interval [0.700999, 0.799001] -> [148.01948, 239.73931].
		{"all win-loss or two wins", Penta{0, 0, 50, 0, 50}, 190.8485, 148.01948, 239.73931},
		{"no pairs", Penta{}, 0, -EloCap, EloCap},
		{"all won", Penta{0, 0, 0, 0, 7}, EloCap, EloCap, EloCap},
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

func TestEloFromScore(t *testing.T) {
	assert.InDelta(t, 0, EloFromScore(0.5), 1e-12)
	assert.InDelta(t, -400*math.Log10(3), EloFromScore(0.25), 1e-9)
	assert.Equal(t, float64(EloCap), EloFromScore(1))
	assert.Equal(t, float64(-EloCap), EloFromScore(0))
}
