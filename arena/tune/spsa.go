package tune

import (
	"errors"
	"fmt"
	"math"

	"botcup/arena"
	"botcup/search"
	"botcup/search/botflag"
)

// Param is one parameter under tuning: a bot's botflag.Param (its
// name, start value, range and final perturbation Step, fishtest's c_end)
// and REnd, fishtest's r_end (the final step a_end over c_end^2; 0 means
// DefaultREnd).
type Param struct {
	botflag.Param
	REnd float64 `json:"r_end,omitempty"`
}

// SPSA's defaults, as fishtest runs it.
const (
	DefaultSPSAAlpha = 0.602
	DefaultSPSAGamma = 0.101
	// DefaultREnd is the final step over the squared final perturbation.
	// fishtest's 0.002 suits thousands of pairs on weights in centipawns;
	// botcup's bots tune with fewer pairs, so its default moves faster.
	DefaultREnd = 0.02
	// DefaultSPSAAFraction sets the stability constant A to this fraction
	// of the planned iterations.
	DefaultSPSAAFraction = 0.1
)

// SPSA is simultaneous perturbation stochastic approximation as fishtest
// runs it on a bot's parameters: iteration k (from 0) perturbs every
// parameter at once by ±c_k (the signs drawn from the seed), plays one
// pair of games between the plus and the minus values (same seed, sides
// swapped), and moves every parameter by a_k/c_k times the pair's result
// (the plus side's wins minus losses, -2..2) times its sign.
//
//	c_k = c / (k+1)^Gamma,        c = Step * Iterations^Gamma
//	a_k = a / (A+k+1)^Alpha,      a = REnd * Step^2 * (A+Iterations)^Alpha
//
// so that at the last iteration c_k = Step and a_k/c_k^2 = REnd.
type SPSA struct {
	Params     []Param
	Iterations int
	// Alpha, Gamma and A are the schedules' constants (0: the defaults).
	Alpha, Gamma, A float64
	Seed            uint64
}

// ErrNoParams is the error of an SPSA run without parameters.
var ErrNoParams = errors.New("nothing to tune: no parameters")

// Check reports a run that cannot start.
func (s *SPSA) Check() error {
	if len(s.Params) == 0 {
		return ErrNoParams
	}
	if s.Iterations < 1 {
		return fmt.Errorf("tune: want at least one iteration (a pair of games), not %d", s.Iterations)
	}
	for _, p := range s.Params {
		switch {
		case p.Name == "":
			return errors.New("tune: a parameter has no name")
		case !(p.Min < p.Max) || p.Value < p.Min || p.Value > p.Max:
			return fmt.Errorf("tune: parameter %s: start %g is not within %g..%g", p.Name, p.Value, p.Min, p.Max)
		case !(p.Step > 0) || p.REnd < 0:
			return fmt.Errorf("tune: parameter %s: step %g must be positive and r_end %g not negative", p.Name, p.Step, p.REnd)
		}
	}
	return nil
}

func (s *SPSA) constants() (alpha, gamma, bigA float64) {
	alpha, gamma, bigA = s.Alpha, s.Gamma, s.A
	if alpha == 0 {
		alpha = DefaultSPSAAlpha
	}
	if gamma == 0 {
		gamma = DefaultSPSAGamma
	}
	if bigA == 0 {
		bigA = DefaultSPSAAFraction * float64(s.Iterations)
	}
	return
}

// Start is the parameters' starting values.
func (s *SPSA) Start() []float64 {
	theta := make([]float64, len(s.Params))
	for i, p := range s.Params {
		theta[i] = p.Value
	}
	return theta
}

// gains are a_k and c_k of parameter i at iteration k.
func (s *SPSA) gains(i, k int) (ak, ck float64) {
	alpha, gamma, bigA := s.constants()
	p := s.Params[i]
	rEnd := p.REnd
	if rEnd == 0 {
		rEnd = DefaultREnd
	}
	n := float64(s.Iterations)
	c := p.Step * math.Pow(n, gamma)
	a := rEnd * p.Step * p.Step * math.Pow(bigA+n, alpha)
	return a / math.Pow(bigA+float64(k)+1, alpha), c / math.Pow(float64(k)+1, gamma)
}

// Flips are iteration k's signs, +1 or -1 per parameter, drawn from the
// run's seed and k alone (so a resumed run draws the same).
func (s *SPSA) Flips(k int) []float64 {
	rng := search.NewRng(arena.PairSeed(s.Seed, k))
	flips := make([]float64, len(s.Params))
	for i := range flips {
		flips[i] = 1
		if rng.Uint64()&1 == 0 {
			flips[i] = -1
		}
	}
	return flips
}

// Perturb is the plus and minus values of iteration k around theta.
func (s *SPSA) Perturb(k int, theta, flips []float64) (plus, minus []float64) {
	plus, minus = make([]float64, len(theta)), make([]float64, len(theta))
	for i, p := range s.Params {
		_, ck := s.gains(i, k)
		plus[i] = p.clamp(theta[i] + ck*flips[i])
		minus[i] = p.clamp(theta[i] - ck*flips[i])
	}
	return plus, minus
}

// Update moves theta in place by iteration k's result: the plus side's
// wins minus losses over its pair.
func (s *SPSA) Update(k int, theta, flips []float64, result float64) {
	for i, p := range s.Params {
		ak, ck := s.gains(i, k)
		theta[i] = p.clamp(theta[i] + ak/ck*result*flips[i])
	}
}

func (p Param) clamp(v float64) float64 { return min(max(v, p.Min), p.Max) }
