package arena

import "math"

// Penta counts pairs of games (same seed, sides swapped) by the points the
// first-named player took from the pair in half points: Penta[0] two
// losses, [1] a loss and a draw, [2] two draws or a win and a loss, [3] a
// win and a draw, [4] two wins.
type Penta [5]int

// Pairs is the number of pairs counted.
func (p Penta) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// EloCap bounds every Elo figure the arena reports: a score of 0 or 1 has
// no finite Elo. Decision: report ±1000, which no real difference reaches.
const EloCap = 1000

// zConf is the two-sided 95% normal quantile for Elo intervals.
const zConf = 1.959963984540054

// pentaRegularize stands in for an empty pentanomial cell in the LLR, as
// fastchess does, so that a sample without, say, two-win pairs still has a
// usable variance.
const pentaRegularize = 1e-3

// EloFromScore is the logistic Elo difference of an expected score s in
// [0, 1], capped at ±EloCap.
func EloFromScore(s float64) float64 {
	if s <= 0 || s >= 1 {
		return math.Copysign(EloCap, s-0.5)
	}
	e := -400 * math.Log10(1/s-1)
	return math.Max(-EloCap, math.Min(EloCap, e))
}

// pentaStats are the mean and variance of the per-game score of a pair
// (its points divided by 2) under the empirical distribution of p, with
// empty cells replaced by reg.
func pentaStats(p Penta, reg float64) (n, mean, variance float64, probs [5]float64) {
	for _, c := range p {
		n += float64(c)
	}
	if n == 0 {
		return 0, 0.5, 0, probs
	}
	for i, c := range p {
		v := float64(c)
		if v == 0 {
			v = reg
		}
		probs[i] = v / n
		mean += probs[i] * float64(i) / 4
	}
	for i := range probs {
		d := float64(i)/4 - mean
		variance += probs[i] * d * d
	}
	return n, mean, variance, probs
}

// Elo is the logistic Elo difference of the first-named player over the
// other from pentanomial counts, with its 95% confidence interval (normal
// approximation of the mean pair score, the pairs' variance).
func Elo(p Penta) (elo, lo, hi float64) {
	n, mean, variance, _ := pentaStats(p, 0)
	if n == 0 {
		return 0, -EloCap, EloCap
	}
	se := math.Sqrt(variance / n)
	return EloFromScore(mean), EloFromScore(mean - zConf*se), EloFromScore(mean + zConf*se)
}

// neloPerT converts normalized Elo to the t-value (score - 1/2) / sigma
// per game, as fishtest and fastchess define it: 800 / ln 10.
var neloPerT = 800 / math.Ln10

// LLR is the log-likelihood ratio of the pentanomial GSPRT for normalized
// Elo elo1 against elo0 (the "normalized" model of fishtest and fastchess):
// with the pairs' empirical mean and variance v, hypothesis k puts the mean
// pair score at 1/2 + nelo_k / (800/ln 10) * sqrt(2v), and the LLR is
// N/2 * ln(r0/r1) with r_k the second moment about that mean.
func LLR(p Penta, elo0, elo1 float64) float64 {
	n, _, variance, probs := pentaStats(p, pentaRegularize)
	if n == 0 || variance == 0 {
		return 0
	}
	sigma := math.Sqrt(2 * variance)
	mu0 := 0.5 + elo0/neloPerT*sigma
	mu1 := 0.5 + elo1/neloPerT*sigma
	var r0, r1 float64
	for i, q := range probs {
		a := float64(i) / 4
		r0 += q * (a - mu0) * (a - mu0)
		r1 += q * (a - mu1) * (a - mu1)
	}
	return 0.5 * n * math.Log(r0/r1)
}

// SPRT is a sequential probability ratio test on normalized Elo bounds.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// SPRTError is the alpha = beta of the arena's SPRT.
const SPRTError = 0.05

// The outcomes of an SPRT.
const (
	SPRTAcceptH1 = "H1"       // elo1 holds: the first player is stronger
	SPRTAcceptH0 = "H0"       // elo0 holds
	SPRTContinue = "continue" // not decided yet
)

// SPRTResult is an SPRT's state after some pairs.
type SPRTResult struct {
	Elo0   float64 `json:"elo0"`
	Elo1   float64 `json:"elo1"`
	LLR    float64 `json:"llr"`
	Lower  float64 `json:"lower"`
	Upper  float64 `json:"upper"`
	Result string  `json:"result"`
}

// Bounds are the LLR thresholds: ln(beta/(1-alpha)) and ln((1-beta)/alpha).
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// Test evaluates the SPRT on pentanomial counts.
func (s SPRT) Test(p Penta) SPRTResult {
	lo, hi := s.Bounds()
	r := SPRTResult{Elo0: s.Elo0, Elo1: s.Elo1, LLR: LLR(p, s.Elo0, s.Elo1), Lower: lo, Upper: hi, Result: SPRTContinue}
	switch {
	case r.LLR >= hi:
		r.Result = SPRTAcceptH1
	case r.LLR <= lo:
		r.Result = SPRTAcceptH0
	}
	return r
}
