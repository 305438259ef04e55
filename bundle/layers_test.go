package bundle

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// imports lists, for every package of the module, the module's packages
// (and other non-standard ones) it imports directly, or with deps all it
// depends on.
func imports(t *testing.T, deps bool, pkgs ...string) map[string][]string {
	t.Helper()
	args := []string{"list", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}"}
	if deps {
		args = []string{"list", "-deps", "-f", "{{.ImportPath}}"}
	}
	out, err := exec.Command("go", append(args, pkgs...)...).Output()
	require.NoError(t, err)
	got := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		var nonStd []string
		for _, p := range f[1:] {
			if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") || strings.HasPrefix(p, "botcup") {
				nonStd = append(nonStd, p)
			}
		}
		got[f[0]] = nonStd
	}
	return got
}

// gameNames are the module's games: the folders with a judge package
// (<game>/judge), as a new game brings one.
func gameNames(t *testing.T) []string {
	var games []string
	for pkg := range imports(t, false, "botcup/...") {
		if g, ok := strings.CutSuffix(strings.TrimPrefix(pkg, "botcup/"), "/judge"); ok && !strings.Contains(g, "/") {
			games = append(games, g)
		}
	}
	require.Contains(t, games, "more", "the games found: %v", games)
	return games
}

// TestLayers checks the import rules of docs/design.md: search imports no
// game, arena imports no game and nothing of the queue (NATS), the queue,
// bench, bundle and replay import no game, a game's view does not import
// a judge, replay/draw imports nothing of the module, and test kits stay
// out of non-test code.
func TestLayers(t *testing.T) {
	games := gameNames(t)
	isGame := func(p string) bool {
		for _, g := range games {
			if p == "botcup/"+g || strings.HasPrefix(p, "botcup/"+g+"/") {
				return true
			}
		}
		return false
	}
	for pkg, imps := range imports(t, false, "botcup/...") {
		for _, imp := range imps {
			switch {
			case strings.HasSuffix(imp, "test") && (strings.HasSuffix(imp, "/searchtest") || strings.HasSuffix(imp, "/arenatest")):
				assert.Fail(t, "a test kit in non-test code", "%s imports %s", pkg, imp)
			case strings.HasPrefix(pkg, "botcup/search") && isGame(imp):
				assert.Fail(t, "search imports a game", "%s imports %s", pkg, imp)
			case strings.HasPrefix(pkg, "botcup/arena") && isGame(imp):
				assert.Fail(t, "arena imports a game", "%s imports %s", pkg, imp)
			case strings.HasPrefix(pkg, "botcup/arena") && (imp == "botcup/queue" || strings.HasPrefix(imp, "github.com/nats-io/")):
				assert.Fail(t, "arena knows nothing of the queue", "%s imports %s", pkg, imp)
			case (pkg == "botcup/queue" || pkg == "botcup/bench" || pkg == "botcup/bundle" || strings.HasPrefix(pkg, "botcup/replay")) && isGame(imp):
				assert.Fail(t, "a generic room imports a game", "%s imports %s", pkg, imp)
			case strings.HasSuffix(pkg, "/view") && isGame(pkg) && strings.HasSuffix(imp, "/judge"):
				assert.Fail(t, "a game's view imports a judge (the judge imports the view)", "%s imports %s", pkg, imp)
			case pkg == "botcup/replay/draw" && strings.HasPrefix(imp, "botcup/"):
				assert.Fail(t, "replay/draw imports the module", "%s imports %s", pkg, imp)
			case strings.HasPrefix(pkg, "botcup/search") && strings.HasPrefix(imp, "botcup/") && !strings.HasPrefix(imp, "botcup/search"):
				assert.Fail(t, "search imports the module", "%s imports %s", pkg, imp)
			}
		}
	}
}

// TestBotsImportOnlySearchAndTheirGame checks each bot's whole import graph:
// the standard library, its game, search and x/exp/constraints, which the
// bundle inlines.
func TestBotsImportOnlySearchAndTheirGame(t *testing.T) {
	for _, g := range gameNames(t) {
		bot := "botcup/" + g + "/cmd/" + g
		var nonStd []string
		for p := range imports(t, true, bot) {
			if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") || strings.HasPrefix(p, "botcup") {
				nonStd = append(nonStd, p)
			}
		}
		assert.ElementsMatch(t, []string{bot, "botcup/" + g, "botcup/search", "golang.org/x/exp/constraints"}, nonStd, g)
	}
}
