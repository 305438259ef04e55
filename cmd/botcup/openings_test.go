package main

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/more"
	morejudge "botcup/more/judge"
	"botcup/search"
)

// realGames runs botcup args with the real games.
func realGames(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	c := &cli{games: registrations(), stdin: strings.NewReader(""), stdout: &out, stderr: &errb, self: "botcup"}
	return c.main(args), out.String(), errb.String()
}

func TestOpeningsLinesReplayLegally(t *testing.T) {
	for _, game := range []string{"bao", "invers", "more"} {
		for _, balanced := range []bool{false, true} {
			args := []string{"openings", game, "-plies", "3", "-n", "6", "-seed", "5", "-depth", "3"}
			if balanced {
				args = append(args, "-balanced")
			}
			code, out, errOut := realGames(t, args...)
			require.Equal(t, 0, code, errOut)
			reg, err := (&cli{games: registrations()}).game(game)
			require.NoError(t, err)
			suite, err := arena.ParseSuite(game, strings.NewReader(out), reg.Options)
			require.NoError(t, err)
			require.Len(t, suite.Lines, 6)
			require.NoError(t, suite.Check(reg.NewJudge, nil), "%s: every line replays legally and leaves a game", game)
			seen := map[string]bool{}
			for _, l := range suite.Lines {
				assert.Len(t, l.Moves, 3)
				assert.Equal(t, game == "more", l.Options["board"] != "", "More's lines carry their board")
				text := strings.Join(append([]string{l.Options["board"]}, l.Moves...), " ")
				assert.False(t, seen[text], "%s: line %q twice", game, text)
				seen[text] = true
			}
			if balanced {
				for _, o := range suite.Lines {
					l := reg.NewLine(search.NewRng(1))
					if b := o.Options["board"]; b != "" {
						board, err := more.ParseBoard(b)
						require.NoError(t, err)
						l = morejudge.LineOn(board)
					}
					for _, m := range o.Moves {
						require.NoError(t, l.Play(m))
					}
					assert.LessOrEqual(t, math.Abs(l.Value(3)), 1.0, "%s %v: within a point of even", game, o)
				}
			}
		}
	}
	code, _, errOut := realGames(t, "openings", "samegame", "-n", "2")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "samegame has no opening lines (known: bao, blackhole, invers, more)")
	code, _, errOut = realGames(t, "openings", "bao", "-plies", "0")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "-plies must be at least 1, not 0")
}
