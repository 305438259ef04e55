package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
)

// runReal runs botcup args with the real games.
func runReal(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	c := &cli{games: registrations(), stdin: strings.NewReader(""), stdout: &out, stderr: &errb, self: os.Args[0]}
	code := c.main(args)
	return code, out.String(), errb.String()
}

// baoRecords writes a record file of two short Bao games played by the
// jury's random moves.
func baoRecords(t *testing.T) string {
	t.Helper()
	g, err := (&cli{games: registrations()}).game("bao")
	require.NoError(t, err)
	j, err := g.NewJudge(nil)
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "bao.jsonl")
	rf, _, _, err := arena.OpenRecordFile(file)
	require.NoError(t, err)
	defer rf.Close()
	for i := 0; i < 2; i++ {
		game := j.NewGame(uint64(10 + i))
		rec := arena.Record{Game: "bao", Index: i, Seed: uint64(10 + i), Setup: game.Setup(), Players: [2]string{"a", "b"}}
		for ply := 0; ply < 6; ply++ {
			p, _ := game.Next()
			line := game.Fallback(p)
			require.NoError(t, game.Play(p, line))
			rec.Moves = append(rec.Moves, arena.Move{Player: p, Line: line, Time: 0.5})
		}
		rec.Scores = game.Scores()
		require.NoError(t, rf.Append(rec))
	}
	return file
}

func TestReplayHTML(t *testing.T) {
	file := baoRecords(t)
	code, out, errOut := runReal(t, "replay", file, "-html")
	require.Equal(t, 0, code, errOut)
	page := strings.TrimSuffix(file, ".jsonl") + ".html"
	assert.Equal(t, page+": the replay page of "+file+" (games: 2)\n", out)
	b, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.Equal(t, 2, strings.Count(string(b), `class="game-link"`))

	one := filepath.Join(t.TempDir(), "one.html")
	code, out, errOut = runReal(t, "replay", "-html", "-game", "1", "-o", one, file)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, one+": the replay page of "+file+" (games: 1)\n", out)
	b, err = os.ReadFile(one)
	require.NoError(t, err)
	assert.Contains(t, string(b), "bao game 1, seed 11")
	assert.NotContains(t, string(b), "bao game 0")
}

func TestReplayHTMLErrors(t *testing.T) {
	file := baoRecords(t)
	code, _, errOut := runReal(t, "replay", file, "-o", "x.html")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "-o names the page of -html")
	code, _, errOut = runReal(t, "replay", file, "-html", "-game", "7")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "has no game 7 (games: 0 1)")
	code, _, errOut = runReal(t, "replay", file, "-html", "-o", file)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "would overwrite the record")
	_, err := os.Stat(strings.TrimSuffix(file, ".jsonl") + ".html")
	assert.True(t, os.IsNotExist(err), "no page written after an error")
}
