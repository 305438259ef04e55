package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/caia"
)

// TestCaiaReferee plays sum as a CAIA referee on a scripted caiaio (every
// answer in the order the referee asks): the lines it writes, the report,
// and the log, a record that replay and stats read.
func TestCaiaReferee(t *testing.T) {
	log := filepath.Join(t.TempDir(), "referee.log")
	stdin := strings.Join([]string{"2", "3", "1", "2", "3", caia.TokenTimeout, "time 10 10", "time 2000 2000"}, "\n") + "\n"
	code, out, errOut := run(t, stdin, "caia", "referee", "sum", "-seed", "3", log)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, strings.Join([]string{"1 Start", "I listen 1", "2 2", "I listen 2", "1 3", "I listen 1", "2 1", "I listen 2",
		"1 2", "I listen 1", "2 3", "I listen 2", "1 Quit", "I request_time 1", "I request_time 2",
		"M report 6 0 p2_timeout"}, "\n")+"\n", out)
	recs, _, err := arena.LoadRecords(log)
	require.NoError(t, err)
	require.Len(t, recs, 1)
	assert.Equal(t, uint64(3), recs[0].Seed)
	assert.Equal(t, [2]float64{6, 6}, recs[0].Contest)
	assert.Equal(t, [2]float64{6, 0}, recs[0].Scores)
	assert.Equal(t, [2]float64{0.01, 2}, recs[0].Time)
	assert.Equal(t, []arena.Fault{{Player: 1, Kind: arena.FaultTimeout, Move: 5, Detail: caia.TokenTimeout}}, recs[0].Faults)
	code, out, errOut = run(t, "", "replay", log)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "FAULT 2 (player 1): timeout")
	assert.Contains(t, out, "final scores: 1 6, 2 0 (without the fault 6, 6)")
}

func TestCaiaRefereeRefuses(t *testing.T) {
	for _, c := range []struct {
		args []string
		env  string
		want string
	}{
		{[]string{"caia"}, "", "usage: botcup caia referee GAME"},
		{[]string{"caia", "judge", "sum"}, "", "usage: botcup caia referee GAME"},
		{[]string{"caia", "referee"}, "", "a game and at most a log, not 0 arguments"},
		{[]string{"caia", "referee", "sum", "a", "b"}, "", "a game and at most a log, not 3 arguments"},
		{[]string{"caia", "referee", "chess"}, "", `unknown game "chess"`},
		{[]string{"caia", "referee", "pick"}, "", "pick is a single-player game"},
		{[]string{"caia", "referee", "sum", "-opt", "moves=x"}, "", "sum: "},
		{[]string{"caia", "referee", "sum", "-seed", "-1"}, "", `-seed: want a seed (an unsigned integer), not "-1"`},
		{[]string{"caia", "referee", "sum"}, "x", `$BOTCUP_SEED: want a seed (an unsigned integer), not "x"`},
	} {
		t.Setenv(caia.SeedEnv, c.env)
		code, _, errOut := run(t, "", c.args...)
		assert.Equal(t, exitUsage, code, c.args)
		assert.Contains(t, errOut, c.want, c.args)
	}
}

func TestRefereeSeed(t *testing.T) {
	s, err := refereeSeed("", "42")
	require.NoError(t, err)
	assert.Equal(t, uint64(42), s)
	s, err = refereeSeed("7", "42")
	require.NoError(t, err)
	assert.Equal(t, uint64(7), s, "-seed before the environment")
	a, _ := refereeSeed("", "")
	b, _ := refereeSeed("", "")
	assert.NotEqual(t, a, b, "no seed given: a random one")
}
