package bundle_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	amazesjudge "botcup/amazes/judge"
	"botcup/arena"
	baojudge "botcup/bao/judge"
	"botcup/bundle"
	inversjudge "botcup/invers/judge"
	morejudge "botcup/more/judge"
	samegamejudge "botcup/samegame/judge"
)

// equivalentBots are the bots whose bundle must equal their normal build:
// the game, its registration (for the arena game) and the flags that make its
// play repeatable (a fixed search depth instead of the clock).
var equivalentBots = []struct {
	game       string
	reg        arena.Registration
	repeatable []string
}{
	{"amazes", amazesjudge.Registration(), nil},
	{"more", morejudge.Registration(), []string{"-depth", "5"}},
	{"bao", baojudge.Registration(), []string{"-engine", "mcts", "-playouts", "2000"}},
	{"invers", inversjudge.Registration(), []string{"-engine", "ab", "-depth", "4"}},
	// SameGame is single-player: its bench (beam and NMCS with fixed sizes
	// and seed, the best score as each case's move) is its proof.
	{"samegame", samegamejudge.Registration(), nil},
}

// The proof of equivalence for every bot: the bundled program and the normal
// build print the same bench (the same node count and move for every case,
// and the same signature), and play the same moves for the same seed in the
// arena.
func TestBundledBotsEqualTheirNormalBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every bot twice")
	}
	root, err := bundle.ModuleRoot(".")
	require.NoError(t, err)
	for _, bot := range equivalentBots {
		t.Run(bot.game, func(t *testing.T) {
			target := bundle.Resolve(bot.game, map[string]string{bot.game: bot.reg.Bot})
			bins, err := bundle.BuildBinaries(bundle.Config{Package: target.Package, Dir: root, Bot: target.Bot}, t.TempDir())
			require.NoError(t, err)

			normal, bundled := benchOf(t, bins.Program), benchOf(t, bins.Bundled)
			require.NotEmpty(t, normal)
			assert.Equal(t, normal, bundled, "bench of the bundle differs from the normal build")
			assert.True(t, strings.HasPrefix(normal[len(normal)-1], "Bench: "), normal[len(normal)-1])

			if bot.reg.NewJudge == nil {
				return
			}
			judge, err := bot.reg.NewJudge(nil)
			require.NoError(t, err)
			const seed = 7
			want := selfPlay(t, judge, seed, bins.Program, bot.repeatable)
			got := selfPlay(t, judge, seed, bins.Bundled, bot.repeatable)
			require.NotEmpty(t, want.Moves)
			assert.Equal(t, lines(want), lines(got), "the bundle plays other moves")
			assert.Equal(t, want.Scores, got.Scores)
		})
	}
}

// benchOf runs the program's -bench and keeps of each line what must not
// change: a case's name, nodes and move, and the signature (times dropped).
func benchOf(t *testing.T, program string) []string {
	out, err := exec.Command(program, "-bench").Output()
	require.NoError(t, err, "%s -bench", filepath.Base(program))
	var kept []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "Bench:":
			kept = append(kept, f[0]+" "+f[1])
		case len(f) >= 3:
			kept = append(kept, strings.Join(f[:3], " "))
		}
	}
	return kept
}

// selfPlay plays one arena game of the program against itself and checks
// that nobody faulted.
func selfPlay(t *testing.T, j arena.Judge, seed uint64, program string, args []string) arena.Record {
	argv := append([]string{program}, args...)
	rec, err := arena.PlayGame(context.Background(), j, seed, [2]arena.Entrant{{Name: "first", Argv: argv}, {Name: "second", Argv: argv}}, arena.GameOptions{})
	require.NoError(t, err)
	require.Empty(t, rec.Faults, "%s faulted", filepath.Base(program))
	return rec
}

func lines(r arena.Record) []string {
	out := make([]string, len(r.Moves))
	for i, m := range r.Moves {
		out[i] = m.Line
	}
	return out
}
