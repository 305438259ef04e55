package house

import (
	"os/exec"
	"slices"
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

// arenaRooms are, for each room of the arena and of the game contract,
// the only packages of the module it may import: containment and
// statistics nothing, the arena itself those two, the contract and search
// (not the bot framework search/duel, and no game), tuning the arena's
// rooms, the contract, search and the bots' parameters; the contract
// (game) search and game/draw (what a Registration draws), its turn
// helpers the contract, search and the bot framework.
var arenaRooms = map[string][]string{
	"botcup/arena/proc":  nil,
	"botcup/arena/stats": nil,
	"botcup/arena":       {"botcup/arena/proc", "botcup/arena/stats", "botcup/game", "botcup/search"},
	"botcup/arena/tune":  {"botcup/arena", "botcup/arena/proc", "botcup/arena/stats", "botcup/game", "botcup/search", "botcup/search/botflag"},
	"botcup/game":        {"botcup/game/draw", "botcup/search"},
	"botcup/game/turn":   {"botcup/game", "botcup/search", "botcup/search/duel"},
}

// isKit reports whether p is a test kit of the module: a package whose name
// ends in "test" (searchtest, clocktest, arenatest, toytest, replaytest).
func isKit(p string) bool {
	return strings.HasPrefix(p, "botcup/") && strings.HasSuffix(p, "test")
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
	require.NotEmpty(t, games, "no folder with a judge package found")
	return games
}

// TestLayers checks the import rules of docs/design.md: search imports no
// game, a game imports the contract (game) and not the arena, arena and
// the contract import no game, arena nothing of the queue (NATS), the queue,
// bench, bundle and replay import no game, a game's view does not import
// a judge, game/draw imports nothing of the module, each room of the
// arena only what arenaRooms allows it, and test kits stay out of
// non-test code.
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
	got := imports(t, false, "botcup/...")
	for room := range arenaRooms {
		assert.Contains(t, got, room, "a room of the arena is gone: update arenaRooms and docs/design.md")
	}
	for pkg, imps := range got {
		allowed, isRoom := arenaRooms[pkg]
		for _, imp := range imps {
			switch {
			case isRoom && strings.HasPrefix(imp, "botcup/") && !slices.Contains(allowed, imp):
				assert.Fail(t, "an arena room imports what it may not", "%s imports %s (allowed: %v)", pkg, imp, allowed)
			case isKit(imp) && !isKit(pkg) && !strings.HasPrefix(pkg, "botcup/tools/"):
				assert.Fail(t, "a test kit in non-test code (but another kit or a measurement program of tools/)", "%s imports %s", pkg, imp)
			case strings.HasPrefix(pkg, "botcup/search") && isGame(imp):
				assert.Fail(t, "search imports a game", "%s imports %s", pkg, imp)
			case (strings.HasPrefix(pkg, "botcup/arena") || strings.HasPrefix(pkg, "botcup/game")) && isGame(imp):
				assert.Fail(t, "arena imports a game", "%s imports %s", pkg, imp)
			case isGame(pkg) && (imp == "botcup/arena" || strings.HasPrefix(imp, "botcup/arena/")):
				assert.Fail(t, "a game imports the arena (a game imports the contract, botcup/game)", "%s imports %s", pkg, imp)
			case strings.HasPrefix(pkg, "botcup/arena") && (imp == "botcup/queue" || strings.HasPrefix(imp, "github.com/nats-io/")):
				assert.Fail(t, "arena knows nothing of the queue", "%s imports %s", pkg, imp)
			case (pkg == "botcup/queue" || pkg == "botcup/bench" || pkg == "botcup/bundle" || strings.HasPrefix(pkg, "botcup/replay")) && isGame(imp):
				assert.Fail(t, "a generic room imports a game", "%s imports %s", pkg, imp)
			case strings.HasSuffix(pkg, "/view") && isGame(pkg) && strings.HasSuffix(imp, "/judge"):
				assert.Fail(t, "a game's view imports a judge (the judge imports the view)", "%s imports %s", pkg, imp)
			case pkg == "botcup/game/draw" && strings.HasPrefix(imp, "botcup/"):
				assert.Fail(t, "game/draw imports the module", "%s imports %s", pkg, imp)
			case strings.HasPrefix(pkg, "botcup/search") && strings.HasPrefix(imp, "botcup/") && !strings.HasPrefix(imp, "botcup/search"):
				assert.Fail(t, "search imports the module", "%s imports %s", pkg, imp)
			}
		}
	}
}

// TestBotsImportOnlySearchAndTheirGame checks each bot's whole import graph:
// the standard library, its game, search (with its bot packages duel and
// botflag, as the bot needs them) and x/exp/constraints, which the bundle
// inlines.
func TestBotsImportOnlySearchAndTheirGame(t *testing.T) {
	allowed := map[string]bool{"botcup/search": true, "botcup/search/duel": true, "botcup/search/botflag": true,
		"golang.org/x/exp/constraints": true}
	for _, g := range gameNames(t) {
		bot := "botcup/" + g + "/cmd/" + g
		var outside []string
		for p := range imports(t, true, bot) {
			isNonStd := strings.Contains(strings.SplitN(p, "/", 2)[0], ".") || strings.HasPrefix(p, "botcup")
			if isNonStd && p != bot && p != "botcup/"+g && !allowed[p] {
				outside = append(outside, p)
			}
		}
		assert.Empty(t, outside, g)
	}
}
