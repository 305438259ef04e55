package botflag

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParamFlagsSetAndList(t *testing.T) {
	weight, explore := 40, 1.4
	ps := Params{IntParam("weight", &weight, 0, 100, 5), FloatParam("explore", &explore, 0.1, 4, 0.2)}

	fs := flag.NewFlagSet("bot", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	list := ps.Register(fs)
	require.NoError(t, fs.Parse([]string{"-param", "weight=57.6", "-param", "explore=0.7"}))
	assert.Equal(t, 58, weight, "an integer parameter is rounded")
	assert.Equal(t, 0.7, explore)
	assert.False(t, *list)

	var buf bytes.Buffer
	require.NoError(t, ps.WriteJSON(&buf))
	var got []Param
	require.NoError(t, json.Unmarshal(buf.Bytes(), &got))
	require.Len(t, got, 2)
	assert.Equal(t, Param{Name: "weight", Value: 40, Min: 0, Max: 100, Step: 5, Int: true}, got[0], "the default, not the value set")
	assert.Equal(t, Param{Name: "explore", Value: 1.4, Min: 0.1, Max: 4, Step: 0.2}, got[1])
}

func TestParamFlagRejectsBadValues(t *testing.T) {
	weight := 40
	ps := Params{IntParam("weight", &weight, 0, 100, 5)}
	for arg, want := range map[string]string{
		"weight=101": "parameter weight: 101 is outside 0..100",
		"weight=abc": `parameter weight: "abc" is not a number`,
		"weight":     `want name=value, not "weight"`,
		"other=1":    `unknown parameter "other" (known: weight)`,
	} {
		fs := flag.NewFlagSet("bot", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		ps.Register(fs)
		err := fs.Parse([]string{"-param", arg})
		require.Error(t, err, arg)
		assert.Contains(t, err.Error(), want, arg)
	}
	assert.Equal(t, 40, weight, "nothing was set")
}

// FuzzParamFlag: no -param value panics the flag, and one it takes sets
// the parameter within its range (an integer's to the nearest whole
// value) and nothing else.
func FuzzParamFlag(f *testing.F) {
	for _, s := range []string{"depth=3", "weight=0.25", "depth=1e400", "weight=NaN", "depth=-Inf", "=1", "x=1", "depth", "weight= 1.5 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		depth, weight := 4, 0.5
		ps := Params{IntParam("depth", &depth, 1, 20, 1), FloatParam("weight", &weight, -1, 1, 0.1)}
		if err := (paramFlag{ps}).Set(s); err != nil {
			if depth != 4 || weight != 0.5 {
				t.Fatalf("%q refused (%v), but depth %d weight %v changed", s, err, depth, weight)
			}
			return
		}
		switch name, _, _ := strings.Cut(s, "="); name {
		case "depth":
			if depth < 1 || depth > 20 || weight != 0.5 {
				t.Fatalf("%q: depth %d weight %v", s, depth, weight)
			}
		case "weight":
			if math.IsNaN(weight) || weight < -1 || weight > 1 || depth != 4 {
				t.Fatalf("%q: depth %d weight %v", s, depth, weight)
			}
		default:
			t.Fatalf("%q taken", s)
		}
	})
}
