package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMatchReport(t *testing.T) {
	page := filepath.Join(t.TempDir(), "m.html")
	code, out, errOut := run(t, "", "match", "sum", "-n", "4", "-q", "-report", page, "ref:greedy", "ref:random")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "report: "+page+"\n")
	b, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.Equal(t, 2, strings.Count(string(b), `<circle class="point"`), "one Elo point per pair")
	assert.Contains(t, string(b), "<td>ref:greedy</td>")
}

func TestSolveReport(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "p.sh")
	require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\nread b\necho 1\necho 1 2\n"), 0o755))
	page := filepath.Join(dir, "s.html")
	code, out, errOut := run(t, "", "solve", "pick", "-time", "10s", "-report", page, p)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "report: "+page+"\n")
	b, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.Equal(t, 2, strings.Count(string(b), `<svg class="plot" id="board-`), "a plot per board")
	assert.Equal(t, 4, strings.Count(string(b), `<circle class="point"`), "a point per line of each board")

	code, _, errOut = run(t, "", "solve", "pick", "-time", "10s", "-max", "1", "-report", filepath.Join(dir, "no", "s.html"), p)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "no such file or directory")
}
