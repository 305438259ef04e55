package botflag

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Param is one of a bot's tunable constants: an evaluation weight, an
// exploration factor, a time-management ratio. The constant stays a plain
// variable with its default in the code (and so in the bundle); the
// -param flag changes it for one run, and botcup tune searches for better
// values within Min..Max, perturbing by about Step at the end of a run.
type Param struct {
	// Name is how -param names it: short, lower case, words joined by
	// hyphens (e.g. "eval-border").
	Name string `json:"name"`
	// Value is the default, the variable's value when the Param was made.
	Value float64 `json:"value"`
	// Min and Max bound the values -param accepts and tuning tries.
	Min float64 `json:"min"`
	Max float64 `json:"max"`
	// Step is the perturbation SPSA ends with (fishtest's c_end).
	Step float64 `json:"step"`
	// Int marks an integer variable: values are rounded to the nearest.
	Int bool `json:"int,omitempty"`

	set func(float64)
}

// IntParam is the tunable integer *v, its default the value it holds now.
func IntParam[T ~int | ~int32 | ~int64](name string, v *T, min, max T, step float64) Param {
	return Param{Name: name, Value: float64(*v), Min: float64(min), Max: float64(max), Step: step, Int: true,
		set: func(x float64) { *v = T(math.Round(x)) }}
}

// FloatParam is the tunable number *v, its default the value it holds now.
func FloatParam(name string, v *float64, min, max, step float64) Param {
	return Param{Name: name, Value: *v, Min: min, Max: max, Step: step, set: func(x float64) { *v = x }}
}

// Params is a bot's list of tunable constants.
type Params []Param

// Set gives the parameter name the value v, which must lie in its range.
func (ps Params) Set(name string, v float64) error {
	for _, p := range ps {
		if p.Name != name {
			continue
		}
		if math.IsNaN(v) || v < p.Min || v > p.Max {
			return fmt.Errorf("parameter %s: %g is outside %g..%g", name, v, p.Min, p.Max)
		}
		p.set(v)
		return nil
	}
	return fmt.Errorf("unknown parameter %q (known: %s)", name, ps.names())
}

func (ps Params) names() string {
	if len(ps) == 0 {
		return "none"
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

// WriteJSON writes the parameters with their defaults and ranges as a JSON
// array, what `botcup tune -params` reads.
func (ps Params) WriteJSON(w io.Writer) error {
	if ps == nil {
		ps = Params{}
	}
	b, err := json.MarshalIndent(ps, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// paramFlag is the repeatable -param name=value.
type paramFlag struct{ ps Params }

func (f paramFlag) String() string { return "" }

func (f paramFlag) Set(s string) error {
	name, val, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return fmt.Errorf("want name=value, not %q", s)
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
	if err != nil {
		return fmt.Errorf("parameter %s: %q is not a number", name, val)
	}
	return f.ps.Set(name, v)
}

// Register adds -param name=value (repeatable; sets a parameter as the
// flag is parsed) and -params (list them as JSON) to fs; after fs.Parse,
// the returned flag tells whether -params was given.
func (ps Params) Register(fs *flag.FlagSet) *bool {
	fs.Var(paramFlag{ps}, "param", "set a tunable parameter, name=value (repeatable; -params lists them)")
	return fs.Bool("params", false, "list the tunable parameters (name, default, min, max, step) as JSON and exit")
}
