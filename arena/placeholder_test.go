package arena

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestExpandArgvReplacesTheSeed(t *testing.T) {
	argv := []string{"bin/bao", "-seed", "{seed}", "-tag=x{seed}y"}
	assert.Equal(t, []string{"bin/bao", "-seed", "42", "-tag=x42y"}, ExpandArgv(argv, 42, ""))
	assert.Equal(t, "{seed}", argv[2], "the entrant's own argv is unchanged")
}

func TestExpandArgvPutsTheOpeningIntoOneArgument(t *testing.T) {
	e, err := ParseCommand(`go -line {opening} -v -x={opening}/{seed}`)
	assert.NoError(t, err)
	assert.Equal(t, []string{"go", "-line", "A K C", "-v", "-x=A K C/7"}, ExpandArgv(e.Argv, 7, "A K C"))
	assert.Equal(t, []string{"go", "-line", "", "-v", "-x=/7"}, ExpandArgv(e.Argv, 7, ""), "no suite: the placeholder is empty")
	assert.Equal(t, "{opening}", e.Argv[2])
}

func TestSeedPlaceholderIsEqualWithinAPairAndDiffersBetweenPairs(t *testing.T) {
	a := Entrant{Name: "a {seed}", Argv: []string{"a", "{seed}"}}
	b := Entrant{Name: "b", Argv: []string{"b"}}
	sched, err := MatchSchedule(a, b, 8, 7)
	assert.NoError(t, err)
	seen := map[string]int{}
	for _, s := range sched {
		got := ExpandArgv(s.Players[0].Argv, s.Seed, "")
		if s.Players[0].Name != a.Name {
			got = ExpandArgv(s.Players[1].Argv, s.Seed, "")
		}
		seen[got[1]]++
	}
	assert.Len(t, seen, 4, "one seed per pair")
	for seed, n := range seen {
		assert.Equal(t, 2, n, "seed %s is played by both games of its pair", seed)
	}
}

func TestCommandLineReadsBack(t *testing.T) {
	argv := []string{"bin/bao", "-line", "C J B", "-x", "", "it's", `a\b`}
	line := CommandLine(argv)
	assert.Equal(t, `bin/bao -line 'C J B' -x '' 'it'\''s' 'a\b'`, line)
	words, err := splitWords(line)
	assert.NoError(t, err)
	assert.Equal(t, argv, words)
}
