package bundle

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Loop variables that outlive an iteration keep their go 1.22 meaning in a
// bundle built under go 1.21: each gets a copy per iteration.
func TestLoopVariablesKeepTheirMeaningUnderGo121(t *testing.T) {
	t.Parallel()
	dir := writeModule(t, map[string]string{"go.mod": goModM, "main.go": `package main

import "fmt"

type cell struct{ n int }

func main() {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i * 10 })
	}
	var ps []*int
	for _, c := range []cell{{1}, {2}} {
		ps = append(ps, &c.n)
	}
	for k, v := range map[string]int{"a": 5} {
		fs = append(fs, func() int { return len(k) + v })
	}
	for _, f := range fs {
		fmt.Print(f(), " ")
	}
	fmt.Println(*ps[0], *ps[1])
}
`})
	bins, err := BuildBinaries(Config{Package: ".", Dir: dir, SkipVerify: true}, t.TempDir())
	require.NoError(t, err)
	assert.Equal(t, "0 10 20 6 1 2\n", run(t, bins.Program))
	assert.Equal(t, "0 10 20 6 1 2\n", run(t, bins.Bundled))
	text := string(bins.Result.Source)
	for _, s := range []string{
		"for i := 0; i < 3; i++ {\n\t\ti := i // a copy per iteration, as since go 1.22\n",
		"for _, c := range []cell{{1}, {2}} {\n\t\tc := c // a copy per iteration, as since go 1.22\n",
		"for k, v := range map[string]int{\"a\": 5} {\n\t\tk, v := k, v // a copy per iteration, as since go 1.22\n",
		"for _, f := range fs {\n\t\tfmt.Print(",
	} {
		assert.True(t, strings.Contains(text, s), "missing %q", s)
	}
}
