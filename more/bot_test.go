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
	"botcup/search/clocktest"
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

func TestRunPlaysItsSideOfTheLine(t *testing.T) {
	opts := Options{Engine: EngineOptions{MaxDepth: 2, TTEntries: 1 << 10}, Clock: stillClock{}}
	p := NewPosition(mustBoard(t, ExampleBoard))
	var line []Move
	for range 4 { // the last legal move each ply, which the search does not play first
		ms := p.Moves(nil)
		line = append(line, ms[len(ms)-1])
		p.Make(line[len(line)-1])
	}
	play := func(line []Move, input ...string) []string {
		var out bytes.Buffer
		o := opts
		o.Line = line
		require.NoError(t, Run(strings.NewReader(strings.Join(append([]string{ExampleBoard}, input...), "\n")+"\n"+QuitLine+"\n"), &out, o))
		return strings.Fields(out.String())
	}
	// White plays plies 0 and 2 of the line, then searches.
	got := play(line, StartLine, line[1].String(), line[3].String())
	require.Len(t, got, 3)
	assert.Equal(t, []string{line[0].String(), line[2].String()}, got[:2])
	searched := play(line[:1], StartLine, line[1].String(), line[3].String())
	assert.NotEqual(t, searched[1], got[1], "the line's move is not the search's")
	assert.Equal(t, play(line[:3], StartLine, line[1].String(), line[3].String())[2], got[2], "after the line it searches")

	// Black plays ply 1; when White leaves the line, Black searches.
	assert.Equal(t, line[1].String(), play(line, line[0].String())[0])
	var other Move // a White move from the start other than line[0]
	for _, m := range NewPosition(mustBoard(t, ExampleBoard)).Moves(nil) {
		if m != line[0] {
			other = m
			break
		}
	}
	assert.Equal(t, play(nil, other.String()), play(line, other.String()), "off the line from ply 0: the search's moves")

	l, err := ParseLine(" f6f4  Nil ")
	require.NoError(t, err)
	assert.Equal(t, []string{"f6f4", "Nil"}, []string{l[0].String(), l[1].String()})
	_, err = ParseLine("f6f4 e5")
	assert.EqualError(t, err, `move 2: bad move "e5": want a from-square and a to-square like f6f4, or Nil`)
}

func TestReserveOfShortBudgets(t *testing.T) {
	assert.Equal(t, 500*time.Millisecond, reserveOf(DefaultBudget), "the contest budget keeps the whole reserve")
	assert.Equal(t, 500*time.Millisecond, reserveOf(10*time.Second))
	assert.Equal(t, 150*time.Millisecond, reserveOf(3*time.Second))
	assert.Equal(t, 15*time.Millisecond, reserveOf(300*time.Millisecond))
}

// The time its line was on its way is not the bot's own: a move that took
// no time leaves the whole budget.
func TestRunCountsOnlyItsOwnTurns(t *testing.T) {
	clock := &clocktest.HandClock{}
	out := &clocktest.FrozenWriter{Clock: clock, Frozen: 10 * time.Second}
	var log bytes.Buffer
	opts := Options{Budget: 5 * time.Second, Engine: EngineOptions{MaxDepth: 2, TTEntries: 1 << 10}, Clock: clock, Log: &log}
	require.NoError(t, Run(strings.NewReader(ExampleBoard+"\nStart\nQuit\n"), out, opts))
	require.Equal(t, 1, strings.Count(out.String(), "\n"), "one move")
	assert.Contains(t, log.String(), " in 0.000s, left 5.00s, ", "the write's 10 s are not its own:\n%s", log.String())
}
