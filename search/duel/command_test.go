package duel

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestDuelCommandFlags(t *testing.T) {
	base := BotOptions{Budget: 5 * time.Second, Seed: 1, Engine: MCTS}
	tests := []struct {
		name string
		args []string
		want BotOptions
	}{
		{"no flags: the contest", nil, base},
		{"budget, seed, opening", []string{"-budget", "2s", "-seed", "9", "-opening", "3"},
			BotOptions{Budget: 2 * time.Second, Seed: 9, Engine: MCTS, RandomOpening: 3}},
		{"depth makes alpha-beta the engine", []string{"-depth", "7"},
			BotOptions{Budget: 5 * time.Second, Seed: 1, Engine: AlphaBeta, MaxDepth: 7}},
		{"depth with a named engine", []string{"-engine", "greedy", "-depth", "2"},
			BotOptions{Budget: 5 * time.Second, Seed: 1, Engine: Greedy, MaxDepth: 2}},
		{"fixed playouts", []string{"-playouts", "500"},
			BotOptions{Budget: 5 * time.Second, Seed: 1, Engine: MCTS, Playouts: 500}},
		{"an opening line", []string{"-line", " C  J B", "-opening", "2"},
			BotOptions{Budget: 5 * time.Second, Seed: 1, Engine: MCTS, RandomOpening: 2, Line: []string{"C", "J", "B"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got BotOptions
			var stdout, stderr bytes.Buffer
			code := Command{Name: "toy", About: "a toy bot", Budget: 5 * time.Second, Engine: MCTS, Play: func(in io.Reader, out io.Writer, opts BotOptions) error { got = opts; return nil }}.Main(tc.args, strings.NewReader(""), &stdout, &stderr)
			require.Equal(t, 0, code, stderr.String())
			assert.Equal(t, tc.want, got)
			assert.Empty(t, stdout.String())
		})
	}
}

func TestDuelCommandVerboseSeedZeroAndErrors(t *testing.T) {
	var got BotOptions
	var stdout, stderr bytes.Buffer
	record := func(in io.Reader, out io.Writer, opts BotOptions) error { got = opts; return nil }
	require.Equal(t, 0, Command{Name: "toy", About: "a toy bot", Budget: time.Second, Engine: AlphaBeta, Play: record}.Main([]string{"-v", "-seed", "0"}, nil, &stdout, &stderr))
	assert.Same(t, &stderr, got.Log.(*bytes.Buffer), "-v logs to stderr")
	assert.NotZero(t, got.Seed, "seed 0 is taken from the clock")

	failing := func(io.Reader, io.Writer, BotOptions) error { return errors.New("the judge hung up") }
	stderr.Reset()
	assert.Equal(t, 1, Command{Name: "toy", About: "a toy bot", Budget: time.Second, Engine: AlphaBeta, Play: failing}.Main(nil, nil, &stdout, &stderr))
	assert.Equal(t, "toy: the judge hung up\n", stderr.String())

	bad := []struct {
		name string
		args []string
	}{
		{"unknown flag", []string{"-x"}},
		{"not a number", []string{"-depth", "deep"}},
		{"stray argument", []string{"more"}},
		{"depth with MCTS", []string{"-engine", "mcts", "-depth", "3"}},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			called := false
			stderr.Reset()
			code := Command{Name: "toy", About: "a toy bot", Budget: time.Second, Engine: AlphaBeta, Play: func(io.Reader, io.Writer, BotOptions) error { called = true; return nil }}.Main(tc.args, nil, &stdout, &stderr)
			assert.Equal(t, 2, code)
			assert.False(t, called)
			assert.NotEmpty(t, stderr.String())
		})
	}
}

func TestDuelCommandBench(t *testing.T) {
	var stdout, stderr bytes.Buffer
	bench := func() []search.BenchCase {
		return []search.BenchCase{Bench[subtraction, take]("toy/heap-10", &subtraction{heap: 10},
			Options{Kind: AlphaBeta, MaxDepth: 3, TTEntries: 1 << 8})}
	}
	_, total := search.RunBench(nil, bench())
	require.Positive(t, total)
	code := Command{Name: "toy", About: "a toy bot", Budget: time.Second, Engine: AlphaBeta, Bench: bench, Play: func(io.Reader, io.Writer, BotOptions) error { t.Fatal("no game with -bench"); return nil }}.Main([]string{"-bench"}, nil, &stdout, &stderr)
	assert.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	require.Len(t, lines, 2)
	assert.True(t, strings.HasPrefix(lines[0], "toy/heap-10"), lines[0])
	assert.Contains(t, lines[0], " 1@3 ")
	assert.True(t, strings.HasPrefix(lines[1], "Bench: "+strconv.FormatInt(total, 10)+" ("), lines[1])
}

// -h says what the bot is and that the contest runs it without flags, lists
// the flags under "Usage of NAME:" and exits 0; -params of a bot with no
// parameters prints the empty list and says there are none.
func TestDuelCommandHelpAndNoParams(t *testing.T) {
	var stdout, stderr bytes.Buffer
	played := false
	run := func(in io.Reader, out io.Writer, opts BotOptions) error { played = true; return nil }
	for _, h := range []string{"-h", "-help", "--help"} {
		stdout.Reset()
		stderr.Reset()
		require.Equal(t, 0, Command{Name: "toy", About: "a toy bot.", Budget: time.Second, Engine: AlphaBeta, Play: run}.Main([]string{h}, nil, &stdout, &stderr), h)
		assert.True(t, strings.HasPrefix(stderr.String(), "toy: a toy bot.\nThe contest runs it without flags"), stderr.String())
		assert.Contains(t, stderr.String(), "\nUsage of toy:\n  -bench\n")
		assert.Empty(t, stdout.String())
	}
	stderr.Reset()
	require.Equal(t, 2, Command{Name: "toy", About: "a toy bot.", Budget: time.Second, Engine: AlphaBeta, Play: run}.Main([]string{"-nope"}, nil, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "flag provided but not defined: -nope\ntoy: a toy bot.\n")
	stdout.Reset()
	stderr.Reset()
	require.Equal(t, 0, Command{Name: "toy", About: "a toy bot.", Budget: time.Second, Engine: AlphaBeta, Play: run}.Main([]string{"-params"}, nil, &stdout, &stderr))
	assert.Equal(t, "[]\n", stdout.String())
	assert.Equal(t, "toy: no tunable parameters (the JSON list above is empty)\n", stderr.String())
	assert.False(t, played)
}
