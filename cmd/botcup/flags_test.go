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

// A bot's flags left unquoted on botcup's command line are refused with a
// hint to quote the bot's command line: botcup's own flag between two
// players (it would silently be botcup's), an unknown one after a player
// (with or without a value, or after some of botcup's flags).
func TestUnquotedBotFlagsAreRefused(t *testing.T) {
	tests := []struct {
		name string
		args []string
		msg  string
	}{
		{"botcup's flag between players", []string{"match", "sum", "-n", "2", "bin/sum", "-seed", "3", "ref:greedy"},
			"botcup match: -seed 3 stands between the players bin/sum and ref:greedy: a bot's flags go inside its quoted command line (\"bin/sum -seed 3\"); botcup's own flags go before or after the players\n"},
		{"between players of a tournament", []string{"tournament", "sum", "ref:greedy", "bin/sum", "-q", "ref:random"},
			"botcup tournament: -q stands between the players bin/sum and ref:random: a bot's flags go inside its quoted command line (\"bin/sum -q\"); botcup's own flags go before or after the players\n"},
		{"unknown flag with a value", []string{"match", "sum", "-n", "2", "bin/sum", "-depth", "2", "ref:greedy"},
			"botcup match: flag provided but not defined: -depth: if it is the bot's flag, quote the bot's command line with its flags: \"bin/sum -depth 2\"\n"},
		{"unknown flag without a value", []string{"match", "sum", "bin/sum", "-v", "ref:greedy"},
			"botcup match: flag provided but not defined: -v: if it is the bot's flag, quote the bot's command line with its flags: \"bin/sum -v\"\n"},
		{"unknown after botcup's", []string{"tournament", "sum", "ref:greedy", "bin/sum", "-seed", "1", "-opening", "4", "ref:random"},
			"botcup tournament: flag provided but not defined: -opening: if it is the bot's flag, quote the bot's command line with its flags: \"bin/sum -seed 1 -opening 4\"\n"},
		{"unknown after the last player", []string{"solve", "pick", "bin/pick", "-threads=1"},
			"botcup solve: flag provided but not defined: -threads: if it is the bot's flag, quote the bot's command line with its flags: \"bin/pick -threads=1\"\n"},
		{"budget", []string{"match", "sum", "bin/sum", "-budget", "1s", "ref:greedy"},
			"botcup match: invalid value \"1s\" for flag -budget: -budget is a bot's flag, not the arena's: put it inside the bot's command line, quoted (\"bin/GAME -budget 2s\"), and give the arena's per-player limit with -limit\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(t, "", tc.args...)
			assert.Equal(t, 2, code, out+errOut)
			assert.Equal(t, tc.msg, errOut)
		})
	}
	// botcup's flags before, after, or after the game stay botcup's.
	for _, args := range [][]string{
		{"match", "-n", "2", "sum", "ref:greedy", "ref:random", "-seed", "3", "-q"},
		{"match", "sum", "-n", "2", "ref:greedy", "ref:random", "-q"},
	} {
		code, out, errOut := run(t, "", args...)
		assert.Equal(t, 0, code, out+errOut)
		assert.Contains(t, out, "sum: 2 games, ref:greedy vs ref:random")
	}
}
