package duel

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/clocktest"
)

// take is a move of the subtraction game: take 1, 2 or 3 stones. Its
// protocol text is the digit.
type take uint8

func (m take) String() string { return strconv.Itoa(int(m)) }

var errTake = errors.New("not 1, 2 or 3")

func parseTake(line string) (take, error) {
	n, err := strconv.Atoi(line)
	if err != nil || n < 1 || n > 3 {
		return 0, fmt.Errorf("take %q: %w", line, errTake)
	}
	return take(n), nil
}

// subtraction is the subtraction game: a heap of stones, each side takes 1
// to 3 in turn, and who takes the last stone wins. The side to move loses
// exactly when the heap is a multiple of 4.
type subtraction struct {
	heap, taken uint8
	side        int
}

var errTooMany = errors.New("more than the heap")

func (g *subtraction) Moves(buf []take) []take {
	buf = buf[:0]
	for m := take(1); m <= 3 && uint8(m) <= g.heap; m++ {
		buf = append(buf, m)
	}
	return buf
}
func (g *subtraction) Make(m take)    { g.heap -= uint8(m); g.taken += uint8(m); g.side ^= 1 }
func (g *subtraction) Unmake(m take)  { g.heap += uint8(m); g.taken -= uint8(m); g.side ^= 1 }
func (g *subtraction) Hash() uint64   { return uint64(g.heap)<<1 | uint64(g.side) }
func (g *subtraction) Eval() int32    { return 0 }
func (g *subtraction) PliesLeft() int { return int(g.heap) }
func (g *subtraction) Over() bool     { return g.heap == 0 }
func (g *subtraction) Terminal() (bool, int32) {
	if g.heap == 0 {
		return true, -100
	}
	return false, 0
}
func (g *subtraction) Play(m take) error {
	if uint8(m) > g.heap {
		return fmt.Errorf("take %d of %d: %w", m, g.heap, errTooMany)
	}
	g.Make(m)
	return nil
}

// Scores are 1 for the winner (who took the last stone), 0 for the other.
func (g *subtraction) Scores() (first, second int) {
	if g.heap != 0 {
		return 0, 0
	}
	if g.side == 1 {
		return 1, 0
	}
	return 0, 1
}

var errSubtractionProtocol = errors.New("subtraction: protocol")

func subtractionProtocol() *Protocol[take] {
	return &Protocol[take]{Name: "sub", Start: "S", Quit: "Q", Parse: parseTake, Err: errSubtractionProtocol,
		DefaultBudget: time.Second, DefaultEngine: AlphaBeta, MovesToGoCap: 5, AlphaBetaTimeShare: 2}
}

// steppedClock moves on by step every time it is read.
type steppedClock struct{ now, step time.Duration }

func (c *steppedClock) Now() time.Duration { c.now += c.step; return c.now }

func TestRunDuelPlaysTheWinningTakes(t *testing.T) {
	tests := []struct {
		name     string
		heap     uint8
		in, want string
	}{
		// From 10 the first side takes 2, then always 4 minus the other's take.
		{"first", 10, "S\n1\n3\nQ\n", "2\n3\n1\n"},
		{"second, from a lost heap for the first", 8, "3\n2\nQ\n", "1\n2\n"},
		{"input ends without Quit", 10, "S\n1\n", "2\n3\n"},
		{"a last line without newline", 10, "S\n1", "2\n3\n"},
	}
	for _, engine := range []string{AlphaBeta, MCTS} {
		for _, tc := range tests {
			t.Run(engine+"/"+tc.name, func(t *testing.T) {
				var out, log bytes.Buffer
				g := &subtraction{heap: tc.heap}
				err := Run[subtraction, take](strings.NewReader(tc.in), &out, g, subtractionProtocol(),
					BotOptions{Engine: engine, Seed: 1, Log: &log, TTEntries: 1 << 8,
						Clock: &steppedClock{step: time.Millisecond}})
				require.NoError(t, err)
				assert.Equal(t, tc.want, out.String())
				if strings.HasSuffix(tc.in, "Q\n") {
					assert.Contains(t, log.String(), "sub: game over after")
					assert.True(t, g.Over())
				}
				assert.Equal(t, strings.Count(tc.want, "\n"), strings.Count(log.String(), "sub: ply "))
			})
		}
	}
}

