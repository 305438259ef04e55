package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMatchOpeningsFlags(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("3 3\n# fine so far\n3 9\n"), 0o644))
	code, _, errOut := run(t, "", "match", "sum", "-n", "2", "-openings", bad, "ref:greedy", "ref:random")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, bad+`:3: opening suite: move 2 "9": say 1, 2 or 3`)

	code, _, errOut = run(t, "", "match", "sum", "-n", "2", "-opening-order", "alphabetical", "ref:greedy", "ref:random")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `-opening-order must be sequential or random, not "alphabetical"`)

	// Greedy says 3, which the line "1" is not: it strays in both games;
	// reference players are not given lines, and the arena says so.
	good := filepath.Join(dir, "good.txt")
	require.NoError(t, os.WriteFile(good, []byte("1\n"), 0o644))
	code, out, errOut := run(t, "", "match", "sum", "-n", "2", "-q", "-openings", good, "ref:greedy", "ref:greedy")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, `player "ref:greedy" has no {opening} in its command line`)
	assert.Contains(t, errOut, "openings "+good+": 1 lines, sequential order")
	assert.Regexp(t, `strayed\n.*ref:greedy .* 1\n.*ref:greedy#2 .* 1\n`, out)
}
