package main

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/bundle"
	"botcup/game"
)

// The proof of equivalence for every registered bot: the bundled program
// and the normal build print the same bench (the same node count and move
// for every case, and the same signature), and, for a two-player game
// whose registration names its repeatable flags, play the same moves for
// the same seed in the arena.
func TestBundledBotsEqualTheirNormalBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every bot twice")
	}
	root, err := bundle.ModuleRoot(".")
	require.NoError(t, err)
	for _, reg := range registrations() {
		if reg.Bot == "" {
			continue
		}
		t.Run(reg.Name, func(t *testing.T) {
			target := bundle.Resolve(reg.Name, map[string]string{reg.Name: reg.Bot})
			bins, err := bundle.BuildBinaries(bundle.Config{Package: target.Package, Dir: root, Bot: target.Bot}, t.TempDir())
			require.NoError(t, err)

			normal, bundled := benchOf(t, bins.Program), benchOf(t, bins.Bundled)
			require.NotEmpty(t, normal)
			assert.Equal(t, normal, bundled, "bench of the bundle differs from the normal build")
			assert.True(t, strings.HasPrefix(normal[len(normal)-1], "Bench: "), normal[len(normal)-1])

			if reg.NewJudge == nil || reg.Repeatable == nil {
				return
			}
			judge, err := reg.NewJudge(nil)
			require.NoError(t, err)
			const seed = 7
			want := selfPlay(t, judge, seed, bins.Program, reg.Repeatable)
			got := selfPlay(t, judge, seed, bins.Bundled, reg.Repeatable)
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
func selfPlay(t *testing.T, j game.Judge, seed uint64, program string, args []string) arena.Record {
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