func TestRunDuelCountsOnlyItsOwnTurns(t *testing.T) {
	clock := &clocktest.HandClock{}
	out := &clocktest.FrozenWriter{Clock: clock, Frozen: 10 * time.Second}
	var log bytes.Buffer
	g := &subtraction{heap: 10}
	err := Run[subtraction, take](strings.NewReader("S\n1\n3\nQ\n"), out, g, subtractionProtocol(),
		BotOptions{Engine: Random, Seed: 1, Budget: 5 * time.Second, Log: &log, Clock: clock})
	require.NoError(t, err)
	assert.Equal(t, "3\n2\n1\n", out.String())
	assert.Equal(t, 3, strings.Count(log.String(), " in 0s, 5s left\n"), "the time its lines were on their way is not its own:\n%s", log.String())
	assert.Contains(t, log.String(), "sub: game over after 5 plies, 1 - 0, 0s used\n")
}

func TestRunDuelLogsTheGame(t *testing.T) {
	var out, log bytes.Buffer
	g := &subtraction{heap: 3}
	err := Run[subtraction, take](strings.NewReader("S\nQ\n"), &out, g, subtractionProtocol(),
		BotOptions{Engine: Greedy, Seed: 1, Log: &log, Clock: &steppedClock{step: time.Millisecond}})
	require.NoError(t, err)
	assert.Equal(t, "3\n", out.String(), "greedy takes the whole heap: a win")
	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	require.Len(t, lines, 2, log.String())
	assert.True(t, strings.HasPrefix(lines[0], "sub: ply 1 greedy 3 value +100 depth 1 nodes 0 in "), lines[0])
	assert.True(t, strings.HasPrefix(lines[1], "sub: game over after 1 plies, 1 - 0, "), lines[1])
}

func TestRunDuelRejectsBadInput(t *testing.T) {
	tests := []struct {
		name, in string
		err      error
	}{
		{"garbage first", "Hello\n", errTake},
		{"an illegal take", "S\n4\n", errTake},
		{"more than the heap", "3\n3\n3\n", errTooMany},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Run[subtraction, take](strings.NewReader(tc.in), &out, &subtraction{heap: 7},
				subtractionProtocol(), BotOptions{Engine: Random})
			assert.ErrorIs(t, err, errSubtractionProtocol)
			assert.ErrorIs(t, err, tc.err)
		})
	}
	var out bytes.Buffer
	assert.NoError(t, Run[subtraction, take](strings.NewReader(""), &out, &subtraction{heap: 7},
		subtractionProtocol(), BotOptions{}), "no input, no game")
	assert.Empty(t, out.String())
	err := Run[subtraction, take](strings.NewReader("S\n"), &out, &subtraction{heap: 7},
		subtractionProtocol(), BotOptions{Engine: "deep"})
	assert.ErrorIs(t, err, ErrUnknownEngine)
	err = Run[subtraction, take](strings.NewReader("S\n"), &out, &subtraction{heap: 7},
		subtractionProtocol(), BotOptions{Engine: AlphaBeta, MaxDepth: -2})
	assert.ErrorIs(t, err, ErrDepth)
}

