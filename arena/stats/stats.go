package stats

import (
	"fmt"
	"math"
	"slices"
)

// Penta counts pairs of games (same seed, sides swapped) by the points the
// first-named player took from the pair in half points: Penta[0] two
// losses, [1] a loss and a draw, [2] two draws or a win and a loss, [3] a
// win and a draw, [4] two wins.
type Penta [5]int

// Pairs is the number of pairs counted.
func (p Penta) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// plus is p with q's counts added.
func (p Penta) plus(q Penta) Penta {
	for i := range p {
		p[i] += q[i]
	}
	return p
}

// EloPrior is added to the pentanomial counts before every estimate (Elo,
// normalized Elo, LOS and their intervals; never the SPRT): one pair of two
// losses and one pair of two wins. Decision: a handful of games cannot
// claim certainty, so a match's figures never have a zero-width interval
// (4 won games: Elo +190.8, 95% interval [-126.4, +1000], not +1000
// [+1000, +1000]; 100 drawn pairs: ±9.5, not ±0). The prior is symmetric, so
// it pulls an estimate towards 0 and never across it, and weighs as much as
// two pairs of real games, nothing in a real-sized match.
var EloPrior = Penta{1, 0, 0, 0, 1}

// EloCap bounds every Elo figure the arena reports: a score of 0 or 1 has
// no finite Elo. Decision: report ±1000, which no real difference reaches.
const EloCap = 1000

// zConf is the two-sided 95% normal quantile for Elo intervals.
const zConf = 1.959963984540054

// pentaRegularize stands in for an empty pentanomial cell in the LLR, as
// fastchess does, so that a sample without, say, two-win pairs still has a
// usable likelihood.
const pentaRegularize = 1e-3

// pairScores are the per-game scores of the five pentanomial cells.
var pairScores = [5]float64{0, 0.25, 0.5, 0.75, 1}

// EloFromScore is the logistic Elo difference of an expected score s in
// [0, 1], capped at ±EloCap.
func EloFromScore(s float64) float64 {
	if s <= 0 || s >= 1 {
		return math.Copysign(EloCap, s-0.5)
	}
	e := -400 * math.Log10(1/s-1)
	return math.Max(-EloCap, math.Min(EloCap, e))
}

