package bundle

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestResolve(t *testing.T) {
	tests := []struct {
		arg  string
		want Target
	}{
		{"more", Target{Bot: "more", Package: "./more/cmd/more", Output: "dist/more.go"}},
		{"samegame", Target{Bot: "samegame", Package: "./samegame/cmd/samegame", Output: "dist/samegame.go"}},
		{"./bao/cmd/bao", Target{Bot: "bao", Package: "./bao/cmd/bao", Output: "dist/bao.go"}},
		{"botcup/invers/cmd/invers2/", Target{Bot: "invers2", Package: "botcup/invers/cmd/invers2/", Output: "dist/invers2.go"}},
		{"chess", Target{Bot: "chess", Package: "chess", Output: "dist/chess.go"}},
	}
	for _, tt := range tests {
		t.Run(tt.arg, func(t *testing.T) {
			bots := map[string]string{"more": "./more/cmd/more", "samegame": "./samegame/cmd/samegame", "chess": ""}
			assert.Equal(t, tt.want, Resolve(tt.arg, bots))
		})
	}
}

func TestModuleRoot(t *testing.T) {
	fixture, err := filepath.Abs(filepath.Join("testdata", "fixture"))
	require.NoError(t, err)
	got, err := ModuleRoot(filepath.Join(fixture, "ds"))
	require.NoError(t, err)
	assert.Equal(t, fixture, got)

	got, err = ModuleRoot(".")
	require.NoError(t, err)
	assert.Equal(t, filepath.Dir(mustAbs(t, ".")), got, "botcup's root above bundle/")

	_, err = ModuleRoot(t.TempDir())
	assert.ErrorIs(t, err, ErrNoModule)
}

func mustAbs(t *testing.T, p string) string {
	t.Helper()
	abs, err := filepath.Abs(p)
	require.NoError(t, err)
	return abs
}

func TestGitCommit(t *testing.T) {
	assert.Equal(t, "unknown", GitCommit(t.TempDir()), "not a repository")

	dir := t.TempDir()
	git := func(args ...string) {
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@t"}, args...)...)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
	}
	git("init", "-q")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.txt"), []byte("a\n"), 0o644))
	git("add", "a.txt")
	git("commit", "-q", "-m", "a")
	clean := GitCommit(dir)
	assert.Regexp(t, regexp.MustCompile(`^[0-9a-f]{12}$`), clean)

	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.txt"), []byte("b\n"), 0o644))
	assert.Equal(t, clean+"-dirty", GitCommit(dir))
}
