package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// knobBot plays the toy game sum with one parameter, x, best at 60: of its
// moves it says 3 in the first 10 - |x-60|/6 and 1 after; with -params it
// lists x as JSON, as a botcup bot does.
const knobBot = `x=20; while [ $# -gt 0 ]; do case "$1" in
-params) echo '[{"name":"x","value":20,"min":0,"max":100,"step":6,"int":true,"r_end":0.1}]'; exit 0;;
-param) x=${2#x=}; shift;; esac; shift; done
d=$((x-60)); [ $d -lt 0 ] && d=$((-d)); n=$((10 - d/6)); [ $n -lt 0 ] && n=0; t=0
while read l; do [ "$l" = Quit ] && exit 0; if [ $t -lt $n ]; then echo 3; else echo 1; fi; t=$((t+1)); done`

func TestTuneFindsTheToyBotsBestValue(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "knob.sh")
	require.NoError(t, os.WriteFile(script, []byte(knobBot), 0o755))
	rec := filepath.Join(dir, "tune.jsonl")
	code, out, errOut := run(t, "", "tune", "sum", "-opt", "moves=10", "-n", "60", "-c", "2", "-o", rec, "-q", "sh "+script)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "tune: 30 iterations (60 games)")
	m := regexp.MustCompile(`flags: -param x=(\d+)\n`).FindStringSubmatch(out)
	require.NotNil(t, m, out)
	x, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	assert.InDelta(t, 60, x, 10, "from 20 to near the best value 60:\n%s", out)
	assert.Regexp(t, `\tx = \d+ // x, was 20\n`, out)

	// Run again on the finished record: nothing is played, the same values.
	code, again, errOut := run(t, "", "tune", "sum", "-opt", "moves=10", "-n", "60", "-c", "2", "-o", rec, "-q", "sh "+script)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "resuming, 30 iterations already recorded")
	assert.Equal(t, out, again)
}

func TestTuneRejectsBadArguments(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`[{"name":"x","value":200,"min":0,"max":100,"step":6}]`), 0o644))
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"tune", "sum", "-n", "3", "ref:random"}, 2, "-n must be even and positive (games are played in pairs), not 3"},
		{[]string{"tune", "sum", "ref:random", "ref:greedy"}, 2, "a game and one bot, not 3 arguments"},
		{[]string{"tune", "sum", "-params", bad, "ref:random"}, 1, "parameter x: start 200 is not within 0..100"},
		{[]string{"tune", "sum", "-params", filepath.Join(dir, "none.json"), "ref:random"}, 1, "none.json: no such file"},
		{[]string{"tune", "sum", "ref:random"}, 1, "asking"},
		{[]string{"tune", "sum", "-json", "ref:random"}, 2, "tune takes neither -openings nor -json"},
	} {
		code, _, errOut := run(t, "", tc.args...)
		assert.Equal(t, tc.code, code, "%v: %s", tc.args, errOut)
		assert.Contains(t, errOut, tc.want, tc.args)
	}
}

func TestTuneHonoursStartup(t *testing.T) {
	// knobBot busy for 2 s before its first read: four times the limit if
	// its start-up counted, well within -startup 30s.
	dir := t.TempDir()
	script := filepath.Join(dir, "slow.sh")
	busy := `case " $* " in *" -params "*) ;; *) read u _ < /proc/uptime; end=$((${u%.*}${u#*.} + 200)); ` +
		`while read u _ < /proc/uptime; [ "${u%.*}${u#*.}" -lt "$end" ]; do :; done;; esac
`
	require.NoError(t, os.WriteFile(script, []byte(busy+knobBot), 0o755))
	rec := filepath.Join(dir, "tune.jsonl")
	code, out, errOut := run(t, "", "tune", "sum", "-opt", "moves=2", "-n", "2", "-limit", "500ms", "-startup", "30s", "-o", rec, "-q", "sh "+script)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "tune: 1 iterations (2 games)")
	b, err := os.ReadFile(rec)
	require.NoError(t, err)
	assert.NotContains(t, string(b), "timeout", "no fault: start-up is off the clock")
	assert.NotContains(t, errOut, "timeout")
}
