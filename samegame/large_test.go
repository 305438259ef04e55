package samegame

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

var updateLarge = flag.Bool("update-large", false, "rewrite testdata/large.txt from largeSuite")

// largeSuite is the large-board suite of testdata/large.txt, one board per
// entry, each drawn by Generate from its own seed: random boards of 50x50,
// 100x100 and 256x256 with 3, 5, 10 and 255 colours, and three pictures.
var largeSuite = []struct {
	name string
	seed uint64
	opts GenOptions
}{
	{"50x50 c3", 1, GenOptions{Columns: 50, Rows: 50, Colours: 3}},
	{"50x50 c10", 2, GenOptions{Columns: 50, Rows: 50, Colours: 10}},
	{"100x100 c3", 3, GenOptions{Columns: 100, Rows: 100, Colours: 3}},
	{"100x100 c5", 4, GenOptions{Columns: 100, Rows: 100, Colours: 5}},
	{"100x100 c255", 5, GenOptions{Columns: 100, Rows: 100, Colours: 255}},
	{"256x256 c3", 6, GenOptions{Columns: 256, Rows: 256, Colours: 3}},
	{"256x256 c5", 7, GenOptions{Columns: 256, Rows: 256, Colours: 5}},
	{"256x256 c10", 8, GenOptions{Columns: 256, Rows: 256, Colours: 10}},
	{"256x256 c255", 9, GenOptions{Columns: 256, Rows: 256, Colours: 255}},
	{"100x100 areas c6 noise 10", 10, GenOptions{Columns: 100, Rows: 100, Colours: 6, Pattern: Areas, Noise: 10}},
	{"256x256 stripes c5 noise 20", 11, GenOptions{Columns: 256, Rows: 256, Colours: 5, Pattern: Stripes, Noise: 20}},
	{"256x256 gradient c8 noise 10", 12, GenOptions{Columns: 256, Rows: 256, Colours: 8, Pattern: Gradient, Noise: 10}},
}

// largeText is the content of testdata/large.txt: a comment naming each
// board in order, then one board a line.
func largeText(t *testing.T) string {
	var sb strings.Builder
	sb.WriteString("# The large-board suite (see README.md); regenerate: go test ./samegame/ -run TestLargeSuite -update-large\n")
	for k, b := range largeSuite {
		fmt.Fprintf(&sb, "# board %d: %s\n", k, b.name)
	}
	for _, b := range largeSuite {
		rows, err := Generate(b.opts, search.NewRng(b.seed))
		require.NoError(t, err, b.name)
		sb.WriteString(FormatBoard(rows))
		sb.WriteString("\n")
	}
	return sb.String()
}

// testdata/large.txt is what largeSuite generates, and every board of it
// parses to its size.
func TestLargeSuite(t *testing.T) {
	want := largeText(t)
	path := filepath.Join(dataDir, "large.txt")
	if *updateLarge {
		require.NoError(t, os.WriteFile(path, []byte(want), 0o644))
	}
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, string(raw) == want, "testdata/large.txt differs from largeSuite; rerun with -update-large")
	lines := dataLines(t, "large.txt")
	require.Len(t, lines, len(largeSuite))
	for k, l := range lines {
		rows, err := ParseBoard(l)
		require.NoError(t, err, largeSuite[k].name)
		require.Len(t, rows, largeSuite[k].opts.Rows, largeSuite[k].name)
		assert.Len(t, rows[0], largeSuite[k].opts.Columns, largeSuite[k].name)
	}
}
