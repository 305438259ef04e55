package more

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// stillClock is a clock that never moves: searches end by their depth.
type stillClock struct{}

func (stillClock) Now() time.Duration { return 0 }

// refereeGame plays Run against an opponent that races home by the
// Manhattan distance, checking every line the bot prints, and returns the bot's
// lines and the final position.
func refereeGame(t *testing.T, botColor Color, opts Options) ([]string, *Position) {
	t.Helper()
	board := mustBoard(t, ExampleBoard)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- Run(inR, outW, opts)
		outW.Close()
	}()
	lines := make(chan string, 1)
	go func() {
		buf := make([]byte, 0, 64)
		one := make([]byte, 1)
		for {
			if _, err := outR.Read(one); err != nil {
				close(lines)
				return
			}
			if one[0] == '\n' {
				lines <- string(buf)
				buf = buf[:0]
				continue
			}
			buf = append(buf, one[0])
		}
	}()
	send := func(s string) {
		_, err := io.WriteString(inW, s+"\n")
		require.NoError(t, err)
	}
	p := NewPosition(board)
	send(ExampleBoard)
	var said []string
	last := StartLine
	rng := search.NewRng(8)
	if botColor == Black {
		m := playoutMove(rng, p, p.Moves(nil), 100)
		p.Make(m)
		last = m.String()
	}
	for !p.Over() {
		if p.ToMove() == botColor {
			if p.Finished(botColor) {
				p.Make(Nil) // the judge asks a finished side nothing
				last = NilLine
				continue
			}
			send(last)
			line, ok := <-lines
			if !ok {
				require.Fail(t, "the bot stopped", "%v", <-done)
			}
			said = append(said, line)
			m, err := ParseMove(line)
			require.NoError(t, err)
			require.NoError(t, p.Check(m), "move %d", len(said))
			p.Make(m)
			last = line
			continue
		}
		m := playoutMove(rng, p, p.Moves(nil), 100)
		p.Make(m)
		last = m.String()
	}
	send(QuitLine)
	require.NoError(t, <-done)
	inW.Close()
	return said, p
}

func TestRunPlaysAWholeGameLegally(t *testing.T) {
	for _, c := range []Color{White, Black} {
		for _, kind := range []Kind{AlphaBeta, MCTS} {
			var log bytes.Buffer
			said, p := refereeGame(t, c, Options{
				Engine: EngineOptions{Kind: kind, MaxDepth: 3, MaxNodes: 500, TTEntries: 1 << 12},
				Log:    &log, Clock: stillClock{},
			})
			assert.True(t, p.Finished(c), "%v %s gets home", c, kind)
			assert.Len(t, said, p.MovesMade(c), "one line per move")
			assert.LessOrEqual(t, log.Len(), LogLimit+200)
			assert.Equal(t, len(said), strings.Count(log.String(), "\n"), "a log line per move")
		}
	}
}

func TestRunRejectsBadInput(t *testing.T) {
	opts := Options{Engine: EngineOptions{MaxDepth: 2, TTEntries: 1 << 10}, Clock: stillClock{}}
	tests := []struct {
		name, input, err string
	}{
		{"no board", "", "protocol: reading the board: EOF"},
		{"bad board", "0123\n", "protocol: bad board: 4 characters, want 60 of 0, 1 or 2"},
		{"bad move", ExampleBoard + "\nf6f9\n", `protocol: bad move "f6f9": bad square "f9": column '9' is not 1..6`},
		{"illegal move", ExampleBoard + "\nf6d6\n", "protocol: the opponent's illegal move f6d6: a jump may not cross a wall"},
		{"Start late", ExampleBoard + "\nStart\nStart\n", `protocol: bad move "Start": want a from-square and a to-square like f6f4, or Nil`},
		{"cut short", ExampleBoard + "\nStart\n", "protocol: EOF"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Run(strings.NewReader(tt.input), &out, opts)
			assert.EqualError(t, err, tt.err)
			assert.ErrorIs(t, err, ErrProtocol)
		})
	}
	var out bytes.Buffer
	require.NoError(t, Run(strings.NewReader(ExampleBoard+"\r\nStart\r\nQuit\r\n"), &out, opts))
	m, err := ParseMove(strings.TrimSpace(out.String()))
	require.NoError(t, err)
	assert.NoError(t, NewPosition(mustBoard(t, ExampleBoard)).Check(m))
}
