package scaffold

import (
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckName(t *testing.T) {
	for _, name := range []string{"mygame", "c4", "x"} {
		assert.NoError(t, CheckName(name), name)
	}
	for _, name := range []string{"", "Mygame", "my_game", "my-game", "4c", "zwölf", "func", "type", "main", "testdata", "dist", "view", "arena", "game", "turn", "strings"} {
		assert.ErrorIs(t, CheckName(name), ErrBadName, name)
	}
}

// The skeleton's files: the same folders and names as the other games'
// for the same roles, each a template for every name.
func TestFiles(t *testing.T) {
	files, err := Files("c4")
	require.NoError(t, err)
	var paths []string
	for _, f := range files {
		paths = append(paths, f.Path)
		assert.NotContains(t, string(f.Text), placeholder, f.Path)
		assert.NotContains(t, string(f.Text), titlePlaceholder, f.Path)
	}
	assert.Equal(t, []string{
		"c4/bench.go", "c4/bot.go", "c4/bot_test.go", "c4/cmd/c4/help_test.go", "c4/cmd/c4/main.go",
		"c4/doc.go", "c4/engine.go", "c4/eval.go",
		"c4/judge/doc.go", "c4/judge/judge.go", "c4/judge/judge_test.go", "c4/judge/kit_test.go", "c4/judge/registration.go",
		"c4/notation.go", "c4/perft.go", "c4/score.go", "c4/state.go", "c4/state_test.go",
		"c4/view/view.css", "c4/view/view.go", "c4/zobrist.go",
	}, paths)
	_, err = Files("C4")
	assert.ErrorIs(t, err, ErrBadName)
}

// reserved covers every package the skeleton imports: a game of that name
// would hide it.
func TestReservedCoversTheSkeletonsImports(t *testing.T) {
	files, err := Files("x")
	require.NoError(t, err)
	for _, f := range files {
		if path.Ext(f.Path) != ".go" {
			continue
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), f.Path, f.Text, parser.ImportsOnly)
		require.NoError(t, err, f.Path)
		for _, imp := range parsed.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p == "botcup/x" || strings.HasPrefix(p, "botcup/x/") {
				continue
			}
			assert.True(t, reserved[path.Base(p)], "%s imports %s", f.Path, p)
		}
	}
}

const registry = `package main

import (
	amazesjudge "botcup/amazes/judge"
	baojudge "botcup/bao/judge"
	"botcup/game"
	morejudge "botcup/more/judge"
)

// registrations lists the games.
func registrations() []game.Registration {
	return []game.Registration{
		amazesjudge.Registration(),
		baojudge.Registration(),
		morejudge.Registration(),
	}
}
`

func TestRegisterAddsTheLineInOrder(t *testing.T) {
	for _, tt := range []struct{ name, imports, list string }{
		{"aaa", "\taaajudge \"botcup/aaa/judge\"\n\tamazesjudge", "\t\taaajudge.Registration(),\n\t\tamazesjudge"},
		{"c4", "\tbaojudge \"botcup/bao/judge\"\n\tc4judge \"botcup/c4/judge\"\n\t\"botcup/game\"", "\t\tbaojudge.Registration(),\n\t\tc4judge.Registration(),\n\t\tmorejudge"},
		{"zeta", "\tmorejudge \"botcup/more/judge\"\n\tzetajudge \"botcup/zeta/judge\"\n)", "\t\tmorejudge.Registration(),\n\t\tzetajudge.Registration(),\n\t}"},
	} {
		out, err := Register([]byte(registry), tt.name)
		require.NoError(t, err)
		assert.Contains(t, string(out), tt.imports, tt.name)
		assert.Contains(t, string(out), tt.list, tt.name)
		// Nothing else changes.
		rest := strings.Replace(string(out), "\t"+tt.name+"judge \"botcup/"+tt.name+"/judge\"\n", "", 1)
		rest = strings.Replace(rest, "\t\t"+tt.name+"judge.Registration(),\n", "", 1)
		assert.Equal(t, registry, rest, tt.name)
	}
}

func TestRegisterRefuses(t *testing.T) {
	_, err := Register([]byte(registry), "bao")
	assert.ErrorIs(t, err, ErrExists)
	_, err = Register([]byte("package main\n\nimport \"botcup/game\"\n\nvar games []game.Registration\n"), "c4")
	assert.ErrorIs(t, err, ErrNoRegistry)
	_, err = Register([]byte("package main\n\nfunc registrations( {"), "c4")
	assert.Error(t, err)
}

// module makes a module root with go.mod and the registry.
func module(t *testing.T, gomod string) string {
	root := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(root, "go.mod"), []byte(gomod), 0o644))
	require.NoError(t, os.MkdirAll(filepath.Join(root, "cmd", "botcup"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(root, filepath.FromSlash(RegistryFile)), []byte(registry), 0o644))
	return root
}

func TestModuleRoot(t *testing.T) {
	root := module(t, "// botcup\nmodule botcup\n\ngo 1.26\n")
	dist := filepath.Join(root, "dist", "deeper")
	require.NoError(t, os.MkdirAll(dist, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(root, "dist", "go.mod"), []byte("module dist\n"), 0o644))
	got, err := ModuleRoot(dist)
	require.NoError(t, err)
	assert.Equal(t, root, got)
	quoted := module(t, "module \"botcup\" // quoted\n")
	got, err = ModuleRoot(quoted)
	require.NoError(t, err)
	assert.Equal(t, quoted, got)
	other := module(t, "module botcupper\n")
	_, err = ModuleRoot(other)
	assert.ErrorIs(t, err, ErrNoModule)
}

func TestNewWritesTheSkeletonAndTheLine(t *testing.T) {
	root := module(t, "module botcup\n")
	made, err := New(root, "c4")
	require.NoError(t, err)
	assert.Len(t, made.Files, 21)
	assert.Equal(t, RegistryFile, made.Registry)
	main, err := os.ReadFile(filepath.Join(root, "c4", "cmd", "c4", "main.go"))
	require.NoError(t, err)
	assert.Contains(t, string(main), "package main\n")
	assert.Contains(t, string(main), "\"botcup/c4\"")
	listed, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(RegistryFile)))
	require.NoError(t, err)
	assert.Contains(t, string(listed), "\t\tc4judge.Registration(),\n")

	// A second time the folder exists: nothing changes.
	_, err = New(root, "c4")
	assert.ErrorIs(t, err, ErrExists)
	again, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(RegistryFile)))
	require.NoError(t, err)
	assert.Equal(t, listed, again)
}

func TestNewRefusesBeforeWriting(t *testing.T) {
	root := module(t, "module botcup\n")
	require.NoError(t, os.Mkdir(filepath.Join(root, "taken"), 0o755))
	for name, want := range map[string]error{"taken": ErrExists, "bao": ErrExists, "Bad": ErrBadName} {
		_, err := New(root, name)
		assert.ErrorIs(t, err, want, name)
	}
	entries, err := os.ReadDir(root)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	assert.Equal(t, []string{"cmd", "go.mod", "taken"}, names)
	listed, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(RegistryFile)))
	require.NoError(t, err)
	assert.Equal(t, registry, string(listed))
}
