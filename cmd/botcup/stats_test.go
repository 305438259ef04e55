package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStatsOfRecordFiles(t *testing.T) {
	dir := t.TempDir()
	// Two files of one match: A beats B twice on seed 5 (a pair across
	// the files), then draws the same game twice on seed 6; the second
	// file's last line is cut off.
	one := filepath.Join(dir, "one.jsonl")
	two := filepath.Join(dir, "two.jsonl")
	require.NoError(t, os.WriteFile(one, []byte(
		`{"game":"sum","index":0,"seed":5,"setup":"s","players":["A","B"],"moves":[{"p":0,"m":"3"},{"p":1,"m":"2"}],"contest":[3,2],"scores":[3,2]}`+"\n"+
			`{"kind":"game","version":1,"game":"sum","index":2,"seed":6,"setup":"s","players":["A","B"],"moves":[{"p":0,"m":"1"},{"p":1,"m":"1"}],"contest":[1,1],"scores":[1,1]}`+"\n"), 0o644))
	require.NoError(t, os.WriteFile(two, []byte(
		`{"game":"sum","index":1,"seed":5,"setup":"s","players":["B","A"],"moves":[{"p":0,"m":"2"},{"p":1,"m":"3"}],"contest":[2,3],"scores":[2,3]}`+"\n"+
			`{"kind":"game","version":1,"game":"sum","index":3,"seed":6,"setup":"s","players":["B","A"],"moves":[{"p":0,"m":"1"},{"p":1,"m":"1"}],"contest":[1,1],"scores":[1,1]}`+"\n"+
			`{"kind":"game","game":"sum","ind`), 0o644))
	code, out, errOut := run(t, "", "stats", one, two)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, two+": line 3 (byte 304) is cut off or broken and was ignored")
	assert.Contains(t, out, "sum: 4 games, 3 distinct, 2.0 moves on average\n")
	assert.Regexp(t, `\n +A +4 +2\.00 +2 +2 +0 .*\n +B +4 +1\.50 +0 +2 +2 `, out)
	assert.Contains(t, out, "pairs for A (0, 1/2, 1, 3/2, 2 points): 0 0 1 0 1 (pairs: 2)\n")
	assert.Contains(t, out, "faults: crash 0, closed 0, timeout 0, illegal 0, output 0, early 0\n")
	assert.Contains(t, out, "first mover: 1 wins, 2 draws, 1 losses\n")
	assert.Contains(t, out, "score margins (first mover's score - second's: games): -1:1 +0:2 +1:1\n")

	code, _, errOut = run(t, "", "stats")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "usage: botcup stats FILE...")
	code, _, errOut = run(t, "", "stats", filepath.Join(dir, "none.jsonl"))
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "no such file")
}

// Records of different games are summed up apart, never together.
func TestStatsSeparatesGames(t *testing.T) {
	dir := t.TempDir()
	sum := filepath.Join(dir, "sum.jsonl")
	other := filepath.Join(dir, "other.jsonl")
	require.NoError(t, os.WriteFile(sum, []byte(
		`{"kind":"game","version":1,"game":"sum","index":0,"seed":5,"setup":"s","players":["A","B"],"moves":[{"p":0,"m":"3"},{"p":1,"m":"2"}],"contest":[3,2],"scores":[3,2]}`+"\n"+
			`{"kind":"game","version":1,"game":"sum","index":1,"seed":5,"setup":"s","players":["B","A"],"moves":[{"p":0,"m":"2"},{"p":1,"m":"3"}],"contest":[2,3],"scores":[2,3]}`+"\n"), 0o644))
	require.NoError(t, os.WriteFile(other, []byte(
		`{"kind":"game","version":1,"game":"other","index":0,"seed":5,"setup":"s","players":["A","B"],"moves":[{"p":0,"m":"1"}],"contest":[0,5],"scores":[0,5]}`+"\n"+
			`{"kind":"solve","version":1,"game":"pick","board_text":"5","player":"P","time_s":1,"board":0,"score":4,"scores":{"contest":4},"moves":1,"fault":"","lines":1,"last_s":0.1,"solution":"4"}`+"\n"), 0o644))
	code, out, errOut := run(t, "", "stats", sum, other)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "records of 3 games (sum, other, pick), each summed up on its own\n")
	assert.Contains(t, out, "sum: 2 games, 2 distinct, 2.0 moves on average\n")
	assert.Contains(t, out, "pairs for A (0, 1/2, 1, 3/2, 2 points): 0 0 0 0 1 (pairs: 1)\n")
	assert.Contains(t, out, "other: 1 games, 1 distinct, 1.0 moves on average\n")
	assert.Regexp(t, `\n +A +1 +0\.00 +0 +0 +1 `, out, "other's A lost its one game: not added to its two sum wins")
	assert.Contains(t, out, "Elo A - B: n/a (no complete pair)\n")
	assert.Contains(t, out, "pick: 1 boards solved, 1 distinct solutions\n")
}