func TestRunDuelFixedDepthAndRandomOpening(t *testing.T) {
	// At depth 1 alpha-beta sees no win from 10 (every take is worth 0)
	// and keeps the first; the full search leaves a multiple of 4.
	var out bytes.Buffer
	err := Run[subtraction, take](strings.NewReader("S\n"), &out, &subtraction{heap: 10}, subtractionProtocol(),
		BotOptions{Engine: AlphaBeta, MaxDepth: 1, TTEntries: 1 << 8})
	require.NoError(t, err)
	assert.Equal(t, "1\n", out.String(), "depth 1 sees no win: the first take")
	out.Reset()
	err = Run[subtraction, take](strings.NewReader("S\n"), &out, &subtraction{heap: 10}, subtractionProtocol(),
		BotOptions{Engine: AlphaBeta, TTEntries: 1 << 8})
	require.NoError(t, err)
	assert.Equal(t, "2\n", out.String(), "the full search leaves a multiple of 4")

	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		out.Reset()
		err := Run[subtraction, take](strings.NewReader("S\n"), &out, &subtraction{heap: 10}, subtractionProtocol(),
			BotOptions{Engine: AlphaBeta, Seed: seed, RandomOpening: 1, TTEntries: 1 << 8})
		require.NoError(t, err)
		seen[out.String()] = true
	}
	assert.Equal(t, map[string]bool{"1\n": true, "2\n": true, "3\n": true}, seen, "every take, from the seed")
}

func TestDuelProtocolMovesToGo(t *testing.T) {
	p := subtractionProtocol()
	tests := []struct {
		pliesLeft int
		engine    string
		want      int
	}{
		{100, MCTS, 5},
		{100, AlphaBeta, 3},
		{7, MCTS, 4},
		{7, AlphaBeta, 2},
		{1, AlphaBeta, 1},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, p.movesToGo(tc.pliesLeft, tc.engine), "%d plies, %s", tc.pliesLeft, tc.engine)
	}
	p.AlphaBetaTimeShare = 0
	assert.Equal(t, 5, p.movesToGo(100, AlphaBeta), "no share: as MCTS")
	p.EndPlies = 4
	assert.Equal(t, 5, p.movesToGo(100, MCTS), "capped")
	assert.Equal(t, 2, p.movesToGo(7, MCTS), "the 4 plies played at once left out")
	assert.Equal(t, 1, p.movesToGo(3, MCTS), "at least this move")
}

func TestRunDuelPlaysItsSideOfTheLine(t *testing.T) {
	tests := []struct {
		name, line string
		heap       uint8
		in, want   string
	}{
		// Its own plies 0 and 2 from the line, then the search takes the
		// last 2 (the opponent's 3 left the line, which had no more moves
		// of this side anyway).
		{"follows, then searches", "1 1 3 2", 10, "S\n1\n3\nQ\n", "1\n3\n2\n"},
		// The opponent leaves the line at ply 1: the bot searches from then
		// on (every take from 8 loses; alpha-beta keeps the first, 1).
		{"the opponent strays", "1 2 3", 10, "S\n1\nQ\n", "1\n1\n"},
		// As the second side it plays the line's odd plies (a search would
		// take 3 from 7), then takes 1 from 5 to leave 4.
		{"second side", "3 1 1", 10, "3\n1\nQ\n", "1\n1\n"},
		// A line move that is not legal then is searched instead.
		{"an illegal line move", "3", 2, "S\nQ\n", "2\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Run[subtraction, take](strings.NewReader(tc.in), &out, &subtraction{heap: tc.heap}, subtractionProtocol(),
				BotOptions{Engine: AlphaBeta, Seed: 1, TTEntries: 1 << 8, Line: strings.Fields(tc.line)})
			require.NoError(t, err)
			assert.Equal(t, tc.want, out.String())
		})
	}
	var out bytes.Buffer
	err := Run[subtraction, take](strings.NewReader("S\n"), &out, &subtraction{heap: 10}, subtractionProtocol(),
		BotOptions{Engine: AlphaBeta, Line: []string{"1", "5"}})
	assert.ErrorIs(t, err, errTake)
	assert.EqualError(t, err, `opening line, move 2: take "5": not 1, 2 or 3`)
	assert.Empty(t, out.String(), "a bad line is refused before the game")
}
