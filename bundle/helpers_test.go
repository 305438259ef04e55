package bundle

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// writeModule writes files (slash paths relative to the module root) into a
// new temporary directory and returns it.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	}
	return dir
}

// goTool runs the go command in dir with GOWORK off and returns its
// combined output, failing the test on error.
func goTool(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOTOOLCHAIN=local")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "go %v in %s:\n%s", args, dir, out)
	return string(out)
}

// run runs the program at path and returns its standard output.
func run(t *testing.T, path string) string {
	t.Helper()
	out, err := exec.Command(path).Output()
	require.NoError(t, err, "running %s", path)
	return string(out)
}
