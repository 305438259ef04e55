package main

import (
	"bytes"
	"fmt"
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
// jury's random moves, a pair of a match between a and b (b first in the
// second game).
func baoRecords(t *testing.T) string {
	t.Helper()
	return juryRecords(t, "bao")
}

// juryRecords writes a record file of two short games of game (6 plies)
// played by the jury's moves, a pair of a match between a and b.
func juryRecords(t *testing.T, game string) string {
	t.Helper()
	g, err := (&cli{games: registrations()}).game(game)
	require.NoError(t, err)
	j, err := g.NewJudge(nil)
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), game+".jsonl")
	rf, _, _, err := arena.OpenRecordFile(file)
	require.NoError(t, err)
	defer rf.Close()
	for i := 0; i < 2; i++ {
		play := j.NewGame(uint64(10 + i))
		rec := arena.Record{Game: game, Index: i, Seed: uint64(10 + i), Setup: play.Setup(), Players: [2]string{"a", "b"}}
		if i == 1 {
			rec.Players = [2]string{"b", "a"}
		}
		for ply := 0; ply < 6; ply++ {
			p, _ := play.Next()
			line := play.Fallback(p)
			require.NoError(t, play.Play(p, line))
			rec.Moves = append(rec.Moves, arena.Move{Player: p, Line: line, Time: 0.5})
		}
		rec.Scores = play.Scores()
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
	// The list shows each game's scores from a's side, a named first
	// player: in game 1 a sat second.
	recs, _, err := arena.LoadRecords(file)
	require.NoError(t, err)
	require.NotEqual(t, recs[1].Scores[0], recs[1].Scores[1], "the seat order shows")
	assert.Contains(t, string(b), "<p id=\"games-note\">scores of a, then its opponent&#39;s</p>")
	assert.Contains(t, string(b), fmt.Sprintf(">game 1: %g - %g</button>", recs[1].Scores[1], recs[1].Scores[0]))
	assert.Contains(t, string(b), fmt.Sprintf(">game 0: %g - %g</button>", recs[0].Scores[0], recs[0].Scores[1]))
	assert.Contains(t, string(b), `"players":["b (White)","a (Black)"]`, "each player's colour")

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

// The text replay names each player's colour, explains More's wall
// symbols once, and gives the final scores once.
func TestReplayTextColoursAndLegend(t *testing.T) {
	file := juryRecords(t, "more")
	code, out, errOut := runReal(t, "replay", file, "-game", "1")
	require.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasPrefix(out, "more game 1, seed 11: b (White, first) vs a (Black)\n"), out)
	assert.Contains(t, out, "\nlegend: W, B: White's and Black's stones; walls: | single and # double east of a square, - single and = double south of it")
	assert.Equal(t, 1, strings.Count(out, "legend:"))
	assert.Regexp(t, `\nfinal scores: b \d+, a \d+; thinking time 0\.00s, 0\.00s\n$`, out)
	assert.NotContains(t, out, "contest scores")
}
