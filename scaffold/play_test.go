package scaffold

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/arenatest"
	"botcup/bundle"
)

// copyModule copies the module's files (tracked, and untracked but not
// ignored: what `git ls-files` lists) from root to a new folder.
func copyModule(t *testing.T, root string) string {
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Skipf("git cannot list the module's files: %v", err)
	}
	dir := t.TempDir()
	for _, p := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		text, err := os.ReadFile(filepath.Join(root, p))
		if os.IsNotExist(err) {
			continue // deleted, not yet staged
		}
		require.NoError(t, err)
		to := filepath.Join(dir, filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(to), 0o755))
		require.NoError(t, os.WriteFile(to, text, 0o644))
	}
	return dir
}

// fill copies the folder from over the game's folder to: the real game's
// files in place of the stub's.
func fill(t *testing.T, from, to string) {
	require.NoError(t, filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(from, p)
		if err != nil {
			return err
		}
		text, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), text, 0o644)
	}))
}

// overlayOf writes the go build -overlay file that lays the files under
// paths (a folder's, or a file) of the copy dir over the module at root.
func overlayOf(t *testing.T, dir, root string, paths ...string) string {
	replace := map[string]string{}
	for _, p := range paths {
		require.NoError(t, filepath.WalkDir(filepath.Join(dir, filepath.FromSlash(p)), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, err := filepath.Rel(dir, p)
			replace[filepath.Join(root, rel)] = p
			return err
		}))
	}
	text, err := json.Marshal(map[string]any{"Replace": replace})
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "overlay.json")
	require.NoError(t, os.WriteFile(path, text, 0o644))
	return path
}

// run runs a command in dir and returns its output; it must succeed.
func run(t *testing.T, dir string, argv ...string) string {
	t.Helper()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-buildvcs=false")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	t.Logf("%s: %.1fs", strings.Join(argv, " "), time.Since(start).Seconds())
	require.NoError(t, err, "%s:\n%s", strings.Join(argv, " "), out.String())
	return out.String()
}

// A game made with New in a copy of the module and filled with a real
// game's rules (Connect-4, testdata/c4: rules, notation, scores, hash,
// evaluation, bench, view and the tests that name the rules) builds with
// botcup, plays an arena match and bundles into one file that builds
// alone: the whole path of a new game.
func TestScaffoldedGamePlaysAndBundles(t *testing.T) {
	if testing.Short() {
		t.Skip("builds botcup and a bot in a copy of the module")
	}
	root, err := ModuleRoot(".")
	require.NoError(t, err)
	dir := copyModule(t, root)
	made, err := New(dir, "c4")
	require.NoError(t, err)
	require.Len(t, made.Files, 21)
	fill(t, filepath.Join("testdata", "c4"), filepath.Join(dir, "c4"))

	// The binaries are built from the module's root with the copy's new
	// and changed files laid over it (go build -overlay): every other
	// package is the root's, as the build cache holds it.
	overlay := overlayOf(t, dir, root, "c4", RegistryFile)
	run(t, root, "go", "build", "-overlay", overlay, "-ldflags=-s -w", "-o", filepath.Join(dir, "bin")+string(filepath.Separator), "./cmd/botcup", "./c4/cmd/c4")
	assert.Contains(t, strings.Fields(run(t, dir, "bin/botcup", "games")), "c4")
	run(t, dir, "bin/botcup", "match", "c4", "-n", "2", "-q", "-o", "c4.jsonl", "bin/c4 -depth 4", "ref:random")
	recs, tail, err := arena.LoadRecords(filepath.Join(dir, "c4.jsonl"))
	require.NoError(t, err)
	require.Nil(t, tail)
	require.Len(t, recs, 2)
	for _, r := range recs {
		assert.Empty(t, r.Faults)
		assert.GreaterOrEqual(t, len(r.Moves), 7, "four in a row takes 7 plies at least")
		assert.False(t, r.Moves[len(r.Moves)-1].Jury)
		bot := 0
		if r.Players[1] == "bin/c4 -depth 4" {
			bot = 1
		}
		assert.Equal(t, [2]string{"bin/c4 -depth 4", "ref:random"}, [2]string{r.Players[bot], r.Players[1-bot]})
		assert.Equal(t, 2.0, r.Scores[bot], "a 4-ply search beats random play: %s", arenatest.MoveText(r))
	}

	out := run(t, dir, "bin/botcup", "bundle", "c4")
	assert.Contains(t, out, "dist/c4.go")
	src, err := os.ReadFile(filepath.Join(dir, "dist", "c4.go"))
	require.NoError(t, err)
	assert.Less(t, len(src), bundle.MaxSize)
	run(t, filepath.Join(dir, "dist"), "go", "build", "-o", "c4-bundle", "c4.go")
	cmd := exec.Command(filepath.Join(dir, "dist", "c4-bundle"), "-depth", "2")
	cmd.Stdin = strings.NewReader("Start\nQuit\n")
	move, err := cmd.Output()
	require.NoError(t, err)
	assert.Equal(t, "4\n", string(move), "the middle column first")
}
