package invers

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// steppingClock moves on by step every time it is read: a search under it
// stops after a fixed number of looks at the clock, whatever the machine.
type steppingClock struct{ now, step time.Duration }

func (c *steppingClock) Now() time.Duration { c.now += c.step; return c.now }

func TestRunPlaysLegalMovesAsYellow(t *testing.T) {
	for _, engine := range []string{search.DuelAlphaBeta, search.DuelMCTS, search.DuelGreedy, search.DuelRandom} {
		t.Run(engine, func(t *testing.T) {
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			var log strings.Builder
			opts := Options{Engine: engine, Seed: 1, Budget: time.Second, Log: &log,
				Clock: &steppingClock{step: 50 * time.Millisecond}, TTEntries: 1 << 12}
			done := make(chan error, 1)
			go func() {
				err := Run(inR, outW, opts)
				outW.Close()
				done <- err
			}()
			bot := bufio.NewReader(outR)
			// Red answers every Yellow push with its first legal push.
			s := New()
			send := func(line string) {
				_, err := io.WriteString(inW, line+"\n")
				require.NoError(t, err)
			}
			send("Y")
			for !s.Over() {
				line, err := bot.ReadString('\n')
				require.NoError(t, err)
				m, err := ParsePush(line)
				require.NoError(t, err)
				require.NoError(t, s.Play(m), "bot's move %v in %v", m, s)
				if s.Over() {
					break
				}
				var buf [Pushes]Push
				reply := s.Moves(buf[:0])[0]
				s.Make(reply)
				send(reply.String())
			}
			send("Z")
			require.NoError(t, <-done)
			assert.Contains(t, log.String(), "invers: game over")
			assert.Less(t, log.Len(), 10000, "the log stays within the contest's stderr")
		})
	}
}

func TestRunAsRed(t *testing.T) {
	// After Yellow's A, Red may not push G or R (they would push off the
	// inverted yellow tile A put in): greedy never does, whatever it likes.
	for seed := uint64(1); seed <= 20; seed++ {
		var out bytes.Buffer
		require.NoError(t, Run(strings.NewReader("A\n"), &out, Options{Engine: search.DuelRandom, Seed: seed}))
		m, err := ParsePush(out.String())
		require.NoError(t, err)
		assert.NotContains(t, []string{"G", "R"}, m.String())
		assert.True(t, strings.HasSuffix(out.String(), "\n"))
	}
}

func TestRunRejectsBadInput(t *testing.T) {
	tests := []struct{ name, in string }{
		{"garbage first", "Hello\n"},
		{"a letter beyond X", "Start\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Run(strings.NewReader(tt.in), &out, Options{Engine: search.DuelRandom})
			assert.ErrorIs(t, err, ErrProtocol)
		})
	}
	// Red pushing off the inverted yellow tile the bot just pushed in.
	var out bytes.Buffer
	require.NoError(t, Run(strings.NewReader("Y\n"), &out, Options{Engine: search.DuelRandom}))
	first, err := ParsePush(out.String())
	require.NoError(t, err)
	for q := Push(0); q < Pushes; q++ {
		if q.Far() == first.Entry() {
			out.Reset()
			err := Run(strings.NewReader("Y\n"+q.String()+"\n"), &out, Options{Engine: search.DuelRandom})
			assert.ErrorIs(t, err, ErrPushesOffInverted)
			assert.ErrorIs(t, err, ErrProtocol)
		}
	}
	out.Reset()
	assert.NoError(t, Run(strings.NewReader(""), &out, Options{}), "no input, no game")
	assert.NoError(t, Run(strings.NewReader("Z\n"), &out, Options{}))
	assert.Empty(t, out.String())
	assert.ErrorIs(t, Run(strings.NewReader("Y\n"), &out, Options{Engine: "deep"}), search.ErrUnknownEngine)
}

func TestRandomOpeningVaries(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 10; seed++ {
		var out bytes.Buffer
		opts := Options{Engine: search.DuelAlphaBeta, Seed: seed, RandomOpening: 1, TTEntries: 1 << 10}
		require.NoError(t, Run(strings.NewReader("Y\n"), &out, opts))
		seen[out.String()] = true
	}
	assert.Greater(t, len(seen), 2, "the first move depends on the seed")
}
