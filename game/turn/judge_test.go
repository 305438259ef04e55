package turn

import (
	"errors"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game"
)

// heapTake is a move of the heap game: take 1, 2 or 3 stones; its token is
// the digit.
type heapTake uint8

func (m heapTake) String() string { return strconv.Itoa(int(m)) }

var (
	errNotATake = errors.New("not 1, 2 or 3")
	errTooMany  = errors.New("more than the heap")
)

func parseHeapTake(line string) (heapTake, error) {
	n, err := strconv.Atoi(line)
	if err != nil || n < 1 || n > 3 {
		return 0, fmt.Errorf("%q: %w", line, errNotATake)
	}
	return heapTake(n), nil
}

// heapGame is the tests' alternating-turn game: a heap of stones, each
// player takes 1 to 3 in turn; whoever takes the last stone scores 1.
type heapGame struct {
	heap, side int
}

func newHeapGame() *heapGame { return &heapGame{heap: 7} }

func (g *heapGame) Side() int { return g.side }
func (g *heapGame) Moves(buf []heapTake) []heapTake {
	buf = buf[:0]
	for m := 1; m <= 3 && m <= g.heap; m++ {
		buf = append(buf, heapTake(m))
	}
	return buf
}
func (g *heapGame) Play(m heapTake) error {
	if int(m) > g.heap {
		return fmt.Errorf("take %d of %d: %w", m, g.heap, errTooMany)
	}
	g.heap -= int(m)
	g.side ^= 1
	return nil
}
func (g *heapGame) Over() bool { return g.heap == 0 }
func (g *heapGame) Scores() (first, second int) {
	if g.heap > 0 {
		return 0, 0
	}
	if g.side == 1 {
		return 1, 0
	}
	return 0, 1
}
func (g *heapGame) String() string  { return "heap " + strconv.Itoa(g.heap) }
func renderHeap(g *heapGame) string { return fmt.Sprintf("heap %d, player %d on turn", g.heap, g.side) }

func heapRules() Rules[heapTake, int, *heapGame] {
	return Rules[heapTake, int, *heapGame]{Name: "heap", Budget: 3 * time.Second, Start: "Go", Quit: "Stop",
		New: newHeapGame, Parse: parseHeapTake, Render: renderHeap}
}

func newHeapJudge(t *testing.T) *Judge[heapTake, int, *heapGame] {
	t.Helper()
	j, err := NewJudge(heapRules(), nil)
	require.NoError(t, err)
	return j
}

func TestJudgeExchange(t *testing.T) {
	j := newHeapJudge(t)
	assert.Equal(t, "heap", j.Name())
	assert.Equal(t, 3*time.Second, j.Budget())
	var g game.Game = j.NewGame(1)
	assert.Equal(t, "heap 7", g.Setup())
	steps := []struct {
		player       int
		sent, answer string
	}{{0, "Go", "3"}, {1, "3", "1"}, {0, "1", "2"}, {1, "2", "1"}}
	for _, st := range steps {
		require.False(t, g.Over())
		p, lines := g.Next()
		require.Equal(t, st.player, p)
		require.Equal(t, []string{st.sent}, lines)
		require.NoError(t, g.Play(p, st.answer))
	}
	assert.True(t, g.Over())
	assert.Equal(t, [2]float64{0, 1}, g.Scores(), "player 1 took the last stone")
	assert.Equal(t, []string{"Stop"}, g.Final(0))
	assert.Equal(t, []string{"Stop"}, g.Final(1))
	assert.Equal(t, "heap 0, player 0 on turn", g.Render())
	assert.Equal(t, "", g.Fallback(0), "no move once the game is over")
	assert.Equal(t, "heap 7", g.Setup(), "the setup is the start, not the position now")
}

func TestJudgeFaults(t *testing.T) {
	tests := []struct {
		name      string
		player    int
		line      string
		want      error
		malformed bool
	}{
		{"not a number", 0, "x", errNotATake, true},
		{"a take too big", 0, "4", errNotATake, true},
		{"the start token", 0, "Go", errNotATake, true},
		{"out of turn", 1, "1", nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newHeapJudge(t).NewGame(1)
			err := g.Play(tc.player, tc.line)
			require.Error(t, err)
			assert.Equal(t, tc.malformed, errors.Is(err, game.ErrMalformed), err.Error())
			if tc.want != nil {
				assert.ErrorIs(t, err, tc.want)
			}
			p, lines := g.Next()
			assert.Equal(t, 0, p, "the game is unchanged")
			assert.Equal(t, []string{"Go"}, lines)
		})
	}
	g := newHeapJudge(t).NewGame(1)
	require.NoError(t, g.Play(0, "3"))
	require.NoError(t, g.Play(1, "3"))
	err := g.Play(0, "2")
	assert.ErrorIs(t, err, errTooMany, "a legal token, an illegal move")
	assert.False(t, errors.Is(err, game.ErrMalformed))
	assert.Equal(t, "move 2: take 2 of 1: more than the heap", err.Error())
}

func TestJudgeFallbackIsLegalAndFromTheSeed(t *testing.T) {
	j := newHeapJudge(t)
	games := func(seed uint64) []string {
		var all []string
		g := j.NewGame(seed)
		for !g.Over() {
			p, _ := g.Next()
			m := g.Fallback(p)
			require.NoError(t, g.Play(p, m), "the jury's move is legal")
			all = append(all, m)
		}
		return all
	}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		a := games(seed)
		assert.Equal(t, a, games(seed), "the same seed, the same jury moves")
		seen[fmt.Sprint(a)] = true
	}
	assert.Greater(t, len(seen), 5, "the seed drives the jury's moves")
}

func TestNewJudgeOptions(t *testing.T) {
	j, err := NewJudge(heapRules(), map[string]string{"budget": "750ms"})
	require.NoError(t, err)
	assert.Equal(t, 750*time.Millisecond, j.Budget())
	var asJudge game.Judge
	asJudge, err = heapRules().NewJudge(map[string]string{"budget": "2s"})
	require.NoError(t, err)
	assert.Equal(t, "heap", asJudge.Name())
	assert.Equal(t, 2*time.Second, asJudge.Budget())
	_, err = heapRules().NewJudge(map[string]string{"depth": "3"})
	assert.ErrorIs(t, err, ErrUnknownOption)
	tests := []struct {
		name string
		opts map[string]string
		want error
		text string
	}{
		{"not a duration", map[string]string{"budget": "soon"}, ErrBadOption,
			`heap/judge: bad option value: budget="soon", want a positive duration`},
		{"zero", map[string]string{"budget": "0s"}, ErrBadOption,
			`heap/judge: bad option value: budget="0s", want a positive duration`},
		{"unknown", map[string]string{"depth": "3"}, ErrUnknownOption,
			`heap/judge: unknown option: "depth" (known: budget)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewJudge(heapRules(), tc.opts)
			assert.ErrorIs(t, err, tc.want)
			assert.EqualError(t, err, tc.text)
		})
	}
}
