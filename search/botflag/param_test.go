package botflag

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
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
