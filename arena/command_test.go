package arena

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseCommand(t *testing.T) {
	tests := []struct {
		line string
		argv []string
		err  string
	}{
		{line: "/bin/sh", argv: []string{"/bin/sh"}},
		{line: "  /bin/sh   -c  'echo a  b'  ", argv: []string{"/bin/sh", "-c", "echo a  b"}},
		{line: `/bin/sh -c "say \"hi\" \\ ok"`, argv: []string{"/bin/sh", "-c", `say "hi" \ ok`}},
		{line: `/bin/sh a\ b c''d`, argv: []string{"/bin/sh", "a b", "cd"}},
		{line: "sh -x", argv: []string{"sh", "-x"}}, // found in PATH
		{line: "", err: "empty player command"},
		{line: "   ", err: "empty player command"},
		{line: "/bin/sh 'open", err: `player "/bin/sh 'open": unterminated single quote`},
		{line: `/bin/sh "open`, err: `player "/bin/sh \"open": unterminated double quote`},
		{line: `/bin/sh \`, err: `player "/bin/sh \\": trailing backslash`},
		{line: "/nonexistent/bot -x", err: `player "/nonexistent/bot -x" does not start: exec: "/nonexistent/bot": stat /nonexistent/bot: no such file or directory`},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			e, err := ParseCommand(tc.line)
			if tc.err != "" {
				assert.EqualError(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.line, e.Name)
			assert.Equal(t, tc.argv, e.Argv)
		})
	}
}

func TestPairSeed(t *testing.T) {
	seen := map[uint64]bool{}
	for s := uint64(0); s < 4; s++ {
		for k := 0; k < 100; k++ {
			v := PairSeed(s, k)
			assert.Equal(t, v, PairSeed(s, k))
			assert.False(t, seen[v], "seed %d pair %d repeats", s, k)
			seen[v] = true
		}
	}
}
