package searchtest

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/duel"
)

// leastEffort allows one iteration and stops at the first look at the
// clock: the least effort an engine can spend.
type leastEffort struct{}

func (leastEffort) Stop() bool         { return true }
func (leastEffort) NewIteration() bool { return false }

// EnginesPlayWholeGames plays a whole self-play game with every engine
// kind, spending the least effort on each move, and requires every move
// chosen to be legal; it checks that an unknown kind is
// duel.ErrUnknownEngine and that "" is the game's default engine.
func (g Game[S, M, P]) EnginesPlayWholeGames(t *testing.T) {
	for _, kind := range Kinds {
		t.Run(kind, func(t *testing.T) {
			s := g.New()
			e, err := g.NewEngine(s, kind, 3, 1<<12)
			require.NoError(t, err)
			plies := 0
			for !s.Over() {
				th := e.Choose(leastEffort{})
				require.NoError(t, s.Legal(th.Move), "ply %d", plies)
				s.Make(th.Move)
				e.Played(th.Move)
				plies++
			}
			assert.Positive(t, plies)
		})
	}
	_, err := g.NewEngine(g.New(), "minimax", 1, 0)
	assert.ErrorIs(t, err, duel.ErrUnknownEngine)
	e, err := g.NewEngine(g.New(), "", 1, 0)
	require.NoError(t, err)
	assert.Equal(t, g.DefaultEngine, e.Kind())
}

// steppingClock moves on by step every time it is read: a search under it
// stops after a fixed number of looks at the clock, whatever the machine.
type steppingClock struct{ now, step time.Duration }

func (c *steppingClock) Now() time.Duration { c.now += c.step; return c.now }

// RunPlaysWholeGames runs the bot with every engine kind as the side that
// moves first, under a clock that steps 50 ms a look, against an opponent
// that answers with its first legal move; every move the bot prints must be
// legal, the game must end with the Quit token and no error, and the log
// must report the game over within the contest's 10,000 characters.
func (g Game[S, M, P]) RunPlaysWholeGames(t *testing.T) {
	for _, kind := range Kinds {
		t.Run(kind, func(t *testing.T) {
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			var log strings.Builder
			opts := duel.BotOptions{Engine: kind, Seed: 1, Budget: time.Second, Log: &log,
				Clock: &steppingClock{step: 50 * time.Millisecond}, TTEntries: 1 << 12}
			done := make(chan error, 1)
			go func() {
				err := g.Run(inR, outW, opts)
				outW.Close()
				done <- err
			}()
			bot := bufio.NewReader(outR)
			s := g.New()
			send := func(line string) {
				_, err := io.WriteString(inW, line+"\n")
				require.NoError(t, err)
			}
			send(g.Start)
			var buf []M
			for !s.Over() {
				line, err := bot.ReadString('\n')
				require.NoError(t, err)
				m, err := g.Parse(strings.TrimSpace(line))
				require.NoError(t, err)
				require.NoError(t, s.Play(m), "bot's move %v", m)
				if s.Over() {
					break
				}
				buf = s.Moves(buf[:0])
				reply := buf[0]
				s.Make(reply)
				send(reply.String())
			}
			send(g.Quit)
			require.NoError(t, <-done)
			assert.Contains(t, log.String(), g.Name+": game over")
			assert.Less(t, log.Len(), 10000, "the log stays within the contest's stderr")
		})
	}
}

// RandomOpeningVaries checks that with one random opening move, alpha-beta's
// first move as the side that moves first depends on the seed: more than
// two different first moves over ten seeds.
func (g Game[S, M, P]) RandomOpeningVaries(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 10; seed++ {
		var out bytes.Buffer
		opts := duel.BotOptions{Engine: duel.AlphaBeta, Seed: seed, RandomOpening: 1, TTEntries: 1 << 10}
		require.NoError(t, g.Run(strings.NewReader(g.Start+"\n"), &out, opts))
		_, err := g.Parse(strings.TrimSpace(out.String()))
		require.NoError(t, err)
		seen[out.String()] = true
	}
	assert.Greater(t, len(seen), 2, "the first move depends on the seed")
}