// ScoreFromElo is the expected score of a logistic Elo difference.
func ScoreFromElo(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// TrinomialElo is the Elo of a win/draw/loss record with its 95% interval
// (per-game variance; used against a tournament's field, where games do
// not come in pairs against one opponent), with a prior of one win and one
// loss, as EloPrior for a match: a handful of games never claims certainty.
func TrinomialElo(w, d, l int) (elo, lo, hi float64) {
	w, l = w+1, l+1
	n := float64(w + d + l)
	s := (float64(w) + float64(d)/2) / n
	variance := (float64(w)+float64(d)/4)/n - s*s
	se := math.Sqrt(max(variance, 0) / n)
	return EloFromScore(s), EloFromScore(s - zConf*se), EloFromScore(s + zConf*se)
}

// pentaMoments are the number of pairs, the mean and the variance of the
// per-game score of a pair (its points divided by 2) under the empirical
// distribution of p.
func pentaMoments(p Penta) (n, mean, variance float64) {
	for _, c := range p {
		n += float64(c)
	}
	if n == 0 {
		return 0, 0.5, 0
	}
	for i, c := range p {
		mean += float64(c) / n * pairScores[i]
	}
	for i, c := range p {
		d := pairScores[i] - mean
		variance += float64(c) / n * d * d
	}
	return n, mean, variance
}

// Elo is the logistic Elo difference of the first-named player over the
// other from pentanomial counts (with EloPrior), with its 95% confidence
// interval (normal approximation of the mean pair score, the pairs'
// variance).
func Elo(p Penta) (elo, lo, hi float64) {
	n, mean, variance := pentaMoments(p.plus(EloPrior))
	se := math.Sqrt(variance / n)
	return EloFromScore(mean), EloFromScore(mean - zConf*se), EloFromScore(mean + zConf*se)
}

// neloPerT converts normalized Elo to the t-value (score - 1/2) / sigma
// per game, as fishtest and fastchess define it: 800 / ln 10.
var neloPerT = 800 / math.Ln10

// NElo is the normalized Elo of the first-named player (with EloPrior):
// (score - 1/2) / sqrt(2 variance of the pair score) * 800 / ln 10, as
// fastchess reports it, with its 95% interval ±1.96 * 800 / ln 10 /
// sqrt(2 pairs).
func NElo(p Penta) (nelo, lo, hi float64) {
	n, mean, variance := pentaMoments(p.plus(EloPrior))
	nelo = (mean - 0.5) / math.Sqrt(2*variance) * neloPerT
	half := zConf * neloPerT / math.Sqrt(2*n)
	return nelo, nelo - half, nelo + half
}

// LOS is the likelihood of superiority of the first-named player: the
// probability, in the normal approximation (with EloPrior), that its true
// score is above 1/2.
func LOS(p Penta) float64 {
	n, mean, variance := pentaMoments(p.plus(EloPrior))
	return 0.5 * math.Erfc(-(mean-0.5)/math.Sqrt(2*variance/n))
}

// The SPRT models, as fastchess names them: normalized tests normalized
// Elo bounds, logistic tests logistic Elo bounds.
const (
	SPRTNormalized = "normalized"
	SPRTLogistic   = "logistic"
)

// SPRTModels are the models an SPRT offers, the default first.
var SPRTModels = []string{SPRTNormalized, SPRTLogistic}

// pentaEmpirical is the number of pairs and the empirical distribution of
// p over the five cells, each empty cell counted as pentaRegularize pairs.
func pentaEmpirical(p Penta) (n float64, probs [5]float64) {
	var c [5]float64
	for i, v := range p {
		c[i] = float64(v)
		if v == 0 {
			c[i] = pentaRegularize
		}
		n += c[i]
	}
	for i := range c {
		probs[i] = c[i] / n
	}
	return n, probs
}

// LLR is the log-likelihood ratio of the pentanomial generalized SPRT of
// fishtest and fastchess for elo1 against elo0 under model: each
// hypothesis's distribution is the maximum-likelihood one over the five
// cells among those with the hypothesis's expected score (logistic) or
// t-value (normalized), after M. Van den Bergh, "Comments on Normalized
// Elo"; the LLR is N times the mean log ratio of the two under the
// empirical distribution. No pairs: 0.
func LLR(p Penta, model string, elo0, elo1 float64) float64 {
	if p.Pairs() == 0 {
		return 0
	}
	n, probs := pentaEmpirical(p)
	var p0, p1 [5]float64
	switch model {
	case SPRTLogistic:
		p0 = mleScore(probs, ScoreFromElo(elo0))
		p1 = mleScore(probs, ScoreFromElo(elo1))
	default:
		// A pair's t-value is sqrt 2 times the per-game one.
		p0 = mleT(probs, math.Sqrt2*elo0/neloPerT)
		p1 = mleT(probs, math.Sqrt2*elo1/neloPerT)
	}
	var llr float64
	for i, q := range probs {
		llr += q * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	return n * llr
}

// solveTheta finds the root of sum q_i phi_i / (1 + theta phi_i), which
// falls as theta grows, between -1/max phi and -1/min phi (bisection; the
// ends are poles). phi must take both signs.
func solveTheta(q, phi [5]float64) float64 {
	lo, hi := -1/slices.Max(phi[:]), -1/slices.Min(phi[:])
	for range 200 {
		mid := (lo + hi) / 2
		if mid <= lo || mid >= hi {
			break
		}
		var f float64
		for i := range q {
			f += q[i] * phi[i] / (1 + mid*phi[i])
		}
		if f > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// mleScore is the distribution over the five cells with expected score s
// that is most likely to have produced the empirical distribution q.
func mleScore(q [5]float64, s float64) [5]float64 {
	var phi, p [5]float64
	for i, a := range pairScores {
		phi[i] = a - s
	}
	theta := solveTheta(q, phi)
	for i := range p {
		p[i] = q[i] / (1 + theta*phi[i])
	}
	return p
}

// mleT is the distribution over the five cells with t-value (mean - 1/2) /
// sigma equal to t that is most likely to have produced q: the fixed point
// of Van den Bergh's iteration from the uniform distribution.
func mleT(q [5]float64, t float64) [5]float64 {
	p := [5]float64{0.2, 0.2, 0.2, 0.2, 0.2}
	for range 1000 {
		var mu, variance float64
		for i, a := range pairScores {
			mu += p[i] * a
		}
		for i, a := range pairScores {
			variance += p[i] * (a - mu) * (a - mu)
		}
		sigma := math.Sqrt(variance)
		var phi [5]float64
		for i, a := range pairScores {
			z := (a - mu) / sigma
			phi[i] = a - 0.5 - 0.5*t*sigma*(1+z*z)
		}
		if slices.Min(phi[:]) >= 0 || slices.Max(phi[:]) <= 0 {
			return p
		}
		theta := solveTheta(q, phi)
		diff := 0.0
		for i := range p {
			np := q[i] / (1 + theta*phi[i])
			diff = max(diff, math.Abs(np-p[i]))
			p[i] = np
		}
		if diff < 1e-9 {
			break
		}
	}
	return p
}

// SPRT is a sequential probability ratio test on Elo bounds: normalized
// Elo under the normalized model (the default, an empty Model), logistic
// Elo under the logistic one.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
	Model       string
}

// SPRTError is the default alpha and beta of the arena's SPRT.
const SPRTError = 0.05

// Check refuses bounds, error rates and models that make no test.
func (s SPRT) Check() error {
	switch {
	case s.Elo0 >= s.Elo1:
		return fmt.Errorf("SPRT: ELO0 (%g) must be below ELO1 (%g)", s.Elo0, s.Elo1)
	case s.Alpha <= 0 || s.Alpha >= 1 || s.Beta <= 0 || s.Beta >= 1:
		return fmt.Errorf("SPRT: alpha (%g) and beta (%g) must be between 0 and 1", s.Alpha, s.Beta)
	case s.Alpha+s.Beta >= 1:
		return fmt.Errorf("SPRT: alpha + beta (%g) must be below 1", s.Alpha+s.Beta)
	case s.Model != "" && !slices.Contains(SPRTModels, s.Model):
		return fmt.Errorf("SPRT: unknown model %q (known: %v)", s.Model, SPRTModels)
	}
	return nil
}

func (s SPRT) model() string {
	if s.Model == "" {
		return SPRTNormalized
	}
	return s.Model
}

// The outcomes of an SPRT.
const (
	SPRTAcceptH1 = "H1"       // elo1 holds: the first player is stronger
	SPRTAcceptH0 = "H0"       // elo0 holds
	SPRTContinue = "continue" // not decided yet
)

// SPRTResult is an SPRT's state after some pairs.
type SPRTResult struct {
	Model  string  `json:"model"`
	Elo0   float64 `json:"elo0"`
	Elo1   float64 `json:"elo1"`
	Alpha  float64 `json:"alpha"`
	Beta   float64 `json:"beta"`
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
	r := SPRTResult{Model: s.model(), Elo0: s.Elo0, Elo1: s.Elo1, Alpha: s.Alpha, Beta: s.Beta,
		LLR: LLR(p, s.model(), s.Elo0, s.Elo1), Lower: lo, Upper: hi, Result: SPRTContinue}
	switch {
	case r.LLR >= hi:
		r.Result = SPRTAcceptH1
	case r.LLR <= lo:
		r.Result = SPRTAcceptH0
	}
	return r
}

// MinScorePairs is the fewest complete pairs a score difference's interval
// is given for. Decision: contest scores have no natural prior, and the
// spread of fewer pairs says little, so below five pairs the interval is
// not reported (n/a) rather than claimed.
const MinScorePairs = 5

// ScoreDiff is the mean difference of final contest scores per game, the
// first player's minus the other's (a faulted player's score is 0): what
// CodeCup ranks by. It is taken over complete pairs, with a 95% interval
// (Student's t on the pairs' means) from MinScorePairs pairs on.
type ScoreDiff struct {
	Mean  float64     `json:"mean"`
	Pairs int         `json:"pairs"`
	CI    *[2]float64 `json:"ci"` // nil: too few pairs
}

// ScoreDiffOf sums up the per-pair mean score differences d.
func ScoreDiffOf(d []float64) ScoreDiff {
	s := ScoreDiff{Pairs: len(d)}
	if len(d) == 0 {
		return s
	}
	for _, v := range d {
		s.Mean += v
	}
	n := float64(len(d))
	s.Mean /= n
	if len(d) < MinScorePairs {
		return s
	}
	var ss float64
	for _, v := range d {
		ss += (v - s.Mean) * (v - s.Mean)
	}
	half := tQuantile975(len(d)-1) * math.Sqrt(ss/(n-1)/n)
	s.CI = &[2]float64{s.Mean - half, s.Mean + half}
	return s
}

// tQuantile975 is the 97.5% quantile of Student's t with df degrees of
// freedom (Cornish-Fisher expansion around the normal quantile; within
// 0.01 from 4 degrees on).
func tQuantile975(df int) float64 {
	z, v := zConf, float64(df)
	z3, z5, z7 := z*z*z, math.Pow(z, 5), math.Pow(z, 7)
	return z + (z3+z)/(4*v) + (5*z5+16*z3+3*z)/(96*v*v) + (3*z7+19*z5+17*z3-15*z)/(384*v*v*v)
}
