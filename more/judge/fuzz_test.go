package judge

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game"
	"botcup/more"
)

// FuzzPlay feeds the judge any answer after a few moves: it is applied if
// and only if it is a legal move, and otherwise rejected with an error,
// malformed or illegal, leaving the game as it was.
func FuzzPlay(f *testing.F) {
	for _, s := range []string{"e5d5", "Nil", "f6f4", "a1a1", "", "Quit", "e5d5\n", "f6f4 ", "zz"} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(3))
	}
	j, err := Parse(map[string]string{OptBoard: ExampleBoard})
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, line string, plies uint8) {
		g := j.NewGame(1).(*MoreGame)
		for i := 0; i < int(plies%8); i++ {
			p, _ := g.Next()
			require.NoError(t, g.Play(p, g.Fallback(p)))
		}
		p, _ := g.Next()
		before := *g.Position()
		err := g.Play(p, line)
		m, perr := more.ParseMove(line)
		switch {
		case perr != nil:
			assert.True(t, errors.Is(err, game.ErrMalformed))
			assert.Equal(t, before, *g.Position())
		case before.Check(m) != nil:
			assert.True(t, errors.Is(err, more.ErrIllegal))
			assert.Equal(t, before, *g.Position())
		default:
			assert.NoError(t, err)
			assert.NotEqual(t, before.Hash(), g.Position().Hash())
		}
	})
}

func TestPlayersRejectBadInput(t *testing.T) {
	tests := []struct {
		name, input, err string
	}{
		{"no board", "", "protocol: reading the board: EOF"},
		{"bad board", "012\n", "protocol: bad board: 3 characters, want 60 of 0, 1 or 2"},
		{"bad move", more.ExampleBoard + "\ne5\n", `protocol: bad move "e5": want a from-square and a to-square like f6f4, or Nil`},
		{"illegal", more.ExampleBoard + "\nf6d6\n", "protocol: the opponent's illegal move f6d6: a jump may not cross a wall"},
		{"cut short", more.ExampleBoard + "\nStart\n", "protocol: EOF"},
	}
	for _, tt := range tests {
		for _, name := range []string{"random", "greedy"} {
			var out strings.Builder
			err := Registration().Players[name](strings.NewReader(tt.input), &out, 1)
			assert.EqualError(t, err, tt.err, "%s %s", name, tt.name)
			assert.ErrorIs(t, err, ErrProtocol)
		}
	}
	var out strings.Builder
	require.NoError(t, Registration().Players["greedy"](strings.NewReader(more.ExampleBoard+"\nStart\nQuit\n"), &out, 1))
	assert.Contains(t, []string{"f6f4\n", "f5d5\n", "e6d6\n", "e5d5\n", "f5f4\n"}, out.String())
}
