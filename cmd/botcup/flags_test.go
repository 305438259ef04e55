package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBadFlagValuesAreRefused(t *testing.T) {
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"no games", []string{"match", "sum", "-n", "0", "ref:greedy", "ref:random"}, "botcup match: -n must be even and positive (games are played in pairs), not 0\n"},
		{"negative games", []string{"tournament", "sum", "-n", "-2", "ref:greedy", "ref:random"}, "botcup tournament: -n must be even and positive (games are played in pairs), not -2\n"},
		{"negative limit", []string{"match", "sum", "-limit", "-3s", "ref:greedy", "ref:random"}, "botcup match: -limit must not be negative\n"},
		{"zero limit", []string{"match", "sum", "-limit", "0", "ref:greedy", "ref:random"}, "botcup match: -limit must be positive, not 0s (leave it out for the rules' limit)\n"},
		{"bad memory", []string{"match", "sum", "-mem", "12X", "ref:greedy", "ref:random"},
			"botcup match: invalid value \"12X\" for flag -mem: want a positive size such as 256M (K, M, G: binary units), not \"12X\"\n"},
		{"negative cpus", []string{"match", "sum", "-cpus", "-1", "ref:greedy", "ref:random"}, "botcup match: -cpus must not be negative, not -1\n"},
		{"no startup", []string{"match", "sum", "-startup", "0s", "ref:greedy", "ref:random"}, "botcup match: -startup must be positive, not 0s\n"},
		{"negative replay index", []string{"replay", "x.jsonl", "-game", "-1"}, "botcup replay: -game must not be negative, not -1\n"},
		{"negative solve time", []string{"solve", "pick", "-time", "-1s", "ref:x"}, "botcup solve: -time and -max must not be negative\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(t, "", tc.args...)
			assert.Equal(t, 2, code, out+errOut)
			assert.Equal(t, tc.msg, errOut)
		})
	}
}
