package amazes_test

import (
	"bytes"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/amazes"
	"botcup/amazes/judge"
	"botcup/game"
)

// bot is the bot as an in-process player (its own seed, the default).
func bot(log io.Writer) game.Player {
	return func(in io.Reader, out io.Writer, _ uint64) error {
		return amazes.Run(in, out, amazes.Options{Log: log})
	}
}

// greedy is the reference player greedy, seeded 1 whatever it is given.
func greedy(in io.Reader, out io.Writer, _ uint64) error { return judge.Greedy(in, out, 1) }

// Whole games against the greedy reference player, on both sides: no
// fault (every move legal, answered in turn, the bot stops after its 150th
// move), and the bot scores more in each.
func TestBotBeatsGreedy(t *testing.T) {
	j, err := judge.New(nil)
	require.NoError(t, err)
	for seed := uint64(1); seed <= 6; seed++ {
		g := j.NewGame(seed).(*judge.AmazesGame)
		me := int(seed % 2)
		players := [2]game.Player{bot(nil), greedy}
		if me == 1 {
			players[0], players[1] = greedy, bot(nil)
		}
		_, err := game.PlayInProcess(g, players, [2]uint64{})
		require.NoError(t, err, "seed %d", seed)
		s := g.Scores()
		assert.Greater(t, s[me], s[1-me], "seed %d: %v", seed, g.Points())
	}
}

// The bot's -v log says, each turn, what it believes about the opponent
// (a line per move, numbered), and stays within its limit to the end.
func TestBotLogSaysEachTurnWhatItBelieves(t *testing.T) {
	j, err := judge.New(nil)
	require.NoError(t, err)
	for _, seed := range []uint64{3, 6} {
		var log bytes.Buffer
		_, err = game.PlayInProcess(j.NewGame(seed), [2]game.Player{bot(&log), greedy}, [2]uint64{})
		require.NoError(t, err)
		assert.LessOrEqual(t, log.Len(), amazes.LogLimit)
		end := regexp.MustCompile(`end after (\d+) moves`).FindStringSubmatch(log.String())
		require.NotNil(t, end, "seed %d: %s", seed, log.String())
		moves, _ := strconv.Atoi(end[1])
		turn := regexp.MustCompile(`(?m)^(\d+) d2 \d+ opp [-+]\d+,[-+]\d+ p[01]\.\d\d n\d+ hunt [01]\.\d\d risk [01]\.\d{3}( fin)?$`)
		lines := turn.FindAllStringSubmatch(log.String(), -1)
		require.Len(t, lines, moves, "seed %d", seed)
		for i, l := range lines {
			assert.Equal(t, strconv.Itoa(i+1), l[1], "seed %d", seed)
		}
		t.Logf("seed %d: %d moves, %d bytes of log", seed, moves, log.Len())
	}
}

func TestRunQuitsAndRejectsBadInput(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  error
		moves int
	}{
		{"quit at once", "Quit\n", nil, 0},
		{"end of input", "", nil, 0},
		{"quit after a move", "Start\nW\nW\nRW\nW\n505\nQuit\n", nil, 1},
		{"bad corridor", "Start\nW\nX\nRW\nW\n505\n", amazes.ErrBadView, 0},
		{"bad distance", "W\nW\nRW\nW\nfar\n", amazes.ErrBadView, 0},
		{"cut view", "W\nW\n", io.ErrUnexpectedEOF, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			err := amazes.Run(strings.NewReader(tc.input), &out, amazes.Options{})
			if tc.want == nil {
				require.NoError(t, err)
			} else {
				assert.ErrorIs(t, err, tc.want)
			}
			lines := strings.Fields(out.String())
			assert.Len(t, lines, tc.moves)
			for _, l := range lines {
				assert.NoError(t, amazes.CheckMove(l))
			}
		})
	}
}

// Red's first turn of the sample: behind it one cell with an opening to
// the right; the bot must walk there (the only known way) and not further.
func TestRunFirstMoveOfTheSample(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, amazes.Run(strings.NewReader("Start\nW\nW\nRW\nW\n505\n"), &out, amazes.Options{}))
	move := strings.TrimSpace(out.String())
	assert.Contains(t, []string{"T", "TR"}, move)
}
