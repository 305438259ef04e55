package duel

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestDuelCommandRefusesBadValues(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"-budget", "-3s"}, "toy: -budget must be positive, not -3s\n"},
		{[]string{"-budget", "0s"}, "toy: -budget must be positive, not 0s\n"},
		{[]string{"-depth", "-2"}, "toy: -depth must be at least 0, not -2\n"},
		{[]string{"-playouts", "-1"}, "toy: -playouts must be at least 0, not -1\n"},
		{[]string{"-opening", "-4"}, "toy: -opening must be at least 0, not -4\n"},
		{[]string{"-engine", "foo"}, "toy: -engine must be one of ab, mcts, greedy, random, not \"foo\"\n"},
	}
	for _, tc := range tests {
		t.Run(tc.msg, func(t *testing.T) {
			called := false
			var stdout, stderr bytes.Buffer
			code := Command{Name: "toy", About: "a toy bot", Budget: time.Second, Engine: AlphaBeta, Play: func(io.Reader, io.Writer, BotOptions) error { called = true; return nil }}.Main(tc.args, nil, &stdout, &stderr)
			assert.Equal(t, 2, code)
			assert.False(t, called, "the game is not played")
			assert.Equal(t, tc.msg, stderr.String())
			assert.Empty(t, stdout.String())
		})
	}
}
