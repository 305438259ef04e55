package house

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `make bench` fails when the benchmarks fail or their package is missing,
// and its output file still holds what go test said; it passes when they do.
func TestMakeBenchFailsWithTheBenchmarks(t *testing.T) {
	for _, pkg := range []string{"./house/testdata/failing/", "./nonexistent/"} {
		out := filepath.Join(t.TempDir(), "bench.txt")
		cmd := exec.Command("make", "-s", "-C", "..", "bench", "BENCHPKG="+pkg, "BENCHCOUNT=1", "BENCHTIME=1x", "BENCHOUT="+out)
		got, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, "make bench BENCHPKG=%s succeeded:\n%s", pkg, got)
		assert.NotEqual(t, 0, exit.ExitCode(), pkg)
		assert.Contains(t, string(got), "bench: go test failed", pkg)
		saved, err := os.ReadFile(out)
		require.NoError(t, err)
		assert.Contains(t, string(saved), "FAIL", pkg)
	}
	out := filepath.Join(t.TempDir(), "bench.txt")
	cmd := exec.Command("make", "-s", "-C", "..", "bench", "BENCHPKG=./house/testdata/passing/", "BENCHCOUNT=1", "BENCHTIME=1x", "BENCHOUT="+out)
	got, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", got)
	saved, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(saved), "BenchmarkPasses")
}
