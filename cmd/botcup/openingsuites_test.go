package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/game/toytest"
)

// Every opening suite a game registers lies in the game's folder and every
// line of it plays on the game's judge, as -openings plays it.
func TestRegisteredOpeningSuitesPlay(t *testing.T) {
	suites := 0
	for _, reg := range registrations() {
		for _, path := range reg.Openings {
			assert.True(t, strings.HasPrefix(path, reg.Name+"/"), "%s: the suite %s lies outside the game's folder", reg.Name, path)
			s, err := arena.LoadSuite(filepath.Join("..", "..", filepath.FromSlash(path)), reg.Options)
			require.NoError(t, err, reg.Name)
			require.NotEmpty(t, s.Lines, path)
			assert.NoError(t, s.Check(reg.NewJudge, nil), path)
			suites++
		}
	}
	assert.Positive(t, suites, "some game registers a suite")
}

// `botcup games -openings` lists the games that register suites, each with
// their paths, for the Makefile.
func TestGamesOpenings(t *testing.T) {
	regs := toytest.Registrations()
	regs[0].Openings = []string{"sum/openings/a.txt", "sum/openings/b.txt"}
	var out, errOut bytes.Buffer
	c := &cli{games: regs, stdout: &out, stderr: &errOut}
	require.NoError(t, c.listGames([]string{"-openings"}))
	assert.Equal(t, "sum\tsum/openings/a.txt\tsum/openings/b.txt\n", out.String())
	out.Reset()
	require.NoError(t, c.listGames([]string{"-openings", "-long"}))
	assert.Equal(t, "sum\ttwo-player\tplayers: greedy, random\tperft\topenings: sum/openings/a.txt, sum/openings/b.txt\n", out.String())
}
